import { QueryClient } from '@tanstack/react-query';
// By the package's name, not a relative path: this entry is its own federation share, and the client it
// calls must be the portal's one instance, in the main entry.
import { ApiError } from '@portal/shared';

/** How many times a read is tried again after a failure that may pass (no answer, or a gateway's 502/503/504). */
const READ_RETRIES = 1;

/** How long a member's answers are kept, in memory and on the device: the portal's limit for member data. */
export const MEMBER_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A failure worth trying the same read again for: the server never answered, or a proxy stood in for it. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return !error.timedOut;
  return error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * The portal's one query cache, shared by every remote (this module is a federation singleton): a page
 * opened again shows what it showed last at once while it refreshes, and the same read asked twice at
 * once is sent once. Reads are retried only when the failure may pass; writes are not (but for the
 * changes queued offline, see resend.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Kept as long as the device may keep them, so what was saved is still there to be saved again.
      gcTime: MEMBER_DATA_MAX_AGE_MS,
      retry: (failures, error) => failures < READ_RETRIES && isTransient(error),
      // A tab switched back to refreshes on mount; focus alone does not refetch every open list.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
