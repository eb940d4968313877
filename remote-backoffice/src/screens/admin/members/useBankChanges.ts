import { useCallback, useMemo, useState } from 'react';
import type { AdminBankChange } from '@portal/shared/validation';
import { bankChangeRejectSchema, fieldErrors } from '@portal/shared/validation';
import { errorMessage, useApiResource } from '@portal/shared';
import { approveBankChange, pendingBankChanges, rejectBankChange } from '../../../api/bankChanges';
import { t } from '../../../i18n';

type Outcome =
  { status: 'idle' } | { status: 'busy'; id: number } | { status: 'done'; message: string } | { status: 'error'; message: string };

/** The payout account changes waiting for approval, and the operator's decision on one of them. */
export function useBankChanges(onDecided: () => void) {
  const request = useMemo(() => ({ key: 'pending', load: (signal: AbortSignal) => pendingBankChanges(signal) }), []);
  const { resource, reload } = useApiResource<AdminBankChange[]>(request);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const decide = useCallback(
    async (change: AdminBankChange, work: () => Promise<AdminBankChange>, done: string) => {
      setOutcome({ status: 'busy', id: change.id });
      try {
        await work();
        setOutcome({ status: 'done', message: done });
        setRejecting(null);
        reload();
        onDecided();
      } catch (error) {
        setOutcome({ status: 'error', message: errorMessage(error) });
      }
    },
    [reload, onDecided],
  );

  const approve = (change: AdminBankChange) =>
    decide(
      change,
      () => approveBankChange(change.id),
      t('bankChanges.approved', { member: `${change.memberName} (${change.coCode})`, account: change.account }),
    );

  const reject = (change: AdminBankChange, reason: string) => {
    const parsed = bankChangeRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(fieldErrors(parsed.error)['reason'] ?? null);
      return Promise.resolve();
    }
    setReasonError(null);
    return decide(
      change,
      () => rejectBankChange(change.id, parsed.data.reason),
      t('bankChanges.rejected', { member: `${change.memberName} (${change.coCode})` }),
    );
  };

  const startReject = (id: number | null) => {
    setRejecting(id);
    setReasonError(null);
  };

  return { resource, reload, outcome, approve, reject, rejecting, startReject, reasonError };
}
