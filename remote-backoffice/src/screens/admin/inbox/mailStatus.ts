import type { OutboxMail } from '@portal/shared/validation';

export type MailBadge = 'sent' | 'pending' | 'retrying' | 'gaveUp';

/** A mail's state in words (never in colour only), and which badge shows it. */
export function mailStatus(mail: OutboxMail): { label: string; badge: MailBadge } {
  if (mail.status === 'sent') return { label: 'Sent', badge: 'sent' };
  if (mail.status === 'pending') return { label: 'Waiting to be sent', badge: 'pending' };
  if (mail.gaveUp) return { label: 'Failed: gave up', badge: 'gaveUp' };
  return { label: 'Failed: will try again', badge: 'retrying' };
}

/** Whether "Retry" is offered: only a failed mail (the API refuses the others). */
export const canRetry = (mail: OutboxMail) => mail.status === 'failed';
