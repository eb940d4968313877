import { DEFAULT_LANGUAGE, linkInLanguage, translatorFor, type Language, type MessageKey, type Translate } from '../i18n/index.js';
import type { OutgoingMail } from './outbox.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A catalogue text as HTML: the text escaped, its placeholders filled with `markup` (HTML already: escaped
 * values, a link).
 */
function html(t: Translate, key: MessageKey, markup: Record<string, string> = {}): string {
  const names = Object.keys(markup);
  const marks = Object.fromEntries(names.map((placeholder, index) => [placeholder, `\uE000${index}\uE000`]));
  return escapeHtml(t(key, marks)).replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => markup[names[Number(index)]!]!);
}

export function onboardingMail(
  portalUrl: string,
  to: string,
  name: string,
  coCode: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const t = translatorFor(language);
  const link = linkInLanguage(
    `${portalUrl}/set-password?email=${encodeURIComponent(Buffer.from(to, 'utf8').toString('base64'))}&token=${encodeURIComponent(token)}`,
    language,
  );
  return {
    to,
    subject: t('mail.onboarding.subject'),
    text: `${t('mail.dear', { name })}\n\n${t('mail.onboarding.approved', { coCode })}\n\n${t('mail.onboarding.setPasswordHere')}\n${link}\n\n${t('mail.signature')}`,
    html: `<p>${html(t, 'mail.dear', { name: escapeHtml(name) })}</p><p>${html(t, 'mail.onboarding.approved', { coCode: `<b>${escapeHtml(coCode)}</b>` })}</p><p>${html(t, 'mail.onboarding.setPasswordLink', { link: `<a href="${escapeHtml(link)}">${html(t, 'mail.onboarding.setPassword')}</a>` })}</p>`,
  };
}

/** To a new applicant, in the language they signed up in: the application has arrived and what comes next. */
export function applicationReceivedMail(to: string, name: string, language: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const t = translatorFor(language);
  return {
    to,
    subject: t('mail.received.subject'),
    text: `${t('mail.dear', { name })}\n\n${t('mail.received.thanks')}\n\n${t('mail.received.next')}\n\n${t('mail.signature')}`,
    html: `<p>${html(t, 'mail.dear', { name: escapeHtml(name) })}</p><p>${html(t, 'mail.received.thanks')}</p><p>${html(t, 'mail.received.next')}</p>`,
  };
}

/** To an applicant whose application was turned down, with the operator's reason, in the applicant's language. */
export function rejectionMail(to: string, name: string, reason: string, language: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const t = translatorFor(language);
  return {
    to,
    subject: t('mail.rejection.subject'),
    text: `${t('mail.dear', { name })}\n\n${t('mail.rejection.sorry')}\n\n${t('mail.rejection.reason', { reason })}\n\n${t('mail.rejection.applyAgain')}\n\n${t('mail.signature')}`,
    html: `<p>${html(t, 'mail.dear', { name: escapeHtml(name) })}</p><p>${html(t, 'mail.rejection.sorry')}</p><p>${html(t, 'mail.rejection.reason', { reason: escapeHtml(reason) })}</p><p>${html(t, 'mail.rejection.applyAgain')}</p>`,
  };
}

export function resetMail(portalUrl: string, to: string, oobCode: string, language: Language = DEFAULT_LANGUAGE): OutgoingMail {
  const t = translatorFor(language);
  const link = linkInLanguage(`${portalUrl}/reset-password?oobCode=${encodeURIComponent(oobCode)}`, language);
  return {
    to,
    subject: t('mail.reset.subject'),
    text: `${t('mail.reset.asked')}\n\n${t('mail.reset.resetHere')}\n${link}\n\n${t('mail.reset.notYou')}`,
    html: `<p>${html(t, 'mail.reset.asked')}</p><p><a href="${escapeHtml(link)}">${html(t, 'mail.reset.resetLink')}</a></p><p>${html(t, 'mail.reset.notYou')}</p>`,
  };
}

/** What a payout account mail names: the account masked to its last 4 digits, never in clear. */
export interface MaskedAccount {
  account: string;
  bank: string;
  ifsc: string;
}

