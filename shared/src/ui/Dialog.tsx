import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { FOCUSABLE } from './focus/keepFocusInside';
import { useKeepFocusInside } from './focus/useKeepFocusInside';
import { CloseIcon } from '@portal/shared';
import styles from './Dialog.module.css';

/** Dialogs open in the page (one may open another): the page behind scrolls again once none is. */
let openDialogs = 0;

export interface DialogProps {
  /** The dialog's heading: it labels the dialog (aria-labelledby). */
  title: string;
  /** Called on Escape, the close button and (if `closeOnBackdrop`) a click beside it. The caller unmounts it. */
  onClose: () => void;
  /** The close button's accessible name; without it the dialog has no close button (its actions close it). */
  closeLabel?: string | undefined;
  /** centred: in the middle of the viewport (the default); sheet: a bottom sheet (small-screen filters). */
  placement?: 'centred' | 'sheet';
  /** A click on the backdrop closes it. */
  closeOnBackdrop?: boolean;
  /** What gets the focus when it opens: an element, or a selector inside it; by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | string | undefined;
  /** Where focus goes on close when the element focused before opening is gone or was <body>. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** The dialog's message, announced with its title (aria-describedby). */
  description?: ReactNode;
  /** Buttons at its foot, to the right. */
  actions?: ReactNode;
  /** What Tab goes round (a selector); FOCUSABLE by default. */
  focusable?: string | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title and described by its description.
 * Focus moves in before it is first painted, Tab and Shift+Tab stay inside, Escape closes it, and focus
 * goes back to where it was when it closes. The rest of the page is inert and does not scroll while it
 * is open. Rendered into document.body: a fixed overlay inside the host's page container would be
 * positioned against that container (the shell's page transition animates `transform`), not the viewport.
 * Render it only while it is open.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  placement = 'centred',
  closeOnBackdrop = false,
  initialFocus,
  returnFocusRef,
  description,
  actions,
  focusable = FOCUSABLE,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // What the opening uses, as it was when the dialog opened: the dialog is mounted only while open.
  const opening = useRef({ initialFocus, focusable, returnFocusRef });

  // A layout effect: focus is inside before the dialog is first painted or read by a screen reader.
  useLayoutEffect(() => {
    const { initialFocus, focusable, returnFocusRef } = opening.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;

    // Everything else in <body> becomes inert (not focusable, hidden from assistive technology).
    const madeInert: HTMLElement[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === backdrop || !(element instanceof HTMLElement) || element.inert) continue;
      element.inert = true;
      madeInert.push(element);
    }
    // A class, not an inline style: the portal's Content-Security-Policy allows no inline styles.
    const pageBehind = styles.pageBehind ?? '';
    openDialogs += 1;
    if (pageBehind) document.body.classList.add(pageBehind);

    const target =
      typeof initialFocus === 'string'
        ? dialog?.querySelector<HTMLElement>(initialFocus)
        : (initialFocus?.current ?? dialog?.querySelector<HTMLElement>(focusable));
    (target ?? dialog)?.focus();

    return () => {
      for (const element of madeInert) element.inert = false;
      openDialogs -= 1;
      if (pageBehind && openDialogs === 0) document.body.classList.remove(pageBehind);
      const usable = previouslyFocused?.isConnected && previouslyFocused !== document.body ? previouslyFocused : null;
      (usable ?? elementOf(returnFocusRef))?.focus();
    };
  }, []);

  useKeepFocusInside(dialogRef, onClose, focusable);

  const sheet = placement === 'sheet';
  return createPortal(
    <div ref={backdropRef} className={cx(styles.backdrop, sheet ? styles.sheetBackdrop : styles.centredBackdrop)}>
      {/* A click beside the dialog closes it if allowed; the keyboard has Escape (and the close button). */}
      <div className={styles.scrim} aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        className={cx(styles.dialog, sheet ? styles.sheet : styles.centred, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

/** The element a ref holds when it is read: where focus returns is decided at close time. */
const elementOf = (ref: RefObject<HTMLElement | null> | undefined) => ref?.current ?? null;
