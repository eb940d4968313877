import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, useKeepFocusInside } from '@portal/shared';
import styles from './Dialog.module.css';

export interface DialogProps {
  title: string;
  /** Called on Escape. The caller decides what closing means (unmount the dialog, usually). */
  onClose: () => void;
  /** The element to focus when the dialog opens; by default its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element focused before opening is gone or was <body>. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog's message, announced with its title (aria-describedby). */
  description: ReactNode;
  /** The dialog's actions (buttons). */
  children: ReactNode;
}

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title and described by its content.
 * Focus moves in when it opens, Tab and Shift+Tab stay inside, Escape closes it, and focus goes
 * back to where it was when it closes. The rest of the page is made inert while it is open.
 * Render it only while it is open.
 */
export function Dialog({ title, onClose, initialFocusRef, returnFocusRef, description, children }: DialogProps) {
  const titleId = useId();
  const contentId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // A layout effect: focus is inside before the dialog is first painted or read by a screen reader.
  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const backdrop = dialog?.parentElement ?? null;

    // Everything else in <body> becomes inert (not focusable, hidden from assistive technology).
    const madeInert: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === backdrop || !(element instanceof HTMLElement) || element.inert) continue;
      element.inert = true;
      madeInert.push(element);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const target = initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target?.focus();

    return () => {
      for (const element of madeInert) element.inert = false;
      document.body.style.overflow = previousOverflow;
      const usable = previouslyFocused?.isConnected && previouslyFocused !== document.body ? previouslyFocused : null;
      (usable ?? elementOf(returnFocusRef))?.focus();
    };
    // Runs once per opening: the dialog is mounted only while open, and refs keep their identity.
  }, [initialFocusRef, returnFocusRef]);

  useKeepFocusInside(dialogRef, onClose);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={contentId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={contentId} className={styles.description}>
          {description}
        </p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The element a ref holds when it is read: where focus returns is decided at close time. */
const elementOf = (ref: RefObject<HTMLElement | null> | undefined) => ref?.current ?? null;
