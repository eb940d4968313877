import { useMemo } from 'react';
import { portalApi } from '@portal/shared';
import { InsightsContent } from './InsightsContent';
import { useApiResource } from '@portal/shared';
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
  const request = useMemo(
    () => (coCode === null ? null : { key: coCode, load: (signal: AbortSignal) => portalApi.getInsights(coCode, signal) }),
    [coCode],
  );
  const { resource, reload: retry } = useApiResource(request);
  return (
    <SalesAreaPage title={t('insights.title')}>
      <MemberScopeStatus scope={scope} />
      <MemberScopePicker scope={scope}>
        <InsightsContent state={resource} onRetry={retry} />
      </MemberScopePicker>
    </SalesAreaPage>
  );
}
