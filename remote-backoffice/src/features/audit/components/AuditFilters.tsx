import { Button, ButtonRow, Card, SelectField, TextField } from '@portal/shared/ui';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import type { AuditFilterValues } from '../lib/auditFilters';
import type { AuditFilterField } from '../hooks/useAuditLog';
import layout from '../../../styles/layout.module.css';
import styles from './Audit.module.css';
import { auditActionOptions, recordTypeOptions } from '../lib/auditText';
import { useT } from '../../../i18n';

export interface AuditFiltersProps {
  values: AuditFilterValues;
  errors: Partial<Record<AuditFilterField, string>>;
  onChange: (field: AuditFilterField, value: string) => void;
  /** False when a filter is not valid: the first such field then gets the focus. */
  onApply: () => boolean;
  onClear: () => void;
}

/** The audit log's filters: applied together with "Apply filters" (or Enter), all cleared with "Clear". */
export function AuditFilters({ values, errors, onChange, onApply, onClear }: AuditFiltersProps) {
  const { t } = useT();
  const form = useRef<HTMLFormElement>(null);
  const fields: { field: AuditFilterField; label: string; type: 'text' | 'email' | 'date' | 'select' | 'action'; hint?: string }[] = [
    { field: 'action', label: t('audit.action'), type: 'action', hint: t('audit.actionHint') },
    { field: 'operator', label: t('audit.operator'), type: 'text', hint: t('audit.operatorHint') },
    { field: 'recordType', label: t('audit.recordType'), type: 'select' },
    { field: 'recordId', label: t('audit.recordId'), type: 'text' },
    { field: 'from', label: t('audit.from'), type: 'date' },
    { field: 'to', label: t('audit.to'), type: 'date' },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onApply()) {
      // After React has marked the fields, the first invalid one gets the focus.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  return (
    <Card>
      <form ref={form} className={layout.stack} onSubmit={submit} noValidate aria-label={t('audit.filters')}>
        <div className={styles.fields}>
          {fields.map(({ field, label, type, hint }) => {
            // What both kinds of field take: the id the error and hint are tied to, the value, the change.
            const common = {
              id: `audit-filter-${field}`,
              name: field,
              label,
              value: values[field],
              hint,
              error: errors[field],
              onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value),
            };
            return type === 'select' ? (
              <SelectField key={field} {...common}>
                <option value="">{t('audit.any')}</option>
                {recordTypeOptions().map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                key={field}
                {...common}
                type={type === 'action' ? 'text' : type}
                list={type === 'action' ? 'audit-actions' : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            );
          })}
        </div>
        <datalist id="audit-actions">
          {auditActionOptions().map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </datalist>
        <ButtonRow>
          <Button type="submit" variant="primary">
            {t('audit.apply')}
          </Button>
          <Button variant="outline" onClick={onClear}>
            {t('audit.clear')}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
