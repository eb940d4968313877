import { formatDateIN, formatPaise } from '@portal/shared';
import { type RenewalItem, policyTypeLabel } from '../../sales-area';
import { t } from '../../../i18n';

export type DueTone = 'lapsed' | 'urgent' | 'soon' | 'later';

/** The days-left badge's words: "Due today", "1 day left", "12 days left", "Lapsed 5 days ago". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return t('renewals.badge.lapsed', { count: -daysLeft });
  if (daysLeft === 0) return t('renewals.badge.dueToday');
  return t('renewals.badge.left', { count: daysLeft });
}

/** The badge's colour, always beside its words: lapsed, within a week, within a fortnight, later. */
export function dueTone(daysLeft: number): DueTone {
  if (daysLeft < 0) return 'lapsed';
  if (daysLeft <= 7) return 'urgent';
  if (daysLeft <= 15) return 'soon';
  return 'later';
}

/**
 * The reminder an agent sends their client, in the agent's own messaging app: polite, with what the
 * client needs to find the policy (product, insurer, number), when it ends and its premium.
 */
export function reminderMessage(item: RenewalItem): string {
  const product = item.productName.trim() || t('renewals.reminder.typePolicy', { type: policyTypeLabel(item.policyType) });
  const details = {
    product,
    insurer: item.insurer,
    number: item.policyNumber,
    date: formatDateIN(item.riskEnd),
  };
  const lapsed = item.daysLeft < 0;
  return [
    t('renewals.reminder.greeting', { name: item.clientName.trim() || t('renewals.reminder.customer') }),
    lapsed ? t('renewals.reminder.ended', details) : t('renewals.reminder.due', details),
    t('renewals.reminder.premium', { amount: formatPaise(item.netPremiumPaise) }),
    lapsed ? t('renewals.reminder.renewEnded') : t('renewals.reminder.renewDue'),
    t('renewals.reminder.thanks'),
  ].join('\n');
}

/**
 * A WhatsApp link that opens the message prefilled, the recipient chosen in the app. The text goes to
 * WhatsApp from the agent's own device; nothing of it reaches a server of ours.
 */
export function whatsappShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
