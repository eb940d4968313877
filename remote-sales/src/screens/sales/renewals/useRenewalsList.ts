import { useCallback, useEffect, useRef, useState } from 'react';
import { portalApi, type PolicyType, type RenewalCounts, type RenewalItem, type RenewalsResponse } from '@portal/shared';
import type { RenewalWindow, RenewalsView } from './renewalsQuery';
import { isAbortError } from '@portal/shared';
import { t } from '../../../i18n';

export const RENEWALS_PAGE_SIZE = 50;

/**
 * The API lists the lapsed policies (last 30 days) before the due ones, soonest end first, whatever the
 * window. The 'Lapsed' view asks for the shortest window and keeps the lapsed ones: once a due policy
 * shows up, there are no more lapsed ones to ask for.
 */
const LAPSED_REQUEST_WINDOW: RenewalWindow = 7;

type Loaded = {
  request: string;
  /** The member and types: the counts stay on show while another view of them loads. */
  scope: string;
  status: 'ready';
  asOf: string;
  counts: RenewalCounts;
  items: RenewalItem[];
  nextCursor: string | null;
};
type Result = Loaded | { request: string; status: 'error'; message: string };

type More = { request: string; status: 'loading' } | { request: string; status: 'error'; message: string };

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

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('renewals.list.loadFailed');
}

/** The part of an answer the view shows: in the 'Lapsed' view, the lapsed policies only. */
function pageOf(response: RenewalsResponse, view: RenewalsView): { items: RenewalItem[]; nextCursor: string | null } {
  if (view !== 'lapsed') return { items: response.renewals, nextCursor: response.nextCursor };
  const items = response.renewals.filter((item) => item.status === 'lapsed');
  return { items, nextCursor: items.length === response.renewals.length ? response.nextCursor : null };
}

/**
 * One member's renewals for a view (a window of days, or lapsed) and policy types, page by page. A new
 * member, view or types starts over; an answer for an older request is dropped.
 */
export function useRenewalsList(coCode: string | null, view: RenewalsView, policyTypes: PolicyType[]): RenewalsListState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [more, setMore] = useState<More | null>(null);
  const typesKey = policyTypes.join(',');
  const countsScope = `${coCode ?? ''}|${typesKey}`;
  const request = `${countsScope}|${view}|${attempt}`;
  const currentRequest = useRef(request);
  const moreController = useRef<AbortController | null>(null);
  const within = view === 'lapsed' ? LAPSED_REQUEST_WINDOW : view;

  useEffect(() => {
    currentRequest.current = request;
    if (!coCode) return undefined;
    const abort = new AbortController();
    const types = typesKey ? (typesKey.split(',') as PolicyType[]) : [];
    portalApi.getRenewals(coCode, within, { policyTypes: types }, { limit: RENEWALS_PAGE_SIZE }, abort.signal).then(
      (response) => {
        if (abort.signal.aborted) return;
        setResult({
          request,
          scope: countsScope,
          status: 'ready',
          asOf: response.asOf,
          counts: response.counts,
          ...pageOf(response, view),
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        setResult({ request, status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      abort.abort();
      moreController.current?.abort();
    };
  }, [request, countsScope, coCode, within, view, typesKey]);

  const current = result?.request === request ? result : null;
  const loaded = current?.status === 'ready' ? current : null;
  const moreNow = more?.request === request ? more : null;

  const loadMore = useCallback(() => {
    if (!coCode || !loaded?.nextCursor || moreNow?.status === 'loading') return;
    const abort = new AbortController();
    moreController.current = abort;
    setMore({ request, status: 'loading' });
    const types = typesKey ? (typesKey.split(',') as PolicyType[]) : [];
    portalApi
      .getRenewals(coCode, within, { policyTypes: types }, { cursor: loaded.nextCursor, limit: RENEWALS_PAGE_SIZE }, abort.signal)
      .then(
        (response) => {
          if (abort.signal.aborted || currentRequest.current !== request) return;
          const page = pageOf(response, view);
          setResult((previous) =>
            previous?.request === request && previous.status === 'ready'
              ? { ...previous, counts: response.counts, items: [...previous.items, ...page.items], nextCursor: page.nextCursor }
              : previous,
          );
          setMore(null);
        },
        (error: unknown) => {
          if (abort.signal.aborted || isAbortError(error) || currentRequest.current !== request) return;
          setMore({ request, status: 'error', message: messageOf(error) });
        },
      );
  }, [coCode, loaded, moreNow, request, typesKey, within, view]);

  const retry = useCallback(() => {
    if (current?.status === 'error') setAttempt((value) => value + 1);
    else if (moreNow?.status === 'error') loadMore();
  }, [current, moreNow, loadMore]);

  const replaceItem = useCallback((item: RenewalItem) => {
    setResult((previous) =>
      previous?.status === 'ready'
        ? { ...previous, items: previous.items.map((listed) => (listed.srNo === item.srNo ? item : listed)) }
        : previous,
    );
  }, []);

  return {
    loading: coCode === null || current === null,
    error: current?.status === 'error' ? current.message : null,
    asOf: loaded?.asOf ?? null,
    counts: loaded?.counts ?? (result?.status === 'ready' && result.scope === countsScope ? result.counts : null),
    items: loaded?.items ?? [],
    hasMore: Boolean(loaded?.nextCursor),
    loadingMore: moreNow?.status === 'loading',
    moreError: moreNow?.status === 'error' ? moreNow.message : null,
    loadMore,
    retry,
    replaceItem,
  };
}
