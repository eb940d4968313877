import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Read by screen readers, not shown (a table's caption, a count's unit). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string | undefined }) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}

/** The same as a class, for an element that must be of its own kind (a `<caption>`, a `<legend>`). */
export const visuallyHidden = styles.visuallyHidden ?? '';
