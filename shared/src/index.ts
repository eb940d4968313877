// @portal/shared — the only code every app may import. Kept light: Firebase and zod load on demand.
export * from './config/runtimeConfig';
export * from './stores/authStore';
export * from './stores/themeStore';
export * from './stores/connectivityStore';
export * from './firebase/firebaseAuth';
export { CONTACT_FORM_PATH } from './api/contract/formPaths';
export {
  buildPath,
  isFileBody,
  pathParamsOf,
  type Access,
  type Endpoint,
  type Method,
  type ParamsOf,
  type QueryOf,
  type BodyOf,
  type ResponseOf,
} from './api/contract/define';
export * from './api/apiError';
export * from './api/apiClient';
export * from './api/portalApi';
export * from './format/currency';
export * from './format/localeFormat';
export * from './calendar/indiaCalendar';
export * from './dom/scrollToSection';
export * from './dom/saveFile';
// The kit's icons ship with this entry, which every page loads at start-up (the shell's header and footer
// draw them), not with @portal/shared/ui: one copy in the page, and the header needs no kit.
export * from './ui/icons';
// So does the kit's Banner: the shell draws its banners (offline, certification) with the layout,
// before any page has loaded the kit.
export * from './ui/Banner';
export * from './messages';
export { POLICY_TYPES, RENEWABLE_POLICY_TYPES, type PolicyType } from './policyTypes';
// The shapes of the API's answers and bodies, from its schemas (types only: no schema code in this entry).
export type * from './validation/responses';
export type * from './validation/renewals';
export type { ContactMessage, SignupApplication, SalesFilters } from './validation/schemas';
export * from './contracts';
// The pre-rendered pages, browser side: screens use usePrerendered() (see its index).
export * from './prerender';
export * from './i18n';
export * from './i18n/common';
