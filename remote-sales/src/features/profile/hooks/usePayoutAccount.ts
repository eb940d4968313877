import { useState } from 'react';
import { ApiError } from '@portal/shared';
import { notSavedOffline, notSavedOfflineMessage, useEndpointMutation, useEndpointQuery } from '@portal/shared/data';
import { bankDetailsSchema, endpoints, fieldErrors, type BankDetailsInput, type PayoutAccount } from '@portal/shared/validation';

export type BankField = keyof BankDetailsInput;

const EMPTY: BankDetailsInput = { holderName: '', accountNumber: '', accountNumberConfirm: '', ifsc: '' };

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; account: PayoutAccount };

/**
 * The member's payout account: the approved one and a change waiting for approval, and the form that asks
 * for a change. The form checks the shared rules first; the server's answer (the IFSC table) names fields too.
 */
export function usePayoutAccount() {
  const read = useEndpointQuery(endpoints.account.payoutAccount);
  const request = useEndpointMutation(endpoints.account.requestPayoutAccountChange, { invalidates: [endpoints.account.payoutAccount] });
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<BankDetailsInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BankField, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const state: LoadState = read.data
    ? { status: 'loaded', account: read.data.payoutAccount }
    : notSavedOffline(read)
      ? { status: 'error', message: notSavedOfflineMessage() }
      : read.isError && !read.isFetching
        ? { status: 'error', message: read.error.message }
        : { status: 'loading' };
  const retry = () => void read.refetch();

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
    setSubmitError(null);
    try {
      await request.mutateAsync({ body: parsed.data });
      setEditing(false);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        setErrors(error.fieldErrors as Partial<Record<BankField, string>>);
      else setSubmitError(error instanceof Error ? error.message : String(error));
    }
  };

  return { state, retry, editing, open, cancel, values, errors, change, submit, submitting: request.isPending, submitError, sent };
}

export type PayoutAccountForm = ReturnType<typeof usePayoutAccount>;
