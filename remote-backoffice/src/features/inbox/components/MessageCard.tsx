import { Button, Feedback } from '@portal/shared/ui';
import type { InboxMessage } from '@portal/shared/admin';
import { indiaTime } from '../../../lib/indiaTime';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

export interface MessageCardProps {
  message: InboxMessage;
  busy: boolean;
  error: string | null;
  onToggle: (message: InboxMessage) => void;
}

/** One contact message: who sent it and how to reach them, what they wrote, and whether it is handled. */
export function MessageCard({ message, busy, error, onToggle }: MessageCardProps) {
  const { t } = useT();
  const headingId = `message-${message.id}`;
  const handled = message.handledAt !== null;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {message.name}
        </h3>
        <span className={handled ? `${styles.badge} ${styles.badgeDone}` : `${styles.badge} ${styles.badgeOpen}`}>
          {handled ? t('inbox.messages.handled') : t('inbox.messages.open')}
        </span>
      </header>
      <p className={styles.meta}>
        <a href={`mailto:${message.email}`}>{message.email}</a>
        <span aria-hidden="true"> · </span>
        <a href={`tel:${message.phone}`}>{message.phone}</a>
        <span aria-hidden="true"> · </span>
        <span>{t('inbox.messages.sent', { when: indiaTime(message.createdAt) })}</span>
      </p>
      <p className={styles.messageText}>{message.message}</p>
      {message.referer ? <p className={styles.meta}>{t('inbox.messages.heardOf', { referer: message.referer })}</p> : null}
      <footer className={styles.cardFooter}>
        <p className={styles.meta}>
          {handled
            ? t('inbox.messages.handledBy', {
                name: message.handledBy ?? t('inbox.messages.anOperator'),
                when: indiaTime(message.handledAt!),
              })
            : t('inbox.messages.notHandled')}
        </p>
        <Button variant="outline" onClick={() => onToggle(message)} disabled={busy} aria-describedby={headingId}>
          {busy ? t('common.saving') : handled ? t('inbox.messages.reopen') : t('inbox.messages.markHandled')}
        </Button>
      </footer>
      {error ? <Feedback kind="error">{error}</Feedback> : null}
    </article>
  );
}
