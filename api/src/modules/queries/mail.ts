/** The mails a payout query's member gets when an operator changes it or replies, in the member's language. */
import { formatPaise } from '@portal/shared/validation';
import { DEFAULT_LANGUAGE, linkInLanguage, translatorFor, type Language } from '../../i18n/index.js';
import type { OutgoingMail } from '../../services/outbox.js';
import { QUERY_STATUS_LABELS } from './statusLabels.js';

export type QueryMailEvent =
  | { kind: 'in_review' }
  | { kind: 'reply'; text: string }
  | { kind: 'accepted'; adjustmentPaise: number; month: string; reason: string | null }
  | { kind: 'rejected'; reason: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function queryMail(
  portalUrl: string,
  to: string,
  name: string,
  number: string,
  event: QueryMailEvent,
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const t = translatorFor(language);
  const link = linkInLanguage(`${portalUrl}/sales/queries`, language);
  const body: string[] =
    event.kind === 'in_review'
      ? [t('queryMail.inReview', { number })]
      : event.kind === 'reply'
        ? [t('queryMail.reply', { number }), event.text]
        : event.kind === 'accepted'
          ? [
              t('queryMail.accepted', { number, amount: formatPaise(event.adjustmentPaise), month: event.month }),
              ...(event.reason ? [t('queryMail.note', { reason: event.reason })] : []),
            ]
          : [t('queryMail.rejected', { number }), t('queryMail.reason', { reason: event.reason })];
  const subject =
    event.kind === 'reply'
      ? t('queryMail.replySubject', { number })
      : t('queryMail.subject', { number, status: t(QUERY_STATUS_LABELS[event.kind]) });
  const paragraphs = [t('mail.dear', { name }), ...body, t('queryMail.seeOnPortalAt', { link }), t('mail.signature')];
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}
