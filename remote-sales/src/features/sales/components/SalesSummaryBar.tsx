import { Button } from '@portal/shared/ui';
import { formatRupees } from '@portal/shared';
import { type SalesSummary, SkeletonBar } from '../../sales-area';
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

/**
 * The count and totals of premium and payout for the current member and filters. One box of the same
 * size while it calculates, once loaded and when the totals failed, so the list below never moves.
 */
export function SalesSummaryBar({ summary, failed, loading, shown, onRetry }: SalesSummaryBarProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const value = (text: string) => (summary ? text : <SkeletonBar width="6rem" />);
  const note = summary ? (
    summary.count > 0 && shown < summary.count ? (
      t('summary.showing', { shown: format.count(shown), total: format.count(summary.count) })
    ) : null
  ) : (
    <span aria-live="polite">
      {failed ? t('summary.unavailable') : loading ? t('summary.calculating') : ''}
      {failed && onRetry ? (
        <>
          {' '}
          <Button variant="inline" onClick={onRetry}>
            {t('ui.tryAgain')}
          </Button>
        </>
      ) : null}
    </span>
  );
  return (
    <div className={styles.summary} data-testid="sales-summary">
      {/* Busy are the totals being calculated, not the box: the line under them says so and must be heard. */}
      <dl className={styles.totals} aria-label={t('summary.label')} aria-live="polite" aria-busy={!summary && loading}>
        <div className={styles.item}>
          <dt>{t('summary.policies')}</dt>
          <dd>{value(summary ? format.count(summary.count) : '')}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('summary.netPremium')}</dt>
          <dd>{value(summary ? formatRupees(summary.netPremium) : '')}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('summary.payOut')}</dt>
          <dd>{value(summary ? formatRupees(summary.payOut) : '')}</dd>
        </div>
      </dl>
      <p className={summary ? styles.shown : `${styles.shown} ${styles.note}`}>{note}</p>
    </div>
  );
}
