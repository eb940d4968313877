import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: T };

/** Whether a request failed because it was cancelled (a newer one replaced it), which is no failure to show. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

export interface ResourceRequest<T> {
  /** What is asked for: a new key asks again. */
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

/**
 * Loads what the request names (null: nothing yet) and keeps the answer for its key. A new key cancels
 * the request for the previous one, so a slow answer (for an earlier member or month) never replaces a
 * later one.
 */
export function useApiResource<T>(request: ResourceRequest<T> | null): { resource: Resource<T>; retry: () => void } {
  const key = request?.key ?? null;
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>({ key: null, resource: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  // The loader of the latest render: the key alone decides when to ask again.
  const latestLoad = useRef(request?.load);
  useEffect(() => {
    latestLoad.current = request?.load;
  });

  useEffect(() => {
    const load = latestLoad.current;
    if (key === null || !load) return;
    const abort = new AbortController();
    setState({ key, resource: { status: 'loading' } });
    load(abort.signal).then(
      (value) => {
        if (!abort.signal.aborted) setState({ key, resource: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbortError(error)) return;
        setState({ key, resource: { status: 'error', message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => abort.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Until the effect has run for a new key, the previous key's answer is not shown for it.
  const resource: Resource<T> = key === null ? { status: 'idle' } : state.key === key ? state.resource : { status: 'loading' };
  return { resource, retry };
}
