import { useId, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import type { BankField, PayoutAccountForm } from '../hooks/usePayoutAccount';
import styles from './PayoutAccount.module.css';

const FIELDS: {
  field: BankField;
  label: 'payoutAccount.holderName' | 'payoutAccount.accountNumber' | 'payoutAccount.accountNumberConfirm' | 'payoutAccount.ifsc';
  mode: 'text' | 'numeric';
  autoComplete: string;
}[] = [
  { field: 'holderName', label: 'payoutAccount.holderName', mode: 'text', autoComplete: 'name' },
  { field: 'accountNumber', label: 'payoutAccount.accountNumber', mode: 'numeric', autoComplete: 'off' },
  { field: 'accountNumberConfirm', label: 'payoutAccount.accountNumberConfirm', mode: 'numeric', autoComplete: 'off' },
  { field: 'ifsc', label: 'payoutAccount.ifsc', mode: 'text', autoComplete: 'off' },
];

/** The payout account form: holder, the number twice (never pasted back), IFSC; errors beside each field. */
export function BankDetailsForm({ form }: { form: PayoutAccountForm }) {
  const { t } = useT();
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('payoutAccount.formTitle')}>
      <p className={styles.hint}>{t('payoutAccount.approvalHint')}</p>
      {FIELDS.map(({ field, label, mode, autoComplete }) => {
        const error = form.errors[field];
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(label)}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              inputMode={mode}
              autoComplete={autoComplete}
              value={form.values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              onChange={(event) => form.change(field, event.target.value)}
              {...(field === 'ifsc' ? { maxLength: 11, spellCheck: false, placeholder: 'SBIN0001234' } : {})}
            />
            {error ? (
              <p id={`${id}-${field}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {form.submitError ? (
        <p role="alert" className={styles.error}>
          {form.submitError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={form.cancel}>
          {t('payoutAccount.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={form.submitting}>
          {form.submitting ? t('payoutAccount.sending') : t('payoutAccount.submit')}
        </button>
      </div>
    </form>
  );
}
