import { useT } from '../../../i18n';
import styles from './LoadingOverlay.module.css';

/** Covers its positioned parent while it loads; announced once to screen readers ('Loading...' by default). */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}
