import type { OutgoingMail } from './outbox.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function onboardingMail(portalUrl: string, to: string, name: string, coCode: string, token: string): OutgoingMail {
  const link = `${portalUrl}/set-password?email=${encodeURIComponent(Buffer.from(to, 'utf8').toString('base64'))}&token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Welcome to Agent Portal — set your password',
    text: `Dear ${name},\n\nYour application has been approved. Your member code is ${coCode}.\n\nSet your password here (the link works once and expires in 7 days):\n${link}\n\nAgent Portal`,
    html: `<p>Dear ${escapeHtml(name)},</p><p>Your application has been approved. Your member code is <b>${escapeHtml(coCode)}</b>.</p><p><a href="${escapeHtml(link)}">Set your password</a> (the link works once and expires in 7 days).</p>`,
  };
}

/** To an applicant whose application was turned down, with the operator's reason. */
export function rejectionMail(to: string, name: string, reason: string): OutgoingMail {
  return {
    to,
    subject: 'Your Agent Portal application',
    text: `Dear ${name},\n\nThank you for applying to join Agent Portal. We are sorry, but we cannot accept your application.\n\nReason: ${reason}\n\nYou are welcome to apply again once this is resolved.\n\nAgent Portal`,
    html: `<p>Dear ${escapeHtml(name)},</p><p>Thank you for applying to join Agent Portal. We are sorry, but we cannot accept your application.</p><p>Reason: ${escapeHtml(reason)}</p><p>You are welcome to apply again once this is resolved.</p>`,
  };
}

export function resetMail(portalUrl: string, to: string, oobCode: string): OutgoingMail {
  const link = `${portalUrl}/reset-password?oobCode=${encodeURIComponent(oobCode)}`;
  return {
    to,
    subject: 'Reset your Agent Portal password',
    text: `Someone asked to reset the password of your Agent Portal account.\n\nReset it here:\n${link}\n\nIf it was not you, ignore this e-mail.`,
    html: `<p>Someone asked to reset the password of your Agent Portal account.</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>If it was not you, ignore this e-mail.</p>`,
  };
}

export function contactMail(inbox: string, message: { name: string; email: string; phone: string; message: string; referer?: string | undefined }): OutgoingMail {
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

const daysLeftText = (days: number) => (days <= 0 ? 'ends today' : days === 1 ? '1 day left' : `${days} days left`);

export function renewalDigestMail(portalUrl: string, to: string, name: string, own: ReminderLine[], team: ReminderLine[]): OutgoingMail {
  const link = `${portalUrl}/sales/renewals`;
  const total = own.length + team.length;
  const sections = [
    { title: 'Your policies', lines: own, withSeller: false },
    { title: "Your team's policies", lines: team, withSeller: true },
  ].filter((section) => section.lines.length);
  const lineText = (l: ReminderLine, withSeller: boolean) =>
    `- ${daysLeftText(l.daysLeft)} (${l.riskEnd}): ${l.clientName}, ${l.productName} (${l.policyType}), ${l.insurer}, policy ${l.policyNumber}${withSeller ? `, sold by ${l.sellerName}` : ''}`;
  const more = (count: number) => (count > DIGEST_SECTION_LINES ? count - DIGEST_SECTION_LINES : 0);
  const text = [
    `Dear ${name},`,
    '',
    `${total === 1 ? '1 policy has' : `${total} policies have`} reached 30, 15, 7 or 1 days before renewal:`,
    ...sections.flatMap((s) => [
      '',
      `${s.title} (${s.lines.length}):`,
      ...s.lines.slice(0, DIGEST_SECTION_LINES).map((l) => lineText(l, s.withSeller)),
      ...(more(s.lines.length) ? [`…and ${more(s.lines.length)} more`] : []),
    ]),
    '',
    `See and mark them on the portal: ${link}`,
    '',
    'You can turn these reminders off in your profile.',
    '',
    'Agent Portal',
  ].join('\n');
  const cell = (value: string) => `<td>${escapeHtml(value)}</td>`;
  const html = [
    `<p>Dear ${escapeHtml(name)},</p>`,
    `<p>${total === 1 ? '1 policy has' : `${total} policies have`} reached 30, 15, 7 or 1 days before renewal.</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)} (${s.lines.length})</h2><table><thead><tr><th>Due</th><th>Client</th><th>Product</th><th>Insurer</th><th>Policy</th>${s.withSeller ? '<th>Sold by</th>' : ''}</tr></thead><tbody>` +
        s.lines
          .slice(0, DIGEST_SECTION_LINES)
          .map(
            (l) =>
              `<tr>${cell(`${daysLeftText(l.daysLeft)} (${l.riskEnd})`)}${cell(l.clientName)}${cell(`${l.productName} (${l.policyType})`)}${cell(l.insurer)}${cell(l.policyNumber)}${s.withSeller ? cell(l.sellerName) : ''}</tr>`,
          )
          .join('') +
        `</tbody></table>${more(s.lines.length) ? `<p>…and ${more(s.lines.length)} more</p>` : ''}`,
    ),
    `<p><a href="${escapeHtml(link)}">See and mark them on the portal</a></p>`,
    '<p>You can turn these reminders off in your profile.</p>',
  ].join('');
  return { to, subject: `Renewal reminder: ${total === 1 ? '1 policy' : `${total} policies`} due soon`, text, html };
}
