/* Test helper of the screens: the portal's API client, signed in as an operator, over a fake fetch. */
import { afterEach, beforeEach, vi } from 'vitest';
import { createApiClient, portalApi } from '@portal/shared';

export const TEST_API = 'http://api.test';
export const OPERATOR_TOKEN = 'operator-token';

/**
 * Every test of the file calls the API as an operator over `fetch` (by default the global one, which a
 * test stubs). The portal's one client is changed in place rather than mocked as a module: the data
 * layer, loaded by the test setup before any mock, calls that same client.
 */
export function signInAsOperator(fetch?: typeof globalThis.fetch) {
  const operator = createApiClient({
    baseUrl: () => TEST_API,
    getToken: async () => OPERATOR_TOKEN,
    ...(fetch ? { fetch, timeoutMs: 0 } : {}),
  });
  beforeEach(() => {
    vi.spyOn(portalApi, 'call').mockImplementation(operator.call);
  });
  afterEach(() => {
    vi.mocked(portalApi.call).mockRestore();
  });
}
