import { useId } from 'react';
import { useReminderPreference } from './useReminderPreference';
import styles from './ProfilePage.module.css';

/** The opt-out of the daily renewal reminder e-mail, saved to the member's preferences. */
export function RenewalRemindersPreference({ initial }: { initial: boolean }) {
  const { checked, status, change } = useReminderPreference(initial);
  const hintId = useId();
  return (
    <div className={styles.preference}>
      <label className={styles.switchRow}>
        <span>Renewal reminder e-mails</span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        At most one e-mail a day listing the policies of your clients and your team that reach 30, 15, 7 or 1
        days before renewal.
      </p>
      <p role="status" className={styles.saveStatus}>
        {status.kind === 'saving' ? 'Saving…' : status.kind === 'saved' ? 'Saved' : ''}
      </p>
      {status.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          Could not save your choice: {status.message}
        </p>
      ) : null}
    </div>
  );
}
