import { Children, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './Feedback.module.css';

export type FeedbackKind = 'error' | 'success' | 'info' | 'warning';

export interface FeedbackProps {
  /** error: announced at once (role=alert); the others politely (role=status). */
  kind: FeedbackKind;
  /**
   * Nothing shows while empty, but the live region stays in the page, so that a later message is
   * announced (screen readers do not reliably announce a region inserted together with its text).
   */
  children?: ReactNode;
  /** Beside the message, in the same box (a "Dismiss" button, say). */
  action?: ReactNode;
  /** A "Try again" beside the message, as a button that reads as a link; `label` in the page's language. */
  retry?: { label: string; onRetry: () => void } | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

// Conditional children that all came out empty (`[null, false]`) are no message: no empty box.
const hasContent = (children: ReactNode) => Children.toArray(children).some((child) => child !== '');

/** A message about what just happened: an error, a success, a note or a warning, in a bordered box. */
export function Feedback({ kind, children, action: given, retry, id, className }: FeedbackProps) {
  const action = retry ? (
    <Button variant="inline" onClick={retry.onRetry}>
      {retry.label}
    </Button>
  ) : (
    given
  );
  return (
    <div id={id} className={cx(styles.region, className)} role={kind === 'error' ? 'alert' : 'status'} aria-atomic="true">
      {hasContent(children) ? (
        <div className={cx(styles.message, styles[kind], action ? styles.withAction : null)}>
          <div className={styles.text}>{children}</div>
          {action}
        </div>
      ) : null}
    </div>
  );
}
