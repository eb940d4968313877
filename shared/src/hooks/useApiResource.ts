import { tCommon } from '../i18n/common';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** Whether a request failed because it was cancelled (a newer one replaced it), which is no failure to show. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

export function errorMessage(error: unknown, fallback = tCommon('somethingWentWrong')): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface ResourceRequest<T> {
  /** What is asked for: a new key asks again. */
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

/**
 * Loads what the request names (null: nothing yet) and keeps the answer for its key. A new key cancels
 * the request for the previous one, so a slow answer never replaces a later one. `reload` asks again for
 * the same key, keeping the current answer on screen until the new one arrives.
 */
export function useApiResource<T>(request: ResourceRequest<T> | null) {
  const key = request?.key ?? null;
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>({ key: null, resource: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(request?.load);
  useEffect(() => {
    latestLoad.current = request?.load;
  });

  useEffect(() => {
    const load = latestLoad.current;
    if (key === null || !load) return;
    const abort = new AbortController();
    setState((previous) =>
      previous.key === key && previous.resource.status === 'ready' ? previous : { key, resource: { status: 'loading' } },
    );
    load(abort.signal).then(
      (value) => {
        if (!abort.signal.aborted) setState({ key, resource: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        setState({ key, resource: { status: 'error', message: errorMessage(error) } });
      },
    );
    return () => abort.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const resource: Resource<T> = key === null ? { status: 'idle' } : state.key === key ? state.resource : { status: 'loading' };
  /** Replaces the answer kept for the current key (after an action returned the new state). */
  const replace = useCallback(
    (value: T) => setState((previous) => (previous.key === null ? previous : { key: previous.key, resource: { status: 'ready', value } })),
    [],
  );
  return { resource, reload, replace };
}
