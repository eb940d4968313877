export * from './schemas';
export * from './aadhaar';
export * from './responses';
export * from './renewals';
export * from './payouts';
export * from './insights';
export * from './admin';
// Server-side code (the API) loads only this entry, so it re-exports the framework-free shared modules.
export { messages, limits } from '../messages';
export { apiPaths, buildPath } from '../api/endpoints';
export type { ApiPathName } from '../api/endpoints';
export { POLICY_TYPES } from '../types';
export * from '../calendar/indiaCalendar';
export type * from '../types';
