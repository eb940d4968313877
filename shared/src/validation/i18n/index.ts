import { z } from 'zod';
import zodHindi from 'zod/v4/locales/hi.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '../../i18n/languages.mjs';
import en from './en';
import hi from './hi';
import { translate, type CatalogueKey, type TranslationParams } from './translate';

/**
 * The validation messages' language, read when a value is checked (not when a schema is built): in the
 * browser the page's (`<html lang>`), on the server the request's (the API sets a resolver reading it
 * from the request's async context). Both catalogues travel in the validation chunk, which is loaded on
 * demand with zod, so a check never waits for a catalogue.
 */

export type ValidationKey = CatalogueKey<typeof en>;
/** The keys of the fields' names ('label.email'), filled into the `field.*` texts. */
export type ValidationLabel = Extract<ValidationKey, `label.${string}`>;

const catalogues = { en, hi };

const pageLanguage = (): Language =>
  (typeof document !== 'undefined' ? parseLanguage(document.documentElement.lang) : null) ?? DEFAULT_LANGUAGE;

let resolveLanguage: () => Language = pageLanguage;

/** Where the validation messages read their language from; `null` restores the default (the page's `<html lang>`). */
export function setValidationLanguageResolver(resolver: (() => Language) | null): void {
  resolveLanguage = resolver ?? pageLanguage;
}

/** The language validation messages are written in right now. */
export function validationLanguage(): Language {
  return resolveLanguage();
}

/** A validation message in the current language. */
export function t(key: ValidationKey, params?: TranslationParams): string {
  return translate(catalogues, resolveLanguage(), key, params);
}

/** A zod `error` option whose message is written when a value is refused, in the language of that moment. */
export const says = (key: ValidationKey, params?: TranslationParams) => ({ error: () => t(key, params) });

/** A zod `error` option for a `field.*` text about a named field: `about('field.required', 'label.email')`. */
export const about = (key: Extract<ValidationKey, `field.${string}`>, label: ValidationLabel, params?: TranslationParams) => ({
  error: () => t(key, { ...params, field: t(label) }),
});

// zod's own messages (a rule without a message of ours) in Hindi too; English keeps zod's default.
const zodHindiErrors = zodHindi().localeError;
z.config({ customError: (issue) => (resolveLanguage() === 'hi' ? zodHindiErrors(issue) : undefined) });
