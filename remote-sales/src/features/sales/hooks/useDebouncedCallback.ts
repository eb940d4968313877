import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A debounced version of `callback`: the call runs `delayMs` after the last one. Also returns
 * `cancel` (drop a pending call) and `flush` (run it now). Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number) {
  const latest = useRef(callback);
  // After each commit: a pending call runs the callback of the latest render.
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => cancel, [cancel]);
  return { run, cancel, flush };
}
