import type { CaughtMail } from './backend';

/** The raw message (headers and body) as the mail catcher received it over SMTP. */
export async function rawMail(mail: CaughtMail): Promise<string> {
  const response = await fetch(`${process.env['E2E_MAIL_URL']}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!response.ok) throw new Error(`No source for mail ${mail.id}: ${response.status}`);
  return response.text();
}

/** One header of a raw message (unfolded), or null. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}
