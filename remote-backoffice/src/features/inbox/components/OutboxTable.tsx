import { Button, Table, TableHead, tableCell, TableScroller, VisuallyHidden } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import type { OutboxMail } from '@portal/shared/admin';
import { indiaTime } from '../../../lib/indiaTime';
import { count } from '../../../lib/format';
import { canRetry, mailStatus, type MailBadge } from '../lib/mailStatus';
import type { RowActionError } from '../hooks/useRowActions';
import feedback from '../../../styles/feedback.module.css';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

const BADGE_CLASS: Record<MailBadge, string | undefined> = {
  sent: styles.badgeDone,
  pending: styles.badgeOpen,
  retrying: styles.badgeWarn,
  gaveUp: styles.badgeError,
};

export interface OutboxTableProps {
  mails: OutboxMail[];
  busy: ReadonlySet<number>;
  actionError: RowActionError | null;
  /** The mail just retried: its status cell gets the focus its Retry button had. */
  retried: number | null;
  onRetry: (mail: OutboxMail) => void;
}

/** The outbox's mails (never their bodies): status in words, attempts, last error, times, and "Retry". */
export function OutboxTable({ mails, busy, actionError, retried, onRetry }: OutboxTableProps) {
  const { t } = useT();
  const nextStep = (mail: OutboxMail): string => {
    if (mail.sentAt) return t('inbox.outbox.sentAt', { when: indiaTime(mail.sentAt) });
    if (mail.nextAttemptAt) return t('inbox.outbox.nextTry', { when: indiaTime(mail.nextAttemptAt) });
    return t('inbox.outbox.noMoreTries');
  };
  const retriedCell = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    if (retried !== null) retriedCell.current?.focus();
  }, [retried]);
  return (
    <TableScroller boxed label={t('inbox.outbox.table')}>
      <Table className={styles.table} caption={t('inbox.outbox.caption')}>
        <TableHead
          columns={[
            { label: t('inbox.outbox.status') },
            { label: t('inbox.outbox.to') },
            { label: t('inbox.outbox.subject') },
            { label: t('inbox.outbox.attempts') },
            { label: t('inbox.outbox.lastError') },
            { label: t('inbox.outbox.queued') },
            { label: t('inbox.outbox.next') },
            { label: <VisuallyHidden>{t('inbox.outbox.action')}</VisuallyHidden> },
          ]}
        />
        <tbody>
          {mails.map((mail) => {
            const status = mailStatus(mail);
            return (
              <tr key={mail.id}>
                <td ref={retried === mail.id ? retriedCell : undefined} tabIndex={retried === mail.id ? -1 : undefined}>
                  <span className={`${styles.badge} ${BADGE_CLASS[status.badge]}`}>{status.label}</span>
                </td>
                <td className={tableCell.nowrap}>{mail.to}</td>
                <td>{mail.subject}</td>
                <td>{t('inbox.outbox.attemptsOf', { attempts: count(mail.attempts), max: count(mail.maxAttempts) })}</td>
                <td className={styles.errorText}>{mail.lastError ?? '—'}</td>
                <td className={tableCell.nowrap}>{indiaTime(mail.createdAt)}</td>
                <td className={tableCell.nowrap}>{nextStep(mail)}</td>
                <td>
                  {canRetry(mail) ? (
                    <Button
                      variant="outline"
                      onClick={() => onRetry(mail)}
                      disabled={busy.has(mail.id)}
                      aria-label={t('inbox.outbox.retryLabel', { to: mail.to, subject: mail.subject })}
                    >
                      {busy.has(mail.id) ? t('inbox.outbox.retrying') : t('inbox.outbox.retry')}
                    </Button>
                  ) : null}
                  {actionError?.id === mail.id ? (
                    <p className={feedback.error} role="alert">
                      {actionError.message}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
