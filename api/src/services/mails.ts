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
