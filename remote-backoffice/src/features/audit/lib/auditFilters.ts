/** The filters of the audit log as the screen holds them: empty text is no filter. */
export interface AuditFilterValues {
  action: string;
  operator: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { action: '', operator: '', recordType: '', recordId: '', from: '', to: '' };

/** The query of the audit log for these filters (empty ones left out). */
export function auditQuery(filters: AuditFilterValues): Partial<AuditFilterValues> {
  const query: Partial<AuditFilterValues> = {};
  for (const [key, value] of Object.entries(filters) as [keyof AuditFilterValues, string][]) {
    if (value.trim()) query[key] = value.trim();
  }
  return query;
}
