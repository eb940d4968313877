import { useCallback, useRef, useState } from 'react';
import { ApiError, formatPaise, indiaDate, portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, recordPaymentBodySchema, rupeesToPaise, type PaymentField, type PaymentRecord } from '@portal/shared/admin';
import { refreshReads } from '@portal/shared/data';
import { formatDate } from '../../../lib/format';
import { t } from '../../../i18n';

export type PaymentValues = Record<PaymentField, string>;

export const PAYMENT_FIELDS: PaymentField[] = ['coCode', 'amount', 'reference', 'date'];

/** What the operator is told once a payment is recorded. */
export function recordedText(payment: PaymentRecord): string {
  return t('payments.recorded', {
    amount: formatPaise(payment.amountPaise),
    name: payment.memberName,
    code: payment.coCode,
    date: formatDate(payment.date),
    reference: payment.reference,
  });
}

/**
 * The payment form: the values as typed (the date today in India to begin with), the same rules as the
 * server before sending, the server's field errors on their fields, and the recorded payment. After a
 * payment the amount and reference are cleared, so that pressing the button again records nothing twice.
 * An amount above `confirmAbovePaise` waits for the operator's confirmation (`confirming`, its paise)
 * before it is sent; the server asks for it too (409 on `confirmed`), and then the form asks the same.
 * A recorded payment refreshes the list of payments.
 */
export function usePaymentForm(confirmAbovePaise: number) {
  const [values, setValues] = useState<PaymentValues>(() => ({ coCode: '', amount: '', reference: '', date: indiaDate() }));
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<PaymentRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const inputs = useRef<Partial<Record<PaymentField, HTMLInputElement | null>>>({});

  const change = useCallback((field: PaymentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setConfirming(null);
  }, []);

  const showErrors = (found: Partial<Record<PaymentField, string>>) => {
    setErrors(found);
    const first = PAYMENT_FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = useCallback(
    async (confirmed = false) => {
      if (saving) return;
      setFormError(null);
      setRecorded(null);
      const checked = recordPaymentBodySchema.safeParse(values);
      const found: Partial<Record<PaymentField, string>> = checked.success
        ? {}
        : (fieldErrors(checked.error) as Partial<Record<PaymentField, string>>);
      if (checked.success && checked.data.date > indiaDate()) found.date = t('payments.futureDate');
      if (Object.keys(found).length) {
        showErrors(found);
        return;
      }
      const amountPaise = rupeesToPaise(checked.data!.amount);
      if (amountPaise > confirmAbovePaise && !confirmed) {
        setConfirming(amountPaise);
        return;
      }
      setConfirming(null);
      setSaving(true);
      try {
        const { payment } = await portalApi.call(adminEndpoints.payments.adminRecordPayment, {
          body: { ...checked.data!, ...(confirmed ? { confirmed: true } : {}) },
        });
        setRecorded(payment);
        setValues((current) => ({ ...current, amount: '', reference: '' }));
        setErrors({});
        void refreshReads([adminEndpoints.payments.adminPayments]);
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors['confirmed']) {
          setFormError(error.message);
          setConfirming(amountPaise);
        } else if (error instanceof ApiError) {
          const onFields = Object.fromEntries(
            Object.entries(error.fieldErrors).filter(([f]) => PAYMENT_FIELDS.includes(f as PaymentField)),
          );
          setFormError(error.message);
          showErrors(onFields);
        } else setFormError(t('payments.failed'));
      } finally {
        setSaving(false);
      }
    },
    [values, saving, confirmAbovePaise],
  );

  const cancelConfirm = useCallback(() => {
    setConfirming(null);
    inputs.current.amount?.focus();
  }, []);

  const register = (field: PaymentField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, formError, recorded, saving, confirming, change, submit, cancelConfirm, register };
}
