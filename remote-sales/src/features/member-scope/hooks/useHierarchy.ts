import { useCallback, useMemo } from 'react';
import {
  endpointKey,
  endpointQuery,
  FIRST_READ_FRESH_MS,
  notSavedOffline,
  notSavedOfflineMessage,
  queryClient,
  useEndpointQuery,
  useQueries,
} from '@portal/shared/data';
import type { ResponseOf } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import type { HierarchyMember } from '../../sales-area';

export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

export interface ChildrenList {
  hasChildren: boolean;
  children: HierarchyMember[];
}

export interface ResolvedSelection {
  /** True while a member list needed to check the URL's path is still loading. */
  pending: boolean;
  /** The longest prefix of the URL's path that exists in the hierarchy (each step a child of the last). */
  path: HierarchyMember[];
  member: HierarchyMember | null;
  /** True when the URL named members that are not where it said (the caller should fix the URL). */
  invalid: boolean;
}

export interface HierarchyApi {
  top: Load<HierarchyMember>;
  childrenOf: (coCode: string) => Load<ChildrenList> | undefined;
  selection: ResolvedSelection;
  /** A member list failed to load. */
  hierarchyError: boolean;
  /** Asks again for what failed: the top member (and everything after it), else the failed member lists. */
  retry: () => void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const listInput = (coCode: string) => ({ params: { coCode } });

/** Whether `parent`'s list, as the cache holds it now, has `coCode` among its children. */
function listedUnder(parent: string, coCode: string): boolean {
  const answer = queryClient.getQueryData<{ status: string; children: HierarchyMember[] }>(
    endpointKey(endpoints.sales.hierarchy, listInput(parent)),
  );
  return answer?.status === 'success' && answer.children.some((child) => child.coCode === coCode);
}

/**
 * The top member (l1member) and the children of every member on the selected path, each list read
 * through the query cache. A list is only asked for once its member has been found in its parent's
 * list, so a hand-edited URL never makes the app ask about members outside the caller's tree. A list
 * that failed is asked for again only by `retry` (re-asking on its own would hammer an API that is
 * down).
 */
export function useHierarchy(path: string[], member: string | null): HierarchyApi {
  const topQuery = useEndpointQuery(endpoints.sales.l1member, undefined, { staleTime: FIRST_READ_FRESH_MS });
  const topOffline = notSavedOffline(topQuery);
  const top = useMemo<Load<HierarchyMember>>(() => {
    const answer = topQuery.data;
    if (answer === undefined) {
      if (topOffline) return { status: 'error', message: notSavedOfflineMessage() };
      return topQuery.isError && !topQuery.isFetching ? { status: 'error', message: errorMessage(topQuery.error) } : { status: 'loading' };
    }
    if (answer.status !== 'success' || !answer.member.coCode) return { status: 'error', message: 'No member' };
    return { status: 'ready', value: answer.member };
  }, [topQuery.data, topQuery.isError, topQuery.isFetching, topOffline, topQuery.error]);

  // The top member's list, then each step of the URL's path: asked for once its parent lists it.
  const topCode = top.status === 'ready' ? top.value.coCode : null;
  const codes = topCode ? [topCode, ...path] : [];
  const codesKey = codes.join(',');
  const combine = useCallback((results: ListRead[]) => listsOf(codesKey ? codesKey.split(',') : [], results), [codesKey]);
  const { lists, refetchers } = useQueries(
    {
      queries: codes.map((code, index) => ({
        ...endpointQuery(endpoints.sales.hierarchy, listInput(code)),
        enabled: index === 0 || listedUnder(codes[index - 1]!, code),
        retryOnMount: false,
      })),
      combine,
    },
    queryClient,
  );

  const selection = useMemo<ResolvedSelection>(() => {
    const resolved: ResolvedSelection = { pending: false, path: [], member: null, invalid: false };
    if (top.status !== 'ready') return { ...resolved, pending: top.status === 'loading' };
    let parent = top.value.coCode;
    for (const code of path) {
      const list = lists[parent];
      if (!list || list.status === 'loading') return { ...resolved, pending: true };
      if (list.status === 'error') return resolved;
      const found = list.value.children.find((child) => child.coCode === code);
      if (!found) return { ...resolved, invalid: true };
      resolved.path.push(found);
      parent = code;
    }
    if (member) {
      const list = lists[parent];
      if (!list || list.status === 'loading') return { ...resolved, pending: true };
      if (list.status === 'error') return resolved;
      const found = list.value.children.find((child) => child.coCode === member);
      if (!found) return { ...resolved, invalid: true };
      resolved.member = found;
    }
    return resolved;
  }, [top, lists, path, member]);

  const childrenOf = useCallback((coCode: string) => lists[coCode], [lists]);
  const hierarchyError = useMemo(() => Object.values(lists).some((list) => list.status === 'error'), [lists]);
  const refetchTop = topQuery.refetch;
  const retry = useCallback(() => {
    if (top.status === 'error') {
      void refetchTop();
      return;
    }
    for (const [code, list] of Object.entries(lists)) if (list.status === 'error') void refetchers[code]?.();
  }, [top.status, refetchTop, lists, refetchers]);

  return { top, childrenOf, selection, hierarchyError, retry };
}

type HierarchyAnswer = ResponseOf<typeof endpoints.sales.hierarchy>;

/** What the cache says of one member list. */
interface ListRead {
  data: HierarchyAnswer | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

/**
 * The member lists by member code (none while a list is not asked for yet), and how to ask for each
 * again. A list that was shown stays when a refresh of it fails.
 */
function listsOf(codes: string[], results: ListRead[]) {
  const lists: Record<string, Load<ChildrenList>> = {};
  const refetchers: Record<string, () => Promise<unknown>> = {};
  results.forEach((result, index) => {
    const code = codes[index];
    if (code === undefined) return;
    refetchers[code] = result.refetch;
    const answer = result.data;
    if (answer !== undefined) {
      lists[code] =
        answer.status === 'success'
          ? { status: 'ready', value: { hasChildren: answer.hasChildren, children: answer.children } }
          : { status: 'error', message: 'Hierarchy unavailable' };
    } else if (notSavedOffline(result)) {
      lists[code] = { status: 'error', message: notSavedOfflineMessage() };
    } else if (result.isError && !result.isFetching) {
      lists[code] = { status: 'error', message: errorMessage(result.error) };
    } else if (result.isFetching) {
      lists[code] = { status: 'loading' };
    }
  });
  return { lists, refetchers };
}
