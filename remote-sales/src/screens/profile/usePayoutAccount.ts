import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiPaths, portalApi } from '@portal/shared';
import {
  bankDetailsSchema,
  fieldErrors,
  type BankDetailsInput,
  type PayoutAccount,
  type PayoutAccountResponse,
} from '@portal/shared/validation';

export type BankField = keyof BankDetailsInput;

const EMPTY: BankDetailsInput = { holderName: '', accountNumber: '', accountNumberConfirm: '', ifsc: '' };

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; account: PayoutAccount };

/**
 * The member's payout account: the approved one and a change waiting for approval, and the form that asks
 * for a change. The form checks the shared rules first; the server's answer (the IFSC table) names fields too.
 */
export function usePayoutAccount() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<BankDetailsInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    portalApi.request<PayoutAccountResponse>(apiPaths.payoutAccount, { auth: true, signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', account: answer.payoutAccount });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const change = (field: BankField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const open = () => {
    setValues(EMPTY);
    setErrors({});
    setSubmitError(null);
    setSent(false);
    setEditing(true);
  };

  const cancel = () => setEditing(false);

  const submit = async () => {
    const parsed = bankDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Partial<Record<BankField, string>>);
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      const answer = await portalApi.request<PayoutAccountResponse>(apiPaths.payoutAccount, {
        method: 'PUT',
        auth: true,
        body: parsed.data,
      });
      setState({ status: 'loaded', account: answer.payoutAccount });
      setEditing(false);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors as Partial<Record<BankField, string>>);
      else setSubmitError(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return { state, retry, editing, open, cancel, values, errors, change, submit, submitting, submitError, sent };
}

export type PayoutAccountForm = ReturnType<typeof usePayoutAccount>;
