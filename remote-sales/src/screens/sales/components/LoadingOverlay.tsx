import styles from './LoadingOverlay.module.css';

/** Covers its positioned parent while it loads; announced once to screen readers. */
export function LoadingOverlay({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
