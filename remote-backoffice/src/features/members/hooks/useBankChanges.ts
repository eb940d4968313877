import { useCallback, useState } from 'react';
import { errorMessage, portalApi } from '@portal/shared';
import { useEndpointQuery } from '@portal/shared/data';
import { fieldErrors } from '@portal/shared/validation';
import { adminEndpoints, bankChangeRejectSchema, type AdminBankChange } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';
import { refreshReads } from '@portal/shared/data';
import { t } from '../../../i18n';

const { adminBankChanges, adminApproveBankChange, adminRejectBankChange } = adminEndpoints.bankChanges;

type Outcome =
  { status: 'idle' } | { status: 'busy'; id: number } | { status: 'done'; message: string } | { status: 'error'; message: string };

/**
 * The payout account changes waiting for approval, and the operator's decision on one of them (after
 * which the list, and the member's details where shown, are asked again).
 */
export function useBankChanges() {
  const read = useEndpointQuery(adminBankChanges, undefined, { select: (answer) => answer.changes });
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const decide = useCallback(async (change: AdminBankChange, work: () => Promise<unknown>, done: string) => {
    setOutcome({ status: 'busy', id: change.id });
    try {
      await work();
      setOutcome({ status: 'done', message: done });
      setRejecting(null);
      void refreshReads([adminBankChanges, adminEndpoints.members.adminMember]);
    } catch (error) {
      setOutcome({ status: 'error', message: errorMessage(error) });
    }
  }, []);

  const approve = (change: AdminBankChange) =>
    decide(
      change,
      () => portalApi.call(adminApproveBankChange, { params: { id: change.id } }),
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
      () => portalApi.call(adminRejectBankChange, { params: { id: change.id }, body: { reason: parsed.data.reason } }),
      t('bankChanges.rejected', { member: `${change.memberName} (${change.coCode})` }),
    );
  };

  const startReject = (id: number | null) => {
    setRejecting(id);
    setReasonError(null);
  };

  return { resource: resourceOf(read), reload, outcome, approve, reject, rejecting, startReject, reasonError };
}
