// The screens' data layer: one query cache for the whole portal (its own federation share, so only the
// pages that read data load it). The signed-in member's reads are kept on the device for their pages
// offline, and wiped when they leave.
import { startDataLayer } from './persist';

export { queryClient, isTransient, MEMBER_DATA_MAX_AGE_MS } from './queryClient';
export type { Resource } from './resource';
export {
  endpointKey,
  endpointQuery,
  refreshReads,
  useEndpointMutation,
  useEndpointPages,
  useEndpointQuery,
  type ReadInput,
} from './endpointQuery';
export { clearMemberData, PERSISTED_READS } from './persist';
export { whenRestored } from './restoreGate';
export { FIRST_READ_FRESH_MS, isReadWithoutInput, startReads, whenReadsSettle } from './earlyReads';
export { QUEUED_META, QUEUED_WRITES } from './outbox';
export { useQueuedChanges, type QueuedChange } from './queuedChanges';
export { onlineManager, useQueries, type InfiniteData } from '@tanstack/react-query';

startDataLayer();
export { notSavedOffline, notSavedOfflineMessage } from './notSavedOffline';
