import { errorMessage } from '@portal/shared';
import type { Resource } from '@portal/shared/data';

export type { Resource };

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
