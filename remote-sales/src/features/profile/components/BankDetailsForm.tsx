import { Button, ButtonRow, TextField } from '@portal/shared/ui';
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
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={t(label)}
            name={field}
            inputMode={mode}
            autoComplete={autoComplete}
            value={form.values[field]}
            error={error}
            onChange={(event) => form.change(field, event.target.value)}
            {...(field === 'ifsc' ? { maxLength: 11, spellCheck: false, placeholder: 'SBIN0001234' } : {})}
          />
        );
      })}
      {form.submitError ? (
        <p role="alert" className={styles.error}>
          {form.submitError}
        </p>
      ) : null}
      <ButtonRow>
        <Button variant="outline" onClick={form.cancel}>
          {t('payoutAccount.cancel')}
        </Button>
        <Button type="submit" busy={form.submitting} busyLabel={t('payoutAccount.sending')}>
          {t('payoutAccount.submit')}
        </Button>
      </ButtonRow>
    </form>
  );
}
