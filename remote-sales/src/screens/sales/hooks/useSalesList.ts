import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { portalApi, type Sale, type SalesSummary } from '@portal/shared';
import { useT } from '../../../i18n';
import { filterErrors, toApiFilters, type FilterValues } from '../salesQueryState';

export const SALES_PAGE_SIZE = 50;

export interface SalesListState {
  items: Sale[];
  nextCursor: string | null;
  /** First page of the current member + filters. */
  loading: boolean;
  loadingMore: boolean;
  /** A page failed: the list says the spec's 'Failed to fetch sales data' (in the current language). */
  failed: boolean;
  /** The server's own explanation of the failure, when it gave one. */
  errorDetail: string | null;
  summary: SalesSummary | null;
  summaryFailed: boolean;
}

/** Every member and filters start loading their first page (or wait for the member to be known). */
const INITIAL: SalesListState = {
  items: [],
  nextCursor: null,
  loading: true,
  loadingMore: false,
  failed: false,
  errorDetail: null,
  summary: null,
  summaryFailed: false,
};

/** Filters the form refuses (a "to" date before the "from" date) are not asked for: nothing loads. */
const NOT_ASKED: SalesListState = { ...INITIAL, loading: false };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function detailOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The policies of one member's subtree for the given filters, page by page (cursor, 50 a page), with
 * the totals of the whole filtered set. A change of member or filters aborts what is in flight and
 * starts over; every answer carries the id of the request it belongs to and is dropped unless that
 * request is still the current one, so a slow stale answer never overwrites a newer one.
 */
export function useSalesList(coCode: string | null, filters: FilterValues, filtersKey: string) {
  const { t } = useT();
  const invalid = Object.keys(filterErrors(filters)).length > 0;
  const [state, setState] = useState<SalesListState>(invalid ? NOT_ASKED : INITIAL);
  const requestId = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const cursorRef = useRef<string | null>(null);
  const loadingMoreRef = useRef(false);
  const seen = useRef(new Set<string>());
  const filtersRef = useRef(filters);
  useLayoutEffect(() => {
    filtersRef.current = filters;
  });
  // Bumped by `retry` when the first page failed: the same member and filters are asked for again.
  const [attempt, setAttempt] = useState(0);
  // A new member, new filters or a new attempt show the loading state from their first render on.
  const request = `${coCode ?? ''}\n${filtersKey}\n${attempt}`;
  const [shownRequest, setShownRequest] = useState(request);
  if (request !== shownRequest) {
    setShownRequest(request);
    setState(invalid ? NOT_ASKED : INITIAL);
  }

  /** The totals of the current member and filters; a late answer for an older request is dropped. */
  const loadSummary = useCallback((id: number, code: string, apiFilters: ReturnType<typeof toApiFilters>, signal: AbortSignal) => {
    portalApi
      .getSalesSummary(code, apiFilters, signal)
      .then((response) => {
        if (id !== requestId.current) return;
        if (response.status !== 'success' || !response.summary) throw new Error(response.message ?? '');
        setState((current) => ({ ...current, summary: response.summary, summaryFailed: false }));
      })
      .catch((error: unknown) => {
        if (id !== requestId.current || isAbort(error)) return;
        setState((current) => ({ ...current, summary: null, summaryFailed: true }));
      });
  }, []);

  useEffect(() => {
    controller.current?.abort();
    const id = ++requestId.current;
    cursorRef.current = null;
    loadingMoreRef.current = false;
    seen.current = new Set();
    if (!coCode || invalid) return;
    const abort = new AbortController();
    controller.current = abort;
    const apiFilters = toApiFilters(filtersRef.current);

    portalApi
      .getSales(coCode, apiFilters, { limit: SALES_PAGE_SIZE }, abort.signal)
      .then((response) => {
        if (id !== requestId.current) return;
        if (response.status !== 'success') throw new Error(response.message ?? '');
        const items = dedupe(response.sales ?? [], seen.current);
        cursorRef.current = response.nextCursor ?? null;
        setState((current) => ({ ...current, items, nextCursor: cursorRef.current, loading: false, failed: false, errorDetail: null }));
      })
      .catch((error: unknown) => {
        if (id !== requestId.current || isAbort(error)) return;
        setState((current) => ({ ...current, loading: false, failed: true, errorDetail: detailOf(error) }));
      });

    loadSummary(id, coCode, apiFilters, abort.signal);

    return () => abort.abort();
  }, [coCode, filtersKey, attempt, invalid, loadSummary]);

  const loadMore = useCallback(() => {
    const cursor = cursorRef.current;
    const abort = controller.current;
    if (!coCode || !cursor || !abort || loadingMoreRef.current) return;
    const id = requestId.current;
    loadingMoreRef.current = true;
    setState((current) => ({ ...current, loadingMore: true, failed: false, errorDetail: null }));
    portalApi
      .getSales(coCode, toApiFilters(filtersRef.current), { cursor, limit: SALES_PAGE_SIZE }, abort.signal)
      .then((response) => {
        if (id !== requestId.current) return;
        if (response.status !== 'success') throw new Error(response.message ?? '');
        loadingMoreRef.current = false;
        const added = dedupe(response.sales ?? [], seen.current);
        cursorRef.current = response.nextCursor ?? null;
        setState((current) => ({
          ...current,
          items: added.length ? current.items.concat(added) : current.items,
          nextCursor: cursorRef.current,
          loadingMore: false,
        }));
      })
      .catch((error: unknown) => {
        if (id !== requestId.current || isAbort(error)) return;
        loadingMoreRef.current = false;
        setState((current) => ({ ...current, loadingMore: false, failed: true, errorDetail: detailOf(error) }));
      });
  }, [coCode]);

  /**
   * After a failure ('Failed to fetch sales data'): a later page is asked for again (what is listed
   * stays); a failed first page starts the member and filters over, totals included.
   */
  const retry = useCallback(() => {
    if (cursorRef.current) loadMore();
    else setAttempt((value) => value + 1);
  }, [loadMore]);

  /** Only the totals failed ('Totals unavailable.'): ask for them again, the list stays. */
  const retrySummary = useCallback(() => {
    const abort = controller.current;
    if (!coCode || !abort) return;
    setState((current) => ({ ...current, summaryFailed: false }));
    loadSummary(requestId.current, coCode, toApiFilters(filtersRef.current), abort.signal);
  }, [coCode, loadSummary]);

  const { failed, ...rest } = state;
  return {
    ...rest,
    /** The spec's message when a page failed ('Failed to fetch sales data'), else null. */
    error: failed ? t('common:sales.sales') : null,
    hasMore: state.nextCursor !== null,
    loadMore,
    retry,
    retrySummary,
  };
}

/** Drops policies already listed (a row that moved between pages while the user scrolled). */
function dedupe(sales: Sale[], seen: Set<string>): Sale[] {
  const fresh: Sale[] = [];
  for (const sale of sales) {
    if (seen.has(sale.srNo)) continue;
    seen.add(sale.srNo);
    fresh.push(sale);
  }
  return fresh;
}
