import { useEffect, useRef } from 'react';
import { useLocation } from '@portal/shared/router';
import { scrollToSection } from '@portal/shared';

/**
 * A new page starts at the top; `/#products` and friends scroll smoothly to the section ~100 ms
 * after navigating. Query changes (filters) keep the scroll position. The first page keeps
 * the browser's own position: a visitor may already have scrolled the pre-rendered `/`.
 */
export function useHashScroll(): void {
  const { hash, key, pathname } = useLocation();
  const sectionId = decodeURIComponent(hash.slice(1));
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    // Only a change of page resets the scroll position, not a new hash on the same page.
    if (previous === pathname) return;
    if (!sectionId && previous !== null) window.scrollTo({ top: 0 });
  }, [pathname, sectionId]);

  useEffect(() => (sectionId ? scrollToSection(sectionId) : undefined), [sectionId, key]);
}
