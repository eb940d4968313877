import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '@portal/shared';
import { t } from '../i18n';

export interface CursorPage<T, M = undefined> {
  items: T[];
  nextCursor: string | null;
  /** What the first page says of the whole list (counts). */
  meta?: M;
}

export interface CursorListState<T, M = undefined> {
  /** The first page for the current key is on its way. */
  loading: boolean;
  /** Why the first page failed. */
  error: string | null;
  items: T[];
  /** The first page's `meta`. */
  meta: M | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the next page failed (what is listed stays). */
  moreError: string | null;
  loadMore: () => void;
  /** Asks again for what failed: the first page, or the next one. */
  retry: () => void;
  /** Asks for the first page again (after an action that moves rows between filters), the rows staying on screen meanwhile. */
  reload: () => void;
  /** Puts the row the API answered (after an action) in place of the listed one. */
  replace: (item: T, sameRow: (listed: T) => boolean) => void;
}

type Loaded<T, M> =
  | { key: string; request: string; status: 'ready'; items: T[]; nextCursor: string | null; meta: M | undefined }
  | { key: string; request: string; status: 'error'; message: string };
type More = { request: string; status: 'loading' } | { request: string; status: 'error'; message: string };

/**
 * A newest-first list read page by page with the API's cursors. A new `key` (other filters) starts over
 * and drops any answer for the previous one, so a slow answer never replaces a later one.
 */
export function useCursorList<T, M = undefined>(
  key: string,
  load: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T, M>>,
  failure?: string,
): CursorListState<T, M> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Loaded<T, M> | null>(null);
  const [more, setMore] = useState<More | null>(null);
  const request = `${key}#${attempt}`;
  const currentRequest = useRef(request);
  const moreController = useRef<AbortController | null>(null);
  // The loader of the latest render: the key alone decides when to ask again.
  const latestLoad = useRef(load);
  // What a failure says, in the language of the latest render (a new language asks nothing again).
  const latestFailure = useRef(failure);
  useEffect(() => {
    latestLoad.current = load;
    latestFailure.current = failure;
  });
  const failureText = useCallback(() => latestFailure.current ?? t('common.listFailed'), []);

  useEffect(() => {
    currentRequest.current = request;
    const abort = new AbortController();
    latestLoad.current(null, abort.signal).then(
      (page) => {
        if (!abort.signal.aborted)
          setResult({ key, request, status: 'ready', items: page.items, nextCursor: page.nextCursor, meta: page.meta });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        setResult({ key, request, status: 'error', message: errorMessage(error, failureText()) });
      },
    );
    return () => {
      abort.abort();
      moreController.current?.abort();
    };
    // failureText reads a ref: the key and the attempt alone decide when to ask again.
  }, [key, request, failureText]);

  // Asked again for the same key (reload), the rows listed stay until the new answer.
  const current = result?.request === request || (result?.key === key && result.status === 'ready') ? result : null;
  const loaded = current?.status === 'ready' ? current : null;
  const moreNow = more?.request === request ? more : null;

  const loadMore = useCallback(() => {
    if (!loaded?.nextCursor || moreNow?.status === 'loading') return;
    const abort = new AbortController();
    moreController.current = abort;
    setMore({ request, status: 'loading' });
    latestLoad.current(loaded.nextCursor, abort.signal).then(
      (page) => {
        if (abort.signal.aborted || currentRequest.current !== request) return;
        setResult((previous) =>
          previous?.request === request && previous.status === 'ready'
            ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.nextCursor }
            : previous,
        );
        setMore(null);
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error) || currentRequest.current !== request) return;
        setMore({ request, status: 'error', message: errorMessage(error, failureText()) });
      },
    );
  }, [loaded, moreNow, request, failureText]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const retry = useCallback(() => {
    if (moreNow?.status === 'error') loadMore();
    else reload();
  }, [moreNow, loadMore, reload]);

  const replace = useCallback((item: T, sameRow: (listed: T) => boolean) => {
    setResult((previous) =>
      previous?.status === 'ready' ? { ...previous, items: previous.items.map((listed) => (sameRow(listed) ? item : listed)) } : previous,
    );
  }, []);

  return {
    loading: current === null,
    error: current?.status === 'error' ? current.message : null,
    items: loaded?.items ?? [],
    meta: loaded?.meta,
    hasMore: Boolean(loaded?.nextCursor),
    loadingMore: moreNow?.status === 'loading',
    moreError: moreNow?.status === 'error' ? moreNow.message : null,
    loadMore,
    retry,
    reload,
    replace,
  };
}
