import type { ReactNode } from 'react';

/** A full-width status line for loading states ('Loading...'), announced politely. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p className="page-status" role="status" aria-live="polite">
      {children}
    </p>
  );
}
