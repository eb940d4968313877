import { tCommon } from '@portal/shared';

/** The part of a cached read that says whether it waits for the network. */
interface PausedRead {
  data: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * A read with nothing kept on this device that waits for the network to come back (the cache pauses
 * reads while the browser is offline, and sends them by itself once it is online). Screens say so
 * plainly instead of loading without end.
 */
export const notSavedOffline = (read: PausedRead): boolean => read.data === undefined && read.fetchStatus === 'paused';

/** What a screen says of such a read. */
export const notSavedOfflineMessage = (): string => tCommon('notSavedOffline');
