import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  linkInLanguage,
  parseLanguage,
  setValidationLanguageResolver,
  translate,
  type CatalogueKey,
  type Language,
  type TranslationParams,
} from '@portal/shared/validation';
// The error catalogue ('common'), the same files the screens read.
import commonEn from '../../../shared/src/i18n/common/en.js';
import commonHi from '../../../shared/src/i18n/common/hi.js';
import en from './en.js';
import hi from './hi.js';

/** A key of the API's catalogue ('renewals.cancelled'), or of the error catalogue with its namespace ('common:api.notFound'). */
export type MessageKey = CatalogueKey<typeof en> | `common:${CatalogueKey<typeof commonEn>}`;

export { DEFAULT_LANGUAGE, linkInLanguage, parseLanguage };
export type { Language, TranslationParams };

/** A function writing texts in one language. */
export type Translate = (key: MessageKey, params?: TranslationParams) => string;

const api = { en, hi };
const common = { en: commonEn, hi: commonHi };

/** The text of `key` in `language`. */
export function translateIn(language: Language, key: MessageKey, params?: TranslationParams): string {
  return key.startsWith('common:')
    ? translate(common, language, key.slice('common:'.length), params)
    : translate(api, language, key, params);
}

const requestLanguageStore = new AsyncLocalStorage<Language>();

/** The language of the request being answered (English outside a request: the CLI, the workers). */
export function requestLanguage(): Language {
  return requestLanguageStore.getStore() ?? DEFAULT_LANGUAGE;
}

/** Runs `fn` (and everything it starts) as part of a request in `language`. */
export function inLanguage<T>(language: Language, fn: () => T): T {
  return requestLanguageStore.run(language, fn);
}

/** A text in the language of the request being answered. */
export const t: Translate = (key, params) => translateIn(requestLanguage(), key, params);

/** A translator for one language: an e-mail's recipient's. */
export const translatorFor =
  (language: Language): Translate =>
  (key, params) =>
    translateIn(language, key, params);

// The shared schemas' messages are written in the request's language too.
setValidationLanguageResolver(requestLanguage);

/** The value of the cookie `name` in a Cookie header. */
function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The language a request asks for: the `portal_lang` cookie the portal sets (it comes with the landing
 * page's native form post), else the Accept-Language header (the portal's API client sends the page's
 * language), else English.
 */
export function languageOfRequest(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Language {
  return parseLanguage(cookie(headers.cookie, LANGUAGE_COOKIE)) ?? languageFromAcceptLanguage(headers['accept-language']);
}
