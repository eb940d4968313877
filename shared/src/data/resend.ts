import { ApiError } from '@portal/shared';
import { isTransient } from './queryClient';

/** The longest wait before a change is sent again: the first tries follow each other closely. */
const RESEND_DELAY_MAX_MS = 30_000;

/**
 * A failure after which the API may not have acted on the change: no answer (a timeout too), or a
 * gateway's. The queued writes are idempotent (a PUT, a DELETE), so sending one again is safe, and the
 * first send after a reconnect often meets a network not quite back: the change stays waiting (and a
 * retry waits for the network while the browser is offline) instead of ending as not saved. A refusal
 * by the API ends it at once, with the API's reason.
 */
function mayResend(error: unknown): boolean {
  return isTransient(error) || (error instanceof ApiError && error.timedOut);
}

/**
 * How a change queued offline is sent: again after such a failure, until it is sent or refused. Only
 * for those (given where they are made and where they are put back): the same write sent at once, with
 * the member waiting in its dialog, says it failed at once.
 */
export const QUEUED_SENDING = {
  retry: (_failures: number, error: Error) => mayResend(error),
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, RESEND_DELAY_MAX_MS),
};

/** Whether a mutation's `meta` says it is a change queued offline. */
export const isQueuedMeta = (meta: Record<string, unknown> | undefined) => meta?.['queued'] === true;
