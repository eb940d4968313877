import type { Language } from '@portal/shared';
import type { BilingualText } from '@portal/shared/validation';

/** A text kept in both languages, in the page's (the English one where the other is missing). */
export const textIn = (text: BilingualText, language: Language): string => text[language].trim() || text.en;

/** A module's body as paragraphs: one per line, blank lines left out. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Whether the page may show a picture itself: the portal's Content-Security-Policy lets it load pictures
 * from its own origin (and data: or blob: URLs) only; any other is opened in a tab of its own instead.
 */
export function isOwnPicture(url: string): boolean {
  try {
    const resolved = new URL(url, window.location.href);
    return resolved.protocol === 'data:' || resolved.protocol === 'blob:' || resolved.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A link the page may open: http(s) only (never javascript: or data:). */
export function isWebLink(url: string): boolean {
  try {
    const resolved = new URL(url, window.location.href);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:';
  } catch {
    return false;
  }
}
