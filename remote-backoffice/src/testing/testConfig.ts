/* Test helper of the screens: the portal's configuration, pointing at the fake API. */
import { afterEach, beforeEach, vi } from 'vitest';
import { setConfig } from '@portal/shared';
import { TEST_API } from './operatorClient';

export function useTestConfig() {
  setConfig({
    apiBaseUrl: TEST_API,
    firebase: { apiKey: 'k', authDomain: 'a.test', projectId: 'demo-test' },
    contact: { email: 'c@example.com', phone: '0000000000' },
    remotes: [],
  });
}

/** Every test of a screen over a stubbed fetch: the configuration before, the real fetch back after. */
export function setUpScreenTests() {
  beforeEach(() => {
    useTestConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
