import { InsightsContent, useInsights } from '../../../features/insights';
import { SalesAreaPage } from '../../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus, useMemberScope } from '../../../features/member-scope';
import { useT } from '../../../i18n';

/**
 * The Insights tab: for the member chosen in the drill-down and everyone below, premium and pay out over
 * the last 12 months by month, policy type, insurer and top direct team members; each chart with its
 * table and CSV.
 */
export default function InsightsPage() {
  const { t } = useT();
  const scope = useMemberScope();
  const coCode = scope.status === 'ready' ? scope.selectedCode : null;
  const { resource, retry } = useInsights(coCode);
  return (
    <SalesAreaPage title={t('insights.title')}>
      <MemberScopeStatus scope={scope} />
      <MemberScopePicker scope={scope}>
        <InsightsContent state={resource} onRetry={retry} />
      </MemberScopePicker>
    </SalesAreaPage>
  );
}
