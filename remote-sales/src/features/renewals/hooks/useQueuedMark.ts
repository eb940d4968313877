import { QUEUED_META, useQueuedChanges } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import { t } from '../../../i18n';

const WRITES = [endpoints.renewals.markRenewal, endpoints.renewals.clearRenewal] as const;

/** Where a change of a mark made offline stands, as the row says it; null when there is none to tell. */
export type QueuedMarkState = { kind: 'pending'; text: string } | { kind: 'refused'; text: string } | null;

/** The last change of this policy's mark made offline: waiting to be sent, or refused (with the API's reason). */
export function useQueuedMark(coCode: string, srNo: string): QueuedMarkState {
  const changes = useQueuedChanges(WRITES, (input) => input.params.coCode === coCode && input.params.srNo === srNo);
  const last = changes[changes.length - 1];
  if (!last) return null;
  if (last.status === 'pending') {
    const clearing = last.operationId === endpoints.renewals.clearRenewal.operationId;
    return { kind: 'pending', text: clearing ? t('renewals.queued.clearPending') : t('renewals.queued.markPending') };
  }
  if (last.status === 'error') {
    return {
      kind: 'refused',
      text: last.error ? t('renewals.queued.refused', { reason: last.error }) : t('renewals.queued.refusedNoReason'),
    };
  }
  return null;
}

/** The options of a change made offline: it waits for the network, and is told apart from one sent at once. */
export const QUEUED = { meta: QUEUED_META } as const;
