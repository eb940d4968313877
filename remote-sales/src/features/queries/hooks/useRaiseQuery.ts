import { useCallback, useState } from 'react';
import type { QueryDetail } from '@portal/shared/validation';
import type { RaiseTarget } from './useRaiseQueryForm';

/** The raise dialog's life on a screen: what it was opened for, and the query it raised last. */
export function useRaiseQuery() {
  const [target, setTarget] = useState<RaiseTarget | null>(null);
  const [raised, setRaised] = useState<QueryDetail | null>(null);
  const start = useCallback((next: RaiseTarget) => {
    setRaised(null);
    setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const onRaised = useCallback((query: QueryDetail) => {
    setTarget(null);
    setRaised(query);
  }, []);
  const dismiss = useCallback(() => setRaised(null), []);
  return { target, raised, start, close, onRaised, dismiss };
}

export type RaiseQueryState = ReturnType<typeof useRaiseQuery>;
