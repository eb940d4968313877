import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, FOCUSABLE, useKeepFocusInside } from '@portal/shared';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** A bottom sheet (the small-screen filters) or a dialog in the middle of the viewport. */
  placement: 'sheet' | 'centred';
  /** What gets the focus when the dialog opens: the first element inside matching this selector. */
  initialFocus: string;
  /** What Tab goes round. */
  focusable?: string;
  children: ReactNode;
}

/**
 * A modal dialog's frame: its title and close button, the backdrop (a click on it closes the dialog),
 * Escape, and the focus, which moves in on open, stays inside, and returns on close. The page behind
 * does not scroll while it is open. Rendered into document.body: a fixed overlay inside the host's page
 * container would be positioned against that container (the shell's page transition animates
 * `transform`), not the viewport.
 */
export function ModalDialog({ title, closeLabel, onClose, placement, initialFocus, focusable = FOCUSABLE, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A layout effect: focus is inside before the dialog is first painted or read by a screen reader.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    // A class, not an inline style: the portal's Content-Security-Policy allows no inline styles.
    const pageBehind = styles.pageBehind ?? '';
    if (pageBehind) document.body.classList.add(pageBehind);
    return () => {
      if (pageBehind) document.body.classList.remove(pageBehind);
      previous?.focus();
    };
  }, [initialFocus]);

  useKeepFocusInside(dialog, onClose, focusable);

  const sheet = placement === 'sheet';
  return createPortal(
    <div className={`${styles.backdrop} ${sheet ? styles.sheetBackdrop : styles.centredBackdrop}`}>
      {/* A click beside the dialog closes it; the keyboard has Escape and the close button. */}
      <div className={styles.scrim} aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        className={`${styles.dialog} ${sheet ? styles.sheet : styles.centred}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
