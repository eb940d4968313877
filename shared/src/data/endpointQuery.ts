import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { portalApi, type CallInput, type Endpoint, type ResponseOf } from '@portal/shared';
import { queryClient } from './queryClient';
import { QUEUED_SENDING, isQueuedMeta } from './resend';
import { whenRestored } from './restoreGate';

/** What a read takes, without the signal: the query cache gives it its own. */
export type ReadInput<E extends Endpoint> = Omit<CallInput<E>, 'signal'>;

/** The cache key of an endpoint's answers: its name first, so every answer of one endpoint can be invalidated at once. */
export const endpointKey = <E extends Endpoint>(endpoint: E, input?: ReadInput<E>): QueryKey =>
  input === undefined ? [endpoint.operationId] : [endpoint.operationId, input];

/** After an action: every read of these endpoints is asked again where it is shown (the others when next shown). */
export async function refreshReads(reads: readonly Endpoint[]): Promise<void> {
  await Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: endpointKey(read) })));
}

/** The options of a query reading an endpoint: its key and a fetch the cache can abort. */
export function endpointQuery<E extends Endpoint>(endpoint: E, input?: ReadInput<E>) {
  return {
    queryKey: endpointKey(endpoint, input),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      await whenRestored();
      return portalApi.call(endpoint, ...([{ ...input, signal }] as never)) as Promise<ResponseOf<E>>;
    },
  };
}

type ReadOptions<E extends Endpoint, Data> = Omit<UseQueryOptions<ResponseOf<E>, Error, Data>, 'queryKey' | 'queryFn'>;

/** Reads an endpoint through the portal's cache. */
export function useEndpointQuery<E extends Endpoint, Data = ResponseOf<E>>(
  endpoint: E,
  input?: ReadInput<E>,
  options: ReadOptions<E, Data> = {},
) {
  return useQuery({ ...endpointQuery(endpoint, input), ...options }, queryClient);
}

/** The page cursor of a list's answer, if there is a next page. */
type CursorPage = { nextCursor?: string | null | undefined };

/**
 * Reads a cursor-paged list through the cache: each page asks with the previous answer's `nextCursor`
 * in its query as `cursor`.
 */
export function useEndpointPages<E extends Endpoint>(
  endpoint: E,
  input: ReadInput<E>,
  options: Omit<UseInfiniteQueryOptions<ResponseOf<E>, Error>, 'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'> = {},
) {
  return useInfiniteQuery(
    {
      queryKey: endpointKey(endpoint, input),
      queryFn: async ({ signal, pageParam }) => {
        await whenRestored();
        const query = { ...(input as { query?: object }).query, ...(pageParam ? { cursor: pageParam } : {}) };
        return portalApi.call(endpoint, ...([{ ...input, query, signal }] as never)) as Promise<ResponseOf<E>>;
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last as CursorPage).nextCursor ?? undefined,
      ...options,
    },
    queryClient,
  );
}

/**
 * Calls an endpoint that changes something; once it has, the reads of `invalidates` (their endpoints)
 * are refreshed wherever they are shown.
 */
export function useEndpointMutation<E extends Endpoint, Variables = CallInput<E>>(
  endpoint: E,
  {
    invalidates = [],
    toInput = (variables) => variables as unknown as CallInput<E>,
    ...options
  }: Omit<UseMutationOptions<ResponseOf<E>, Error, Variables>, 'mutationFn'> & {
    invalidates?: readonly Endpoint[];
    toInput?: (variables: Variables) => CallInput<E>;
  } = {},
) {
  return useMutation(
    {
      // By its endpoint's name: a change queued offline is sent after a reload by the defaults of that name.
      mutationKey: endpointKey(endpoint),
      mutationFn: (variables: Variables) => portalApi.call(endpoint, ...([toInput(variables)] as never)) as Promise<ResponseOf<E>>,
      ...(isQueuedMeta(options.meta) ? QUEUED_SENDING : {}),
      ...options,
      onSuccess: async (...args) => {
        await refreshReads(invalidates);
        await options.onSuccess?.(...args);
      },
    },
    queryClient,
  );
}
