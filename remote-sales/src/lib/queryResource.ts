import { tCommon } from '@portal/shared';
import { notSavedOffline, notSavedOfflineMessage, type Resource } from '@portal/shared/data';

export type { Resource };

/** The part of a cached read a screen looks at. */
interface Read<Data> {
  data: Data | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * A cached read as a Resource: its answer as soon as there is one (kept while it refreshes, and when a
 * refresh fails), else its failure once no new try is under way, or that it waits for the network with
 * nothing kept on this device, else loading; idle when not asked.
 */
export function resourceOf<Data, Value>(read: Read<Data>, asked: boolean, valueOf: (data: Data) => Value): Resource<Value> {
  if (!asked) return { status: 'idle' };
  if (read.data !== undefined) return { status: 'ready', value: valueOf(read.data) };
  if (notSavedOffline(read)) return { status: 'error', message: notSavedOfflineMessage() };
  if (read.isError && !read.isFetching) {
    return { status: 'error', message: read.error?.message || tCommon('somethingWentWrong') };
  }
  return { status: 'loading' };
}
