import { useId } from 'react';
import { useT } from '../../../i18n';
import { useReminderPreference } from '../hooks/useReminderPreference';
import styles from './Profile.module.css';

/** The opt-out of the daily renewal reminder e-mail, saved to the member's preferences. */
export function RenewalRemindersPreference({ initial }: { initial: boolean }) {
  const { t } = useT();
  const { checked, status, change } = useReminderPreference(initial);
  const hintId = useId();
  return (
    <div className={styles.preference}>
      <label className={styles.switchRow}>
        <span>{t('profile.reminders')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        {t('profile.remindersHint')}
      </p>
      <p role="status" className={styles.saveStatus}>
        {status.kind === 'saving' ? t('profile.saving') : status.kind === 'saved' ? t('profile.saved') : ''}
      </p>
      {status.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('profile.saveFailed', { message: status.message ?? t('profile.retryLater') })}
        </p>
      ) : null}
    </div>
  );
}
