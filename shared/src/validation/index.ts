export * from './schemas';
// The building blocks of the schemas: the back office's entry (@portal/shared/admin) builds its schemas
// from these, so that it uses this entry's copy of zod rather than bundling its own.
export { zodBuilders } from './zodBuilders';
export * from './paging';
export { calendarDate, calendarDateNamed } from './dates';
export * from './aadhaar';
export * from './responses';
export * from './renewals';
export * from './payouts';
export * from './insights';
export * from './bank';
export * from './queries';
export * from './certification';
// Server-side code (the API) loads only this entry, so it re-exports the framework-free shared modules.
export { messages, limits } from '../messages';
// The endpoints' contracts: they hold the schemas above, so they live in this entry with them.
export * from '../api/contract';
export { POLICY_TYPES, RENEWABLE_POLICY_TYPES, type PolicyType } from '../policyTypes';
export * from '../calendar/indiaCalendar';
export { dateInWords, monthInWords } from '../format/dateWords';
// The validation messages' language (the API reads it from the request), and the translator the API's
// own catalogue uses too.
export {
  about,
  says,
  setValidationLanguageResolver,
  t as validationMessage,
  validationLanguage,
  type ValidationKey,
  type ValidationLabel,
} from './i18n';
export { interpolate, translate, type CatalogueKey, type TranslationParams } from './i18n/translate';
export type { Catalogue, CatalogueOf } from '../i18n/catalogue';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  linkInLanguage,
  localeOf,
  parseLanguage,
  type Language,
} from '../i18n/languages.mjs';
