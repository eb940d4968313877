import { useT } from '../i18n';
import { useUpdateStore } from './updateStore';
import styles from './UpdateNotice.module.css';

/**
 * "A new version is available — Reload", once a new release of the shell or of a loaded remote is
 * deployed (register.ts). The live region is there from the start, so the notice is announced; the
 * portal reloads only when the member chooses to.
 */
export function UpdateNotice() {
  const { t } = useT();
  const reload = useUpdateStore((state) => state.reload);
  return (
    <div role="status" className={styles.region}>
      {reload && (
        <p className={styles.notice}>
          <span>{t('update.available')}</span>
          <span aria-hidden="true">—</span>
          <button type="button" className={styles.button} onClick={reload}>
            {t('update.reload')}
          </button>
        </p>
      )}
    </div>
  );
}
