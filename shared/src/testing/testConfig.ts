import type { PortalConfig } from '../config/runtimeConfig';

/** A portal configuration for tests: an API and a Firebase project that are never reached, no remotes. */
export const TEST_PORTAL_CONFIG: PortalConfig = {
  apiBaseUrl: 'https://api.example.in',
  firebase: { apiKey: 'k', authDomain: 'a.example', projectId: 'p' },
  contact: { email: 'c@example.in', phone: '+91 1' },
  remotes: [],
};
