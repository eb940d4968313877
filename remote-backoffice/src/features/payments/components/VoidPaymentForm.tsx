import { Button, ButtonRow, Card, Feedback, TextField } from '@portal/shared/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/admin';
import { ConfirmStep } from '../../../components/ConfirmStep';
import { formatDate } from '../../../lib/format';
import { useVoidPayment } from '../hooks/useVoidPayment';
import feedback from '../../../styles/feedback.module.css';
import styles from './Payments.module.css';
import { useT } from '../../../i18n';

export interface VoidPaymentFormProps {
  payment: PaymentRecord;
  confirmAbovePaise: number;
  onVoided: (payment: PaymentRecord) => void;
  onCancel: () => void;
}

/** Voids one payment with a reason: the void takes its amount back on the member's next statement. */
export function VoidPaymentForm({ payment, confirmAbovePaise, onVoided, onCancel }: VoidPaymentFormProps) {
  const { t } = useT();
  const form = useVoidPayment(payment, confirmAbovePaise, onVoided);
  const id = useId();
  const reasonInput = useRef<HTMLInputElement>(null);
  useEffect(() => reasonInput.current?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const title = t('payments.void.title', { amount: formatPaise(payment.amountPaise), name: payment.memberName, code: payment.coCode });
  return (
    <Card title={title} titleId={`${id}-title`}>
      <p className={feedback.note}>{t('payments.void.explain', { date: formatDate(payment.date), reference: payment.reference })}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <TextField
          ref={reasonInput}
          id={`${id}-reason`}
          label={t('payments.void.reason')}
          name="reason"
          value={form.reason}
          autoComplete="off"
          onChange={(event) => form.setReason(event.currentTarget.value)}
          hint={t('payments.void.reasonHint')}
          error={form.error}
        />
        {form.confirming ? (
          <ConfirmStep
            text={form.confirmText}
            confirmLabel={t('payments.confirm.voidButton')}
            cancelLabel={t('payments.confirm.back')}
            busy={form.busy}
            danger
            onConfirm={() => void form.submit(true)}
            onCancel={() => form.setConfirming(false)}
          />
        ) : (
          <ButtonRow>
            <Button type="submit" variant="danger" disabled={form.busy}>
              {form.busy ? t('payments.void.voiding') : t('payments.void.submit')}
            </Button>
            <Button variant="outline" disabled={form.busy} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </ButtonRow>
        )}
      </form>
      {form.formError ? <Feedback kind="error">{form.formError}</Feedback> : null}
    </Card>
  );
}
