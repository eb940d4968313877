import { LOGIN_EMAIL_PATTERN } from '@portal/shared/validation';

/**
 * The invite link carries the email base64-encoded (`?email=<base64>`). Accepts standard and URL-safe
 * alphabets, missing padding, and a '+' that the query string turned into a space; decodes UTF-8.
 * Returns null when the parameter is missing, is not base64, or does not decode to an email address.
 */
export function decodeEmailParam(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let base64 = raw.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  base64 = base64.replace(/=+$/, '');
  if (base64.length % 4 === 1) return null;
  base64 += '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const email = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    return LOGIN_EMAIL_PATTERN.test(email) ? email : null;
  } catch {
    return null;
  }
}
