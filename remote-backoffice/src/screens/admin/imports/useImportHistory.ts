import { useCallback, useEffect, useState } from 'react';
import { listImports } from '../../../api/imports';
import type { HistoryState } from './ImportHistory';

/** The record of past imports; `reload` asks again, keeping the list on screen meanwhile. */
export function useImportHistory() {
  const [history, setHistory] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    listImports(abort.signal).then(
      (imports) => {
        if (!abort.signal.aborted) setHistory({ status: 'ready', imports });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setHistory({ status: 'error', message: error instanceof Error && error.message ? error.message : 'The past imports could not be loaded.' });
      },
    );
    return () => abort.abort();
  }, [attempt]);
  const reload = useCallback(() => {
    setHistory((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return { history, reload };
}