/** To the member's address on file: a payout account change asked for, approved or rejected. */
export function bankChangeMail(
  to: string,
  name: string,
  event: { kind: 'requested' | 'approved'; account: MaskedAccount } | { kind: 'rejected'; account: MaskedAccount; reason: string },
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const t = translatorFor(language);
  const { account, bank, ifsc } = event.account;
  const body =
    event.kind === 'rejected'
      ? t('mail.bankChange.rejected', { account, reason: event.reason })
      : t(event.kind === 'requested' ? 'mail.bankChange.requested' : 'mail.bankChange.approved', { account, bank, ifsc });
  const notYou = event.kind === 'rejected' ? [] : [t('mail.bankChange.notYou')];
  const paragraphs = [t('mail.dear', { name }), body, ...notYou, t('mail.signature')];
  return {
    to,
    subject: t('mail.bankChange.subject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/** To a member whose mobile or e-mail an operator corrected: sent to the old address and the new one. */
export function contactChangeMail(
  to: string,
  name: string,
  contact: { mobile: string; email: string },
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const t = translatorFor(language);
  const paragraphs = [
    t('mail.dear', { name }),
    t('mail.contactChange.changed', contact),
    t('mail.contactChange.notYou'),
    t('mail.signature'),
  ];
  return {
    to,
    subject: t('mail.contactChange.subject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

export function contactMail(
  inbox: string,
  message: { name: string; email: string; phone: string; message: string; referer?: string | undefined },
): OutgoingMail {
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Contact form: ${message.name}`,
    text: `Name: ${message.name}\nE-mail: ${message.email}\nPhone: ${message.phone}\nHow they found us: ${message.referer ?? '-'}\n\n${message.message}`,
  };
}

/** One policy line of a renewal reminder digest: no identity or bank data, only what finds the policy. */
export interface ReminderLine {
  daysLeft: number;
  clientName: string;
  policyNumber: string;
  policyType: string;
  productName: string;
  insurer: string;
  riskEnd: string;
  sellerName: string;
}

/** Lines listed per section; the rest are counted, and the portal lists them all. */
export const DIGEST_SECTION_LINES = 50;

/** A renewal reminder digest, in the member's language. */
export function renewalDigestMail(
  portalUrl: string,
  to: string,
  name: string,
  own: ReminderLine[],
  team: ReminderLine[],
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const t = translatorFor(language);
  const daysLeftText = (days: number) => (days <= 0 ? t('mail.digest.endsToday') : t('mail.digest.daysLeft', { count: days }));
  const link = linkInLanguage(`${portalUrl}/sales/renewals`, language);
  const total = own.length + team.length;
  const sections = [
    { title: t('mail.digest.ownPolicies'), lines: own, withSeller: false },
    { title: t('mail.digest.teamPolicies'), lines: team, withSeller: true },
  ].filter((section) => section.lines.length);
  const lineText = (l: ReminderLine, withSeller: boolean) =>
    t('mail.digest.line', {
      due: daysLeftText(l.daysLeft),
      riskEnd: l.riskEnd,
      client: l.clientName,
      product: l.productName,
      type: l.policyType,
      insurer: l.insurer,
      number: l.policyNumber,
    }) + (withSeller ? t('mail.digest.soldBy', { seller: l.sellerName }) : '');
  const more = (count: number) => (count > DIGEST_SECTION_LINES ? count - DIGEST_SECTION_LINES : 0);
  const text = [
    t('mail.dear', { name }),
    '',
    t('mail.digest.reachedList', { count: total }),
    ...sections.flatMap((s) => [
      '',
      `${s.title} (${s.lines.length}):`,
      ...s.lines.slice(0, DIGEST_SECTION_LINES).map((l) => lineText(l, s.withSeller)),
      ...(more(s.lines.length) ? [t('mail.digest.more', { count: more(s.lines.length) })] : []),
    ]),
    '',
    t('mail.digest.seeOnPortalAt', { link }),
    '',
    t('mail.digest.turnOff'),
    '',
    t('mail.signature'),
  ].join('\n');
  const cell = (value: string) => `<td>${escapeHtml(value)}</td>`;
  const heading = (value: string) => `<th>${escapeHtml(value)}</th>`;
  const html = [
    `<p>${escapeHtml(t('mail.dear', { name }))}</p>`,
    `<p>${escapeHtml(t('mail.digest.reached', { count: total }))}</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)} (${s.lines.length})</h2><table><thead><tr>${heading(t('mail.digest.column.due'))}${heading(t('mail.digest.column.client'))}${heading(t('mail.digest.column.product'))}${heading(t('mail.digest.column.insurer'))}${heading(t('mail.digest.column.policy'))}${s.withSeller ? heading(t('mail.digest.column.soldBy')) : ''}</tr></thead><tbody>` +
        s.lines
          .slice(0, DIGEST_SECTION_LINES)
          .map(
            (l) =>
              `<tr>${cell(`${daysLeftText(l.daysLeft)} (${l.riskEnd})`)}${cell(l.clientName)}${cell(`${l.productName} (${l.policyType})`)}${cell(l.insurer)}${cell(l.policyNumber)}${s.withSeller ? cell(l.sellerName) : ''}</tr>`,
          )
          .join('') +
        `</tbody></table>${more(s.lines.length) ? `<p>${escapeHtml(t('mail.digest.more', { count: more(s.lines.length) }))}</p>` : ''}`,
    ),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.digest.seeOnPortal'))}</a></p>`,
    `<p>${escapeHtml(t('mail.digest.turnOff'))}</p>`,
  ].join('');
  return { to, subject: t('mail.digest.subject', { count: total }), text, html };
}
