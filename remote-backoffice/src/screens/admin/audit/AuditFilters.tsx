import { useRef, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@portal/shared/validation';
import type { AuditFilterValues } from '../../../api/audit';
import type { AuditFilterField } from './useAuditLog';
import buttons from '../../../styles/buttons.module.css';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Audit.module.css';

export interface AuditFiltersProps {
  values: AuditFilterValues;
  errors: Partial<Record<AuditFilterField, string>>;
  onChange: (field: AuditFilterField, value: string) => void;
  /** False when a filter is not valid: the first such field then gets the focus. */
  onApply: () => boolean;
  onClear: () => void;
}

const FIELDS: { field: AuditFilterField; label: string; type: 'text' | 'email' | 'date' | 'select' | 'action'; hint?: string }[] = [
  { field: 'action', label: 'Action', type: 'action', hint: 'For example application.approve' },
  { field: 'operator', label: 'Operator e-mail', type: 'text', hint: 'All or part of it' },
  { field: 'recordType', label: 'Record type', type: 'select' },
  { field: 'recordId', label: 'Record id', type: 'text' },
  { field: 'from', label: 'From', type: 'date' },
  { field: 'to', label: 'To', type: 'date' },
];

/** The audit log's filters: applied together with "Apply filters" (or Enter), all cleared with "Clear". */
export function AuditFilters({ values, errors, onChange, onApply, onClear }: AuditFiltersProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onApply()) {
      // After React has marked the fields, the first invalid one gets the focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  return (
    <form ref={form} className={layout.card} onSubmit={submit} noValidate aria-label="Filter the audit log">
      <div className={styles.fields}>
        {FIELDS.map(({ field, label, type, hint }) => {
          const id = `audit-filter-${field}`;
          const error = errors[field];
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            name: field,
            value: values[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            className: forms.input,
          } as const;
          return (
            <div key={field} className={forms.field}>
              <label htmlFor={id}>{label}</label>
              {type === 'select' ? (
                <select {...common} onChange={(event) => onChange(field, event.target.value)}>
                  <option value="">Any</option>
                  {Object.entries(AUDIT_RECORD_TYPE_LABELS).map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={type === 'action' ? 'text' : type}
                  list={type === 'action' ? 'audit-actions' : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => onChange(field, event.target.value)}
                />
              )}
              {hint ? (
                <span id={`${id}-hint`} className={forms.hint}>
                  {hint}
                </span>
              ) : null}
              {error ? (
                <span id={`${id}-error`} className={feedback.error}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <datalist id="audit-actions">
        {Object.entries(AUDIT_ACTION_LABELS).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </datalist>
      <div className={buttons.row}>
        <button type="submit" className={buttons.primary}>
          Apply filters
        </button>
        <button type="button" className={buttons.button} onClick={onClear}>
          Clear
        </button>
      </div>
    </form>
  );
}
