import { useCallback, useMemo } from 'react';
import type { ResponseOf } from '@portal/shared';
import { notSavedOffline, notSavedOfflineMessage, useEndpointPages, useEndpointQuery } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import { useT } from '../../../i18n';
import { type Sale, filterErrors, salesFilterQuery, toApiFilters, type FilterValues } from '../../sales-area';

export const SALES_PAGE_SIZE = 50;

type SalesAnswer = ResponseOf<typeof endpoints.sales.sales>;

function detailOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The policies of one member's subtree for the given filters, page by page (cursor, 50 a page), with
 * the totals of the whole filtered set. Each member and filters are their own entry of the query
 * cache: a change aborts what is in flight for the previous ones, and coming back to a list seen
 * before shows it at once while it refreshes.
 */
export function useSalesList(coCode: string | null, filters: FilterValues) {
  const { t } = useT();
  // Filters the form refuses (a "to" date before the "from" date) are not asked for: nothing loads.
  const invalid = Object.keys(filterErrors(filters)).length > 0;
  const enabled = coCode !== null && !invalid;
  const params = { coCode: coCode ?? '' };
  const query = salesFilterQuery(toApiFilters(filters));
  const pages = useEndpointPages(endpoints.sales.sales, { params, query: { ...query, limit: SALES_PAGE_SIZE } }, { enabled });
  const totals = useEndpointQuery(endpoints.sales.salesSummary, { params, query }, { enabled });

  const answers = useMemo(() => pages.data?.pages ?? [], [pages.data]);
  // An answer that says it failed counts as a failed page; the pages before it stay listed.
  const refused = answers.find((answer) => answer.status !== 'success');
  const items = useMemo(() => listed(answers), [answers]);

  const offline = enabled && notSavedOffline(pages);
  const loading = !invalid && !offline && (coCode === null || (pages.data === undefined && (pages.isPending || pages.isFetching)));
  const failed = enabled && !pages.isFetching && (pages.isError || refused !== undefined || offline);
  const summaryRefused = totals.data !== undefined && totals.data.status !== 'success';
  // Totals already shown stay when their refresh fails, as the listed policies do.
  const summaryFailed =
    enabled && !totals.isFetching && ((totals.isError && totals.data === undefined) || summaryRefused || notSavedOffline(totals));

  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage, refetch } = pages;
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetching) return;
    void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  const retrySummary = useCallback(() => void totals.refetch(), [totals]);

  /**
   * After a failure ('Failed to fetch sales data'): a later page is asked for again (what is listed
   * stays); a failed first page starts the member and filters over, totals included.
   */
  const retry = useCallback(() => {
    if (isFetchNextPageError) return loadMore();
    void refetch();
    void totals.refetch();
  }, [isFetchNextPageError, loadMore, refetch, totals]);

  return {
    items,
    /** First page of the current member + filters. */
    loading,
    loadingMore: pages.isFetchingNextPage,
    /** The catalogue's message when a page failed ('Failed to fetch sales data'), else null. */
    error: offline ? notSavedOfflineMessage() : failed ? t('common:sales.sales') : null,
    /** The server's own explanation of the failure, when it gave one. */
    errorDetail: failed && !refused && !offline ? detailOf(pages.error) : null,
    summary: !summaryFailed && totals.data?.status === 'success' ? totals.data.summary : null,
    summaryFailed,
    hasMore: enabled && !refused && hasNextPage,
    loadMore,
    retry,
    retrySummary,
  };
}

/**
 * The policies of the answers up to the first that failed, each once (a row that moved between pages
 * while the user scrolled is not listed twice).
 */
function listed(answers: SalesAnswer[]): Sale[] {
  const seen = new Set<string>();
  const sales: Sale[] = [];
  for (const answer of answers) {
    if (answer.status !== 'success') break;
    for (const sale of answer.sales) {
      if (seen.has(sale.srNo)) continue;
      seen.add(sale.srNo);
      sales.push(sale);
    }
  }
  return sales;
}
