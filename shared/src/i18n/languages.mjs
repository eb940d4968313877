// The portal's languages: which there are, the locale each formats numbers and dates in, its name in
// the language switch, and the suffix of its pre-rendered files (home.html, home.hi.html). The browser
// remembers the choice in a cookie, so the server can serve the pre-rendered page in that language.
//
// Plain JavaScript (with literal types for TypeScript), like the topology, so that the build, the
// servers' configuration and the API read the same file as the apps.

export const LANGUAGES = /** @type {const} */ ([
  { code: 'en', locale: 'en-IN', name: 'English', fileSuffix: '' },
  { code: 'hi', locale: 'hi-IN', name: 'हिन्दी', fileSuffix: '.hi' },
]);

/** @typedef {(typeof LANGUAGES)[number]['code']} Language */

/** English: the language of a first visit and of the portal's fixed texts (README, "Fixed texts and rules"). */
export const DEFAULT_LANGUAGE = /** @type {Language} */ ('en');

/** The cookie (and localStorage key) that remembers the visitor's language. */
export const LANGUAGE_COOKIE = 'portal_lang';

/**
 * The query parameter of a link that opens the portal in a language (`/set-password?…&lang=hi`): the
 * links in a Hindi e-mail carry it, so a new member's first page is in their language on any device.
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * A portal link in a language: `url` with `lang=<code>` added, unless it is the default language.
 * @param {string} url  an absolute URL
 * @param {Language} code
 */
export function linkInLanguage(url, code) {
  if (code === DEFAULT_LANGUAGE) return url;
  const link = new URL(url);
  link.searchParams.set(LANGUAGE_PARAM, code);
  return link.toString();
}

/**
 * The language a stored or requested value names, or `null` when it names none of the portal's.
 * Accepts a locale too ('hi-IN' → 'hi').
 * @param {unknown} value
 * @returns {Language | null}
 */
export function parseLanguage(value) {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.code === code)?.code ?? null;
}

/**
 * The locale of a language ('hi' → 'hi-IN'), for Intl formatting and `<html lang>`.
 * @param {Language} code
 */
export function localeOf(code) {
  return (LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]).locale;
}

/**
 * The suffix of a language's pre-rendered files: '' for English, '.hi' for Hindi.
 * @param {Language} code
 */
export function fileSuffixOf(code) {
  return (LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]).fileSuffix;
}

/**
 * The first of the portal's languages in an HTTP Accept-Language header, by its q-values, or English.
 * @param {string | undefined} header
 * @returns {Language}
 */
export function languageFromAcceptLanguage(header) {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: parseLanguage(range), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
