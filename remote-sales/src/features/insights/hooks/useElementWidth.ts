import { useEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is put on, followed as it changes (a phone turned, a panel folded), so a
 * chart draws at its real size and its text stays readable. `fallback` until measured, and where there is
 * no ResizeObserver.
 */
export function useElementWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
