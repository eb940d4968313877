import { useEffect, useRef } from 'react';

/**
 * When what was opened closes (`openerId` goes from an element's id to null), the focus goes back to the
 * element that opened it, so a keyboard or screen-reader user is not left on nothing.
 */
export function useFocusBackOnClose(openerId: string | null) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (openerId === null && last.current !== null) document.getElementById(last.current)?.focus();
    last.current = openerId;
  }, [openerId]);
}
