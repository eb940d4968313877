import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { notSavedOffline, notSavedOfflineMessage, useEndpointPages } from '@portal/shared/data';
import { endpoints, type QueryStatus, type QuerySummary } from '@portal/shared/validation';
import { toQueryString } from '../../sales-area';
import { useMemberScope } from '../../member-scope';
import { parseQueriesQuery, serializeQueriesQuery, type QueriesQuery } from '../lib/queriesQuery';
import type { RaiseTarget } from './useRaiseQueryForm';

/** A page of the list. */
export const QUERIES_PAGE_SIZE = 25;

/**
 * The Queries tab's state: the member drill-down (the selected member's subtree is listed; the signed-in
 * member's own queries are theirs to act on, the team's are read only), the status filter and the query
 * opened (in the URL), the list's pages, and the dialog that raises a query.
 */
export function useQueriesPage() {
  const scope = useMemberScope();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseQueriesQuery(new URLSearchParams(location.search)), [location.search]);
  const coCode = scope.status === 'ready' ? scope.selectedCode : null;
  const ownCode = scope.topMember?.coCode ?? null;

  const pages = useEndpointPages(
    endpoints.queries.payoutQueries,
    { params: { coCode: coCode ?? '' }, query: { limit: QUERIES_PAGE_SIZE, ...(query.status ? { status: query.status } : {}) } },
    { enabled: coCode !== null && query.open === null },
  );
  const items: QuerySummary[] = useMemo(() => pages.data?.pages.flatMap((page) => page.queries) ?? [], [pages.data]);
  const offline = coCode !== null && notSavedOffline(pages);

  const change = useCallback(
    (next: Partial<QueriesQuery>) => {
      const previous = new URLSearchParams(location.search);
      const search = toQueryString(serializeQueriesQuery({ ...parseQueriesQuery(previous), ...next }, previous));
      if (search !== toQueryString(previous)) void navigate({ search });
    },
    [location.search, navigate],
  );
  const setStatus = useCallback((status: QueryStatus | null) => change({ status }), [change]);
  /** The link of a query's thread, keeping the member and the filter (so "Back" returns to the same list). */
  const linkTo = useCallback(
    (id: number | null) => {
      const previous = new URLSearchParams(location.search);
      return toQueryString(serializeQueriesQuery({ ...parseQueriesQuery(previous), open: id }, previous));
    },
    [location.search],
  );

  const [raising, setRaising] = useState<RaiseTarget | null>(null);

  return {
    scope,
    coCode,
    ownCode,
    query,
    setStatus,
    linkTo,
    openQuery: (id: number) => change({ open: id }),
    list: {
      items,
      loading: pages.isPending && coCode !== null && !offline,
      error: offline
        ? notSavedOfflineMessage()
        : pages.isError && !pages.isFetching && items.length === 0
          ? (pages.error?.message ?? null)
          : null,
      moreError: pages.isFetchNextPageError ? (pages.error?.message ?? null) : null,
      hasMore: pages.hasNextPage,
      loadingMore: pages.isFetchingNextPage,
      loadMore: () => void pages.fetchNextPage(),
      retry: () => void pages.refetch(),
    },
    raising,
    startRaise: setRaising,
    closeRaise: () => setRaising(null),
  };
}

export type QueriesPageState = ReturnType<typeof useQueriesPage>;
