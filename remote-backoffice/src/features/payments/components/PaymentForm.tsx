import { Button, ButtonRow, Card, Feedback, TextField } from '@portal/shared/ui';
import { useId, type FormEvent } from 'react';
import { formatPaise, indiaDate } from '@portal/shared';
import type { PaymentField } from '@portal/shared/admin';
import { ConfirmStep } from '../../../components/ConfirmStep';
import { MemberPicker } from '../../../components/MemberPicker';
import { recordedText, usePaymentForm } from '../hooks/usePaymentForm';
import feedback from '../../../styles/feedback.module.css';
import forms from '../../../styles/forms.module.css';
import styles from './Payments.module.css';
import { useT } from '../../../i18n';

/** Records a payment to a member: member code, amount in rupees, reference, date (today in India by default). */
export function PaymentForm({ confirmAbovePaise }: { confirmAbovePaise: number }) {
  const { t } = useT();
  const fields: {
    field: PaymentField;
    label: string;
    hint?: string;
    type: string;
    inputMode?: 'decimal' | 'text';
    autoComplete?: string;
  }[] = [
    { field: 'coCode', label: t('payments.memberCode'), hint: t('payments.memberHint'), type: 'text', autoComplete: 'off' },
    {
      field: 'amount',
      label: t('payments.amount'),
      hint: t('payments.amountHint'),
      type: 'text',
      inputMode: 'decimal',
      autoComplete: 'off',
    },
    { field: 'reference', label: t('payments.reference'), hint: t('payments.referenceHint'), type: 'text', autoComplete: 'off' },
    { field: 'date', label: t('payments.date'), type: 'date' },
  ];
  const form = usePaymentForm(confirmAbovePaise);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Card title={t('payments.formTitle')} titleId={`${id}-title`}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={form.saving}>
        {fields.map(({ field, label, hint, type, inputMode, autoComplete }) => {
          const error = form.errors[field];
          const describedBy = [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(' ');
          if (field !== 'coCode') {
            return (
              <TextField
                key={field}
                ref={form.register(field)}
                id={`${id}-${field}`}
                label={label}
                name={field}
                type={type}
                value={form.values[field]}
                onChange={(event) => form.change(field, event.currentTarget.value)}
                hint={hint}
                error={error}
                {...(inputMode ? { inputMode } : {})}
                {...(autoComplete ? { autoComplete } : {})}
                {...(type === 'date' ? { max: indiaDate() } : {})}
              />
            );
          }
          return (
            <div key={field} className={forms.field}>
              <label htmlFor={`${id}-${field}`}>{label}</label>
              <MemberPicker
                id={`${id}-${field}`}
                name={field}
                listLabel={t('payments.matching')}
                value={form.values.coCode}
                onChange={(value) => form.change('coCode', value)}
                onChoose={(member) => form.change('coCode', member.coCode)}
                describedBy={describedBy || undefined}
                invalid={Boolean(error)}
                inputRef={form.register(field)}
              />
              {hint ? (
                <p id={`${id}-${field}-hint`} className={feedback.note}>
                  {hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-${field}-error`} className={feedback.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {form.confirming === null ? (
          <ButtonRow>
            <Button type="submit" variant="primary" disabled={form.saving}>
              {form.saving ? t('payments.recording') : t('payments.record')}
            </Button>
          </ButtonRow>
        ) : (
          <ConfirmStep
            text={t('payments.confirm.record', {
              amount: formatPaise(form.confirming),
              code: form.values.coCode.trim(),
              limit: formatPaise(confirmAbovePaise),
            })}
            confirmLabel={t('payments.confirm.recordButton')}
            cancelLabel={t('payments.confirm.back')}
            busy={form.saving}
            onConfirm={() => void form.submit(true)}
            onCancel={form.cancelConfirm}
          />
        )}
      </form>
      <Feedback kind="success">{form.recorded ? recordedText(form.recorded) : null}</Feedback>
      {form.formError ? <Feedback kind="error">{form.formError}</Feedback> : null}
    </Card>
  );
}
