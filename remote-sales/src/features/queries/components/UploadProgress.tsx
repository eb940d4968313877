import { useId } from 'react';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** While a message and its files go out: a progress bar with the share sent, also said in words. */
export function UploadProgress({ share }: { share: number }) {
  const { t } = useT();
  const labelId = useId();
  const percent = Math.round(share * 100);
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={t('queries.files.uploading', { percent })}
      />
      <span id={labelId} className={styles.muted} aria-live="polite">
        {t('queries.files.uploading', { percent })}
      </span>
    </div>
  );
}
