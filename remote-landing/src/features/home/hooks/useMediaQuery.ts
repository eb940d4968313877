import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a `(max-width: Npx)` media query matches, kept in sync as the window is resized.
 * Falls back to `window.innerWidth` where `matchMedia` is missing (old browsers, jsdom).
 */
export function useMaxWidth(maxWidthPx: number): boolean {
  const query = `(max-width: ${maxWidthPx}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      if (list && typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : window.innerWidth <= maxWidthPx),
    [query, maxWidthPx],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
