import { useEndpointQuery } from '@portal/shared/data';
import { endpoints, type InsightsResponse } from '@portal/shared/validation';
import { resourceOf, type Resource } from '../../../lib/queryResource';

/** The insights of a member and everyone below, once the member is known (`coCode` null: not yet). */
export function useInsights(coCode: string | null): { resource: Resource<InsightsResponse>; retry: () => void } {
  const insights = useEndpointQuery(endpoints.insights.insights, { params: { coCode: coCode ?? '' } }, { enabled: coCode !== null });
  const resource = resourceOf(insights, coCode !== null, (answer) => answer);
  return { resource, retry: () => void insights.refetch() };
}
