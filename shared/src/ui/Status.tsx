import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './Status.module.css';

export type StatusKind = 'loading' | 'empty' | 'error';

export interface StatusProps {
  /**
   * loading: a muted note (role=status); empty: a dashed box (role=status); error: what failed, in a
   * bordered box (role=alert, said at once), with "Try again" beside it when `retry` is given.
   */
  kind: StatusKind;
  /** What is said ("Loading messages…", "No payments yet.", the error's message): the caller's text. */
  children: ReactNode;
  /** The error's "Try again": its label (the caller's language) and what it does. */
  retry?: { label: string; onRetry: () => void } | undefined;
  className?: string | undefined;
}

/** A list's or a read's state before there is anything to show: loading, empty, or failed with "Try again". */
export function Status({ kind, children, retry, className }: StatusProps) {
  if (kind === 'error') {
    return (
      <div className={cx(styles.error, className)} role="alert">
        <p>{children}</p>
        {retry ? (
          <Button variant="outline" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <p className={cx(kind === 'loading' ? styles.loading : styles.empty, className)} role="status">
      {children}
    </p>
  );
}
