import { useEffect, useRef } from 'react';
import { useLocation } from '@portal/shared/router';
import { scrollToSection } from '@portal/shared';

/**
 * A new page starts at the top; `/#products` and friends scroll smoothly to the section ~100 ms
 * after navigating (spec §2). Query changes (filters) keep the scroll position. The first page keeps
 * the browser's own position: a visitor may already have scrolled the pre-rendered `/`.
 */
export function useHashScroll(): void {
  const { hash, key, pathname } = useLocation();
  const sectionId = decodeURIComponent(hash.slice(1));
  const firstPage = useRef(true);

  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (!sectionId && !first) window.scrollTo({ top: 0 });
    // Only a change of page resets the scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => (sectionId ? scrollToSection(sectionId) : undefined), [sectionId, key]);
}
