import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationCounts, ApplicationStatus, ApplicationSummary } from '@portal/shared/validation';
import { listApplications } from '../../api/applications';
import { errorMessage, isAbortError } from '../../hooks/useApiResource';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

export type ApplicationListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: ApplicationSummary[];
      counts: ApplicationCounts;
      nextCursor: string | null;
      /** "Show more": its request running, or its failure. */
      more: { loading: boolean; error: string | null };
    };

export const SEARCH_DELAY_MS = 300;

/**
 * The applications list: the status shown, the search (asked once typing pauses), the pages loaded so
 * far, and which application is open. `refresh` asks for the first page again after an action, keeping
 * the list on screen meanwhile.
 */
export function useApplications() {
  const [status, setStatusState] = useState<ApplicationStatus>('pending');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [list, setList] = useState<ApplicationListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const key = `${status}|${q}`;
    const abort = new AbortController();
    // A refresh of what is shown keeps it on screen; another status or search starts from "Loading".
    if (shownKey.current !== key) setList({ status: 'loading' });
    listApplications({ status, q }, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        shownKey.current = key;
        setList({ status: 'ready', items: page.applications, counts: page.counts, nextCursor: page.nextCursor, more: { loading: false, error: null } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        shownKey.current = null;
        setList({ status: 'error', message: errorMessage(error, 'Could not load the applications. Please try again.') });
      },
    );
    return () => abort.abort();
  }, [status, q, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  const setStatus = useCallback((next: ApplicationStatus) => {
    setStatusState(next);
  }, []);

  const loadMore = useCallback(async () => {
    if (list.status !== 'ready' || !list.nextCursor || list.more.loading) return;
    const cursor = list.nextCursor;
    const key = shownKey.current;
    setList({ ...list, more: { loading: true, error: null } });
    try {
      const page = await listApplications({ status, q, cursor });
      if (shownKey.current !== key) return;
      setList((current) =>
        current.status === 'ready'
          ? { ...current, items: [...current.items, ...page.applications], nextCursor: page.nextCursor, more: { loading: false, error: null } }
          : current,
      );
    } catch (error) {
      if (shownKey.current !== key) return;
      setList((current) => (current.status === 'ready' ? { ...current, more: { loading: false, error: errorMessage(error) } } : current));
    }
  }, [list, status, q]);

  return { status, setStatus, search, setSearch, searching: search.trim() !== q, q, list, refresh, loadMore, selectedId, setSelectedId };
}
