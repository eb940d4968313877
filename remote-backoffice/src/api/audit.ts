import { apiPaths, portalApi } from '@portal/shared';
import type { AuditResponse } from '@portal/shared/validation';

/** The back office's audit section: its calls to the API (operators only). */

/** The filters as the screen holds them: empty text is no filter. */
export interface AuditFilterValues {
  action: string;
  operator: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { action: '', operator: '', recordType: '', recordId: '', from: '', to: '' };

/** The query of `GET /admin/audit` for these filters (empty ones left out). */
export function auditQuery(filters: AuditFilterValues, cursor?: string | null, limit?: number): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filters)) query[key] = value.trim() || undefined;
  query['cursor'] = cursor ?? undefined;
  query['limit'] = limit?.toString();
  return query;
}

/** Operators' actions, newest first. */
export function listAuditEntries(filters: AuditFilterValues, cursor?: string | null, signal?: AbortSignal) {
  return portalApi.request<AuditResponse>(apiPaths.adminAudit, {
    auth: true,
    query: auditQuery(filters, cursor),
    ...(signal ? { signal } : {}),
  });
}
