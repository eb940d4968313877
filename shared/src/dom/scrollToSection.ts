/** Delay before scrolling to a section after navigation. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** A section is current when its top is at or above, and its bottom at or below, this line. */
export const CURRENT_SECTION_LINE_PX = 100;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to the element with this id after `SECTION_SCROLL_DELAY_MS`. The page may still be
 * loading (a remote arriving), so it keeps looking for the element for up to `waitMs`.
 * Returns a function that cancels the pending scroll.
 */
export function scrollToSection(id: string, { delayMs = SECTION_SCROLL_DELAY_MS, waitMs = 5000 } = {}): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout>;
  const started = Date.now();
  const attempt = () => {
    if (cancelled) return;
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    if (Date.now() - started < waitMs) timer = setTimeout(attempt, 50);
  };
  timer = setTimeout(attempt, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** The id of the section that crosses the 100 px line, if any. */
export function currentSectionId(ids: readonly string[], line = CURRENT_SECTION_LINE_PX): string | null {
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    if (rect && rect.top <= line && rect.bottom >= line) return id;
  }
  return null;
}
