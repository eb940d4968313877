import { useLayoutEffect, type RefObject } from 'react';
import { FOCUSABLE, keepFocusInside } from './keepFocusInside';

/**
 * A modal dialog's keyboard (`keepFocusInside`), on the dialog's own element, as it owns focus while
 * open. Attached in a layout effect, in the commit that shows the dialog (where its focus is set too):
 * a key pressed as soon as it shows, before React flushes passive effects, must not go unheard.
 */
export function useKeepFocusInside(dialogRef: RefObject<HTMLElement | null>, onClose: () => void, focusableSelector = FOCUSABLE): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => keepFocusInside(dialog, event, onClose, focusableSelector);
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [dialogRef, onClose, focusableSelector]);
}
