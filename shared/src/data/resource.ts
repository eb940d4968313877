import type { Endpoint } from '@portal/shared';
import { endpointKey } from './endpointQuery';
import { queryClient } from './queryClient';

/** What a screen shows of one read: not asked yet, on its way, failed (why), or its answer. */
export type Resource<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** After an action: every read of these endpoints is asked again where it is shown (the others when next shown). */
export async function refreshReads(reads: readonly Endpoint[]): Promise<void> {
  await Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: endpointKey(read) })));
}
