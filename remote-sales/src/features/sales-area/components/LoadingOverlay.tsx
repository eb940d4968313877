import { useT } from '../../../i18n';
import styles from './LoadingOverlay.module.css';

/**
 * Covers its positioned parent while it loads; announced once to screen readers ('Loading...' by default).
 * Not aria-busy itself, and not to be put inside a busy element: assistive tech may hold back what a busy
 * subtree says. The caller marks the placeholder or list beside it as busy instead.
 */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}
