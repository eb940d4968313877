import { FIRST_READ_FRESH_MS, notSavedOffline, notSavedOfflineMessage, useEndpointQuery } from '@portal/shared/data';
import { endpoints, type ResponseOf } from '@portal/shared/validation';

export type Profile = ResponseOf<typeof endpoints.account.profile>['profile'];

export type ProfileState =
  | { status: 'loading' }
  /** `message`: the server's explanation; none when it gave none ('Profile unavailable'). */
  | { status: 'error'; message: string | null }
  | { status: 'loaded'; profile: Profile };

/** An answer the server sent with a status other than success: its explanation, if any. */
type Refusal = { status?: string; message?: string };

/**
 * The signed-in member's profile, read through the portal's cache: shown again at once when the page is
 * opened again, and refreshed when a preference it holds is saved. `retry` is the page's 'Try again'.
 * An answer a moment old (the shell reads the profile too, for the header) is not asked for again.
 */
export function useProfile(): { state: ProfileState; retry: () => void } {
  const read = useEndpointQuery(endpoints.account.profile, undefined, { staleTime: FIRST_READ_FRESH_MS });
  const answer = read.data as (ResponseOf<typeof endpoints.account.profile> & Refusal) | Refusal | undefined;
  const retry = () => void read.refetch();
  if (answer?.status === 'success' && 'profile' in answer && answer.profile)
    return { state: { status: 'loaded', profile: answer.profile }, retry };
  if (notSavedOffline(read)) return { state: { status: 'error', message: notSavedOfflineMessage() }, retry };
  if (read.isFetching || read.isPending) return { state: { status: 'loading' }, retry };
  // The server's message (ApiError carries it); never "Error: Error: …".
  if (read.isError) return { state: { status: 'error', message: read.error.message }, retry };
  return { state: { status: 'error', message: answer?.message || null }, retry };
}
