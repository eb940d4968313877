import { formatRupees, type SalesSummary } from '@portal/shared';
import styles from './SalesSummaryBar.module.css';
import { LinkButton } from '../../../components/LinkButton';

const countFormat = new Intl.NumberFormat('en-IN');

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
  if (!summary) {
    return (
      <p className={styles.note} aria-live="polite">
        {failed ? 'Totals unavailable.' : loading ? 'Calculating totals…' : ''}
        {failed && onRetry ? (
          <>
            {' '}
            <LinkButton onClick={onRetry}>Try again</LinkButton>
          </>
        ) : null}
      </p>
    );
  }
  return (
    <div className={styles.summary}>
      <dl className={styles.totals} aria-label="Sales summary" aria-live="polite">
      <div className={styles.item}>
        <dt>Policies</dt>
        <dd>{countFormat.format(summary.count)}</dd>
      </div>
      <div className={styles.item}>
        <dt>Total Net Premium</dt>
        <dd>{formatRupees(summary.netPremium)}</dd>
      </div>
      <div className={styles.item}>
        <dt>Total Pay Out</dt>
        <dd>{formatRupees(summary.payOut)}</dd>
      </div>
      </dl>
      {summary.count > 0 && shown < summary.count ? (
        <p className={styles.shown}>
          Showing {countFormat.format(shown)} of {countFormat.format(summary.count)}
        </p>
      ) : null}
    </div>
  );
}
