import { errorMessage, type Endpoint } from '@portal/shared';
import { endpointKey, queryClient } from '@portal/shared/data';

/** What a screen shows of one read: not asked, on its way, failed (why), or its answer. */
export type Resource<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** What a read through the cache holds, as the screens' states: not asked (a disabled read), on its way, failed, or its answer. */
export function resourceOf<T>(read: {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: T | undefined;
  error: unknown;
}): Resource<T> {
  // Asked again after a failure: on its way, as before the first answer.
  if (read.status === 'error')
    return read.fetchStatus === 'fetching' ? { status: 'loading' } : { status: 'error', message: errorMessage(read.error) };
  if (read.status === 'success') return { status: 'ready', value: read.data as T };
  return read.fetchStatus === 'idle' ? { status: 'idle' } : { status: 'loading' };
}

/** After an action: every read of these endpoints is asked again where it is shown (the others when next shown). */
export async function refreshReads(reads: readonly Endpoint[]): Promise<void> {
  await Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: endpointKey(read) })));
}
