import { useEndpointQuery } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import { InsightsContent } from './InsightsContent';
import { resourceOf } from '../queryResource';
import { SalesAreaPage } from '../components/SalesAreaPage';
import { MemberScopePicker } from '../scope/MemberScopePicker';
import { MemberScopeStatus } from '../scope/MemberScopeStatus';
import { useMemberScope } from '../scope/useMemberScope';
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
  const insights = useEndpointQuery(endpoints.insights.insights, { params: { coCode: coCode ?? '' } }, { enabled: coCode !== null });
  const resource = resourceOf(insights, coCode !== null, (answer) => answer);
  const retry = () => void insights.refetch();
  return (
    <SalesAreaPage title={t('insights.title')}>
      <MemberScopeStatus scope={scope} />
      <MemberScopePicker scope={scope}>
        <InsightsContent state={resource} onRetry={retry} />
      </MemberScopePicker>
    </SalesAreaPage>
  );
}
