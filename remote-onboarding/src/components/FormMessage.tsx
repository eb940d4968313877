import type { ReactNode } from 'react';
import styles from './FormMessage.module.css';

export interface FormMessageProps {
  /** error: announced at once (role=alert); success and info: announced politely (role=status). */
  tone: 'error' | 'success' | 'info';
  /** Nothing shows while empty, but the live region stays in the page so later messages are announced. */
  children?: ReactNode;
  id?: string;
}

/**
 * A form-level message inside a live region that is always rendered: screen readers announce a
 * message when it appears, which they do not reliably do for a region inserted together with its text.
 */
export function FormMessage({ tone, children, id }: FormMessageProps) {
  const hasContent = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div id={id} className={styles.region} role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
      {hasContent ? <div className={`${styles.message} ${styles[tone]}`}>{children}</div> : null}
    </div>
  );
}
