import { useCallback, useMemo } from 'react';
import type { PolicyType } from '@portal/shared';
import {
  endpointKey,
  notSavedOffline,
  notSavedOfflineMessage,
  queryClient,
  useEndpointPages,
  type InfiniteData,
} from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import type { RenewalWindow, RenewalsView } from '../lib/renewalsQuery';
import type { RenewalCounts, RenewalItem, RenewalsAnswer } from '../../sales-area';
import { t } from '../../../i18n';

export const RENEWALS_PAGE_SIZE = 50;

/**
 * The API lists the lapsed policies (last 30 days) before the due ones, soonest end first, whatever the
 * window. The 'Lapsed' view asks for the shortest window and keeps the lapsed ones: once a due policy
 * shows up, there are no more lapsed ones to ask for.
 */
const LAPSED_REQUEST_WINDOW: RenewalWindow = 7;

export interface RenewalsListState {
  /** The first page of the member, view and types is on its way (or the member is not known yet). */
  loading: boolean;
  /** Why the first page failed. */
  error: string | null;
  asOf: string | null;
  counts: RenewalCounts | null;
  items: RenewalItem[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the next page failed (what is listed stays). */
  moreError: string | null;
  loadMore: () => void;
  retry: () => void;
  /** Puts an item the API answered (after a mark) in place of the listed one. */
  replaceItem: (item: RenewalItem) => void;
}

type Pages = InfiniteData<RenewalsAnswer>;
type ListInput = { params: { coCode: string }; query: { policyTypes?: string } };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('renewals.list.loadFailed');
}

/** What the view shows of the answers: in the 'Lapsed' view, the lapsed policies only. */
function shownOf(answers: RenewalsAnswer[], view: RenewalsView): { items: RenewalItem[]; complete: boolean } {
  const all = answers.flatMap((answer) => answer.renewals);
  if (view !== 'lapsed') return { items: all, complete: false };
  const items = all.filter((item) => item.status === 'lapsed');
  return { items, complete: items.length !== all.length };
}

/** The lists of a member's renewals the cache holds (every view and policy types). */
const listsOf = (coCode: string) =>
  queryClient
    .getQueriesData<Pages>({ queryKey: endpointKey(endpoints.renewals.renewals) })
    .filter(([key]) => (key[1] as ListInput | undefined)?.params.coCode === coCode);

/**
 * The counts of the member and types from another view already loaded: they stay on show while the
 * view asked for loads (they are over every window).
 */
function countsSeen(coCode: string, policyTypes: string | undefined): RenewalCounts | null {
  for (const [key, data] of listsOf(coCode)) {
    const counts = data?.pages[0]?.counts;
    if (counts && (key[1] as ListInput).query.policyTypes === policyTypes) return counts;
  }
  return null;
}

/**
 * One member's renewals for a view (a window of days, or lapsed) and policy types, page by page, read
 * through the query cache: a new member, view or types starts over (what was in flight is aborted),
 * and one seen before shows at once while it refreshes.
 */
export function useRenewalsList(coCode: string | null, view: RenewalsView, policyTypes: PolicyType[]): RenewalsListState {
  const within = view === 'lapsed' ? LAPSED_REQUEST_WINDOW : view;
  const types = policyTypes.length ? policyTypes.join(',') : undefined;
  const pages = useEndpointPages(
    endpoints.renewals.renewals,
    { params: { coCode: coCode ?? '' }, query: { within: String(within), policyTypes: types, limit: RENEWALS_PAGE_SIZE } },
    { enabled: coCode !== null },
  );
  const { data, error, isError, isFetching, isFetchNextPageError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = pages;
  const shown = useMemo(() => (data ? shownOf(data.pages, view) : null), [data, view]);
  const offline = coCode !== null && notSavedOffline(pages);
  const failed = (isError && !isFetching) || offline;

  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetching || shown?.complete) return;
    void fetchNextPage();
  }, [hasNextPage, isFetching, shown, fetchNextPage]);

  const retry = useCallback(() => {
    if (!failed) return;
    if (isFetchNextPageError) loadMore();
    else void refetch();
  }, [failed, isFetchNextPageError, loadMore, refetch]);

  const replaceItem = useCallback(
    (item: RenewalItem) => {
      if (coCode) showChanged(coCode, item);
    },
    [coCode],
  );

  const answers = data?.pages ?? [];
  const last = answers[answers.length - 1];
  return {
    loading: coCode === null || (data === undefined && !failed),
    error: offline ? notSavedOfflineMessage() : failed && !isFetchNextPageError ? messageOf(error) : null,
    asOf: answers[0]?.asOf ?? null,
    counts: last?.counts ?? (coCode ? countsSeen(coCode, types) : null),
    items: shown?.items ?? [],
    hasMore: hasNextPage && !shown?.complete,
    loadingMore: isFetchingNextPage,
    moreError: failed && isFetchNextPageError ? messageOf(error) : null,
    loadMore,
    retry,
    replaceItem,
  };
}

/**
 * A policy the API answered after a change of its mark: put in place of the one listed wherever the
 * member's renewals are held, and those lists marked stale so each asks again when next shown.
 */
export function showChanged(coCode: string, item: RenewalItem): void {
  for (const [key] of listsOf(coCode)) {
    queryClient.setQueryData<Pages>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              renewals: page.renewals.map((listed) => (listed.srNo === item.srNo ? item : listed)),
            })),
          }
        : data,
    );
  }
  void queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.renewals.renewals), refetchType: 'none' });
}
