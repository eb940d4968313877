/** What Tab moves between in a dialog, by default. */
export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard of a modal dialog, for a keydown listener on its element: Escape closes it; Tab and
 * Shift+Tab go round its focusable elements and never leave it.
 */
export function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent, onClose: () => void, focusableSelector = FOCUSABLE): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
