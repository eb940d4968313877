import { useCallback, useState } from 'react';
import { ApiError, formatPaise, portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, voidPaymentBodySchema, type PaymentRecord } from '@portal/shared/admin';
import { refreshReads } from '@portal/shared/data';
import { t } from '../../../i18n';

/**
 * Voiding one payment: the reason (the API's rules, checked here first), a confirmation step when the
 * amount is above `confirmAbovePaise` (or when the server asks for one), then the void, after which the
 * list of payments is asked for again.
 */
export function useVoidPayment(payment: PaymentRecord, confirmAbovePaise: number, onVoided: (payment: PaymentRecord) => void) {
  const [reason, setReasonValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const setReason = useCallback((value: string) => {
    setReasonValue(value);
    setError(null);
    setConfirming(false);
  }, []);

  const submit = useCallback(
    async (confirmed = false) => {
      if (busy) return;
      setFormError(null);
      const checked = voidPaymentBodySchema.safeParse({ reason });
      if (!checked.success) {
        setError(fieldErrors(checked.error)['reason'] ?? null);
        return;
      }
      if (payment.amountPaise > confirmAbovePaise && !confirmed) {
        setConfirming(true);
        return;
      }
      setBusy(true);
      try {
        const answer = await portalApi.call(adminEndpoints.payments.adminVoidPayment, {
          params: { id: payment.id },
          body: { reason: checked.data.reason, ...(confirmed ? { confirmed: true } : {}) },
        });
        void refreshReads([adminEndpoints.payments.adminPayments]);
        onVoided(answer.payment);
      } catch (failure) {
        if (failure instanceof ApiError) {
          setFormError(failure.message);
          if (failure.fieldErrors['reason']) setError(failure.fieldErrors['reason']);
          setConfirming(Boolean(failure.fieldErrors['confirmed']));
        } else setFormError(t('payments.void.failed'));
      } finally {
        setBusy(false);
      }
    },
    [busy, reason, payment, confirmAbovePaise, onVoided],
  );

  const confirmText = t('payments.confirm.void', { amount: formatPaise(payment.amountPaise), limit: formatPaise(confirmAbovePaise) });
  return { reason, setReason, error, formError, confirming, setConfirming, confirmText, busy, submit };
}
