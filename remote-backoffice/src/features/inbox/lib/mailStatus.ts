import type { OutboxMail } from '@portal/shared/admin';
import { t } from '../../../i18n';

export type MailBadge = 'sent' | 'pending' | 'retrying' | 'gaveUp';

/** A mail's state in words (never in colour only), and which badge shows it. */
export function mailStatus(mail: OutboxMail): { label: string; badge: MailBadge } {
  if (mail.status === 'sent') return { label: t('inbox.outbox.statusSent'), badge: 'sent' };
  if (mail.status === 'pending') return { label: t('inbox.outbox.statusWaiting'), badge: 'pending' };
  if (mail.gaveUp) return { label: t('inbox.outbox.statusGaveUp'), badge: 'gaveUp' };
  return { label: t('inbox.outbox.statusRetrying'), badge: 'retrying' };
}

/** Whether "Retry" is offered: only a failed mail (the API refuses the others). */
export const canRetry = (mail: OutboxMail) => mail.status === 'failed';
