// @portal/shared — the only code every app may import. Kept light: Firebase and zod load on demand.
export * from './config/runtimeConfig';
export * from './stores/authStore';
export * from './stores/themeStore';
export * from './firebase/firebaseAuth';
export * from './api/endpoints';
export * from './api/apiError';
export * from './api/apiClient';
export * from './api/portalApi';
export * from './format/currency';
export * from './calendar/indiaCalendar';
export * from './dom/scrollToSection';
export * from './dom/keepFocusInside';
export * from './icons/icons';
export * from './messages';
export * from './types';
export * from './contracts';
export * from './hydration/hydration';
