// The screens' data layer: one query cache for the whole portal (its own federation share, so only the
// pages that read data load it).
export { queryClient, isTransient } from './queryClient';
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
export { useQueries, type InfiniteData } from '@tanstack/react-query';
