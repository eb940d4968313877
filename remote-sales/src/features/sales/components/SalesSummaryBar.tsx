import { Button } from '@portal/shared/ui';
import { formatRupees } from '@portal/shared';
import type { SalesSummary } from '../../sales-area';
import { useT } from '../../../i18n';
import styles from './SalesSummaryBar.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';

export interface SalesSummaryBarProps {
  summary: SalesSummary | null;
  failed: boolean;
  loading: boolean;
  /** Policies listed so far. */
  shown: number;
  /** Offered as 'Try again' beside 'Totals unavailable.'. */
  onRetry?: (() => void) | undefined;
}

/** The count and totals of premium and payout for the current member and filters. */
export function SalesSummaryBar({ summary, failed, loading, shown, onRetry }: SalesSummaryBarProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  if (!summary) {
    return (
      <p className={styles.note} aria-live="polite">
        {failed ? t('summary.unavailable') : loading ? t('summary.calculating') : ''}
        {failed && onRetry ? (
          <>
            {' '}
            <Button variant="inline" onClick={onRetry}>
              {t('ui.tryAgain')}
            </Button>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <div className={styles.summary}>
      <dl className={styles.totals} aria-label={t('summary.label')} aria-live="polite">
        <div className={styles.item}>
          <dt>{t('summary.policies')}</dt>
          <dd>{format.count(summary.count)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('summary.netPremium')}</dt>
          <dd>{formatRupees(summary.netPremium)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('summary.payOut')}</dt>
          <dd>{formatRupees(summary.payOut)}</dd>
        </div>
      </dl>
      {summary.count > 0 && shown < summary.count ? (
        <p className={styles.shown}>{t('summary.showing', { shown: format.count(shown), total: format.count(summary.count) })}</p>
      ) : null}
    </div>
  );
}
