import { useCallback, useState } from 'react';
import { auditQuerySchema, fieldErrors, type AuditEntryView } from '@portal/shared/validation';
import { auditQuery, listAuditEntries, NO_AUDIT_FILTERS, type AuditFilterValues } from '../../../api/audit';
import { useCursorList } from '../../../hooks/useCursorList';
import { useT } from '../../../i18n';

export type AuditFilterField = keyof AuditFilterValues;

/**
 * The audit log under the applied filters, page by page. The filters being edited are checked with the
 * API's own schema before they are applied; a bad one keeps what is listed and says what is wrong.
 */
export function useAuditLog() {
  const { t } = useT();
  const [draft, setDraft] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [errors, setErrors] = useState<Partial<Record<AuditFilterField, string>>>({});
  const list = useCursorList<AuditEntryView>(
    JSON.stringify(applied),
    async (cursor, signal) => {
      const answer = await listAuditEntries(applied, cursor, signal);
      return { items: answer.entries, nextCursor: answer.nextCursor };
    },
    t('audit.loadFailed'),
  );

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
    setApplied(trimmed);
    return true;
  }, [draft]);

  const clear = useCallback(() => {
    setDraft(NO_AUDIT_FILTERS);
    setApplied(NO_AUDIT_FILTERS);
    setErrors({});
  }, []);

  const filtered = Object.values(applied).some((value) => value !== '');
  return { draft, applied, errors, filtered, setField, apply, clear, list };
}
