import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'refused';

/** How long "Copied" stays on show. */
const CONFIRMATION_MS = 4000;

/**
 * Copies text with the Clipboard API. `refused` when the browser has none or says no (no permission,
 * not a secure page): the caller then shows the text to copy by hand.
 */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    } catch {
      setState('refused');
    }
  }, []);
  const reset = useCallback(() => setState('idle'), []);

  return { state, copy, reset };
}
