// The screens' data layer: one query cache for the whole portal (its own federation share, so only the
// pages that read data load it).
export { queryClient, isTransient } from './queryClient';
export { refreshReads, type Resource } from './resource';
export { endpointKey, endpointQuery, useEndpointMutation, useEndpointPages, useEndpointQuery, type ReadInput } from './endpointQuery';
export { keepPreviousData, useIsFetching, useQueries, type InfiniteData } from '@tanstack/react-query';
