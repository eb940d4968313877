import type { ReactNode } from 'react';
import styles from './LinkButton.module.css';

/** A button that reads as a link inside a message: "Try again", "Dismiss". */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}
