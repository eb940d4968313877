import { formatDateIN, formatPaise, type RenewalItem } from '@portal/shared';
import { policyTypeLabel } from '../policyTypes';

export type DueTone = 'lapsed' | 'urgent' | 'soon' | 'later';

/** The days-left badge's words: "Due today", "1 day left", "12 days left", "Lapsed 5 days ago". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) {
    const ago = -daysLeft;
    return `Lapsed ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
  }
  if (daysLeft === 0) return 'Due today';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
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
  const product = item.productName.trim() || `${policyTypeLabel(item.policyType)} policy`;
  const due = formatDateIN(item.riskEnd);
  const when = item.daysLeft < 0 ? `ended on ${due}` : `is due for renewal on ${due}`;
  return [
    `Dear ${item.clientName.trim() || 'Customer'},`,
    `This is a friendly reminder that your ${product} policy with ${item.insurer} (policy no. ${item.policyNumber}) ${when}.`,
    `Premium: ${formatPaise(item.netPremiumPaise)}.`,
    item.daysLeft < 0
      ? 'Please renew it at the earliest so that your cover continues. I will be happy to help.'
      : 'Please renew it on time so that your cover continues without a break. I will be happy to help.',
    'Thank you.',
  ].join('\n');
}

/**
 * A WhatsApp link that opens the message prefilled, the recipient chosen in the app. The text goes to
 * WhatsApp from the agent's own device; nothing of it reaches a server of ours.
 */
export function whatsappShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
