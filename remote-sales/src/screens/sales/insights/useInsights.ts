import { useCallback, useEffect, useState } from 'react';
import { portalApi } from '@portal/shared';
import type { InsightsResponse } from '@portal/shared/validation';

export type InsightsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; insights: InsightsResponse };

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * The insights of `coCode` (null: no member yet). Another member cancels the request for the previous
 * one, so a slow answer never replaces a later member's.
 */
export function useInsights(coCode: string | null): { state: InsightsState; retry: () => void } {
  const [answer, setAnswer] = useState<{ key: string; state: InsightsState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = coCode === null ? null : `${coCode}|${attempt}`;

  useEffect(() => {
    if (coCode === null || key === null) return;
    const abort = new AbortController();
    portalApi.getInsights(coCode, abort.signal).then(
      (insights) => {
        if (!abort.signal.aborted) setAnswer({ key, state: { status: 'ready', insights } });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbort(error)) return;
        setAnswer({ key, state: { status: 'error', message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => abort.abort();
  }, [coCode, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: InsightsState = key === null ? { status: 'idle' } : answer?.key === key ? answer.state : { status: 'loading' };
  return { state, retry };
}
