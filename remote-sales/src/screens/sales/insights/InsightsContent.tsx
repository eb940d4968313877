import { formatPaise } from '@portal/shared';
import type { InsightsResponse } from '@portal/shared/validation';
import { ChartCard } from './ChartCard';
import { hasNoSales, insightsCharts, periodText } from './insightsData';
import styles from './Insights.module.css';
import { LinkButton } from '../../../components/LinkButton';
import { LoadingOverlay } from '../components/LoadingOverlay';
import type { Resource } from '@portal/shared';

const count = new Intl.NumberFormat('en-IN');

/** What the tab shows for the selected member: loading, the failure with Try again, nothing sold, or the charts. */
export function InsightsContent({ state, onRetry }: { state: Resource<InsightsResponse>; onRetry: () => void }) {
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <LoadingOverlay label="Loading insights..." />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p>Insights could not be loaded. {state.message}</p>
        <LinkButton onClick={onRetry}>Try again</LinkButton>
      </div>
    );
  }
  const insights = state.value;
  const period = periodText(insights);
  const member = `${insights.member.name} (${insights.member.coCode})`;
  const who = insights.childCount > 0 ? `${member} and their team` : member;
  if (hasNoSales(insights)) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No sales in the last 12 months</p>
        <p className={styles.note}>
          Nothing sold by {who} from {period}.
        </p>
      </div>
    );
  }
  const { totals } = insights;
  return (
    <div className={styles.content}>
      <p className={styles.summary} data-testid="insights-summary">
        {who}, {period}: {count.format(totals.policyCount)} {totals.policyCount === 1 ? 'policy' : 'policies'}, net
        premium {formatPaise(totals.netPremiumPaise)}, pay out {formatPaise(totals.payOutPaise)}.
      </p>
      <div className={styles.grid}>
        {insightsCharts(insights).map((chart) => (
          <ChartCard key={chart.id} chart={chart} period={period} />
        ))}
      </div>
    </div>
  );
}
