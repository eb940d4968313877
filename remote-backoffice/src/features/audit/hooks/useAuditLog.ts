import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, auditQuerySchema } from '@portal/shared/admin';
import { auditQuery, NO_AUDIT_FILTERS, type AuditFilterValues } from '../lib/auditFilters';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useT } from '../../../i18n';

export type AuditFilterField = keyof AuditFilterValues;

const FIELDS = Object.keys(NO_AUDIT_FILTERS) as AuditFilterField[];

/** The filters in the address (`?action=…&from=…`), each trimmed; missing ones empty. */
function filtersIn(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(FIELDS.map((field) => [field, (params.get(field) ?? '').trim()])) as unknown as AuditFilterValues;
}

/**
 * The audit log under the applied filters, page by page. The applied filters live in the address, so a
 * link, a reload or Back shows the same entries. The filters being edited are checked with the API's own
 * schema before they are applied; a bad one keeps what is listed and says what is wrong. Filters in the
 * address that the schema refuses are shown in the form with their reasons, and nothing is filtered.
 */
export function useAuditLog() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const inAddress = useMemo(() => filtersIn(params), [params]);
  const addressCheck = useMemo(() => auditQuerySchema.safeParse(auditQuery(inAddress)), [inAddress]);
  const applied = addressCheck.success ? inAddress : NO_AUDIT_FILTERS;
  const [draft, setDraft] = useState<AuditFilterValues>(inAddress);
  const [errors, setErrors] = useState<Partial<Record<AuditFilterField, string>>>(() =>
    addressCheck.success ? {} : (fieldErrors(addressCheck.error) as Partial<Record<AuditFilterField, string>>),
  );
  const [shownAddress, setShownAddress] = useState(inAddress);
  // Back or a link changed the address: the form shows what is applied now.
  if (JSON.stringify(shownAddress) !== JSON.stringify(inAddress)) {
    setShownAddress(inAddress);
    setDraft(inAddress);
    setErrors(addressCheck.success ? {} : (fieldErrors(addressCheck.error) as Partial<Record<AuditFilterField, string>>));
  }
  const list = useEndpointList(adminEndpoints.audit.adminAuditLog, { query: auditQuery(applied) }, 'entries', t('audit.loadFailed'));

  const setField = useCallback((field: AuditFilterField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  /** Applies the edited filters; false (and the reasons in `errors`) when one is not valid. */
  const apply = useCallback((): boolean => {
    const parsed = auditQuerySchema.safeParse(auditQuery(draft));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Partial<Record<AuditFilterField, string>>);
      return false;
    }
    setErrors({});
    const trimmed = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as unknown as AuditFilterValues;
    setDraft(trimmed);
    setParams(Object.fromEntries(FIELDS.filter((field) => trimmed[field] !== '').map((field) => [field, trimmed[field]])));
    return true;
  }, [draft, setParams]);

  const clear = useCallback(() => {
    setDraft(NO_AUDIT_FILTERS);
    setErrors({});
    setParams({});
  }, [setParams]);

  const filtered = Object.values(applied).some((value) => value !== '');
  return { draft, applied, errors, filtered, setField, apply, clear, list };
}
