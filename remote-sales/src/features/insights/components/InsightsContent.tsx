import { Button, Feedback } from '@portal/shared/ui';
import { formatPaise } from '@portal/shared';
import type { InsightsResponse } from '@portal/shared/validation';
import { ChartCard } from './ChartCard';
import { hasNoSales, insightsCharts, periodText } from '../lib/insightsData';
import styles from './Insights.module.css';
import { LoadingOverlay, SkeletonBar } from '../../sales-area';
import type { Resource } from '../../../lib/queryResource';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/** What the tab shows for the selected member: loading, the failure with Try again, nothing sold, or the charts. */
export function InsightsContent({ state, onRetry }: { state: Resource<InsightsResponse>; onRetry: () => void }) {
  const { t } = useT();
  const format = useLocaleFormat();
  if (state.status === 'idle' || state.status === 'loading') {
    return <InsightsSkeleton label={t('insights.loading')} />;
  }
  if (state.status === 'error') {
    return (
      <Feedback
        kind="error"
        action={
          <Button variant="inline" onClick={onRetry}>
            {t('insights.tryAgain')}
          </Button>
        }
      >
        {t('insights.loadFailed', { message: state.message })}
      </Feedback>
    );
  }
  const insights = state.value;
  const period = periodText(insights);
  const member = `${insights.member.name} (${insights.member.coCode})`;
  const who = insights.childCount > 0 ? t('insights.withTeam', { member }) : member;
  if (hasNoSales(insights)) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('insights.emptyTitle')}</p>
        <p className={styles.note}>{t('insights.emptyNote', { who, period })}</p>
      </div>
    );
  }
  const { totals } = insights;
  return (
    <div className={styles.content}>
      <p className={styles.summary} data-testid="insights-summary">
        {t('insights.summary', {
          who,
          period,
          count: totals.policyCount,
          n: format.count(totals.policyCount),
          premium: formatPaise(totals.netPremiumPaise),
          payOut: formatPaise(totals.payOutPaise),
        })}
      </p>
      <div className={styles.grid}>
        {insightsCharts(insights).map((chart) => (
          <ChartCard key={chart.id} chart={chart} period={period} />
        ))}
      </div>
    </div>
  );
}

/** Charts on their way: the summary's lines and the four cards' boxes, so the charts land in place. */
function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div className={`${styles.content} ${styles.loading}`} data-testid="insights-skeleton">
      {/* The overlay's status is outside the busy parts, so that it is said. */}
      <LoadingOverlay label={label} />
      <p className={`${styles.summary} ${styles.skeletonSummary}`} aria-hidden="true" aria-busy="true">
        <SkeletonBar />
        <SkeletonBar width="60%" />
      </p>
      <div className={styles.grid} aria-hidden="true" aria-busy="true">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}
