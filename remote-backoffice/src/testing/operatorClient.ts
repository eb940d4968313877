/* Test helper of the screens: the portal's real API client, signed in as an operator. Given to vi.mock's
   factory (which runs before '@portal/shared' may be imported), so this file imports nothing of it. */
import type * as Shared from '@portal/shared';

export const TEST_API = 'http://api.test';
export const OPERATOR_TOKEN = 'operator-token';

/** '@portal/shared' with its `portalApi` over `fetch` (by default the global one, which a test stubs). */
export function withOperatorClient(shared: typeof Shared, fetch?: typeof globalThis.fetch): typeof Shared {
  return {
    ...shared,
    portalApi: shared.createApiClient({
      baseUrl: () => TEST_API,
      getToken: async () => OPERATOR_TOKEN,
      ...(fetch ? { fetch, timeoutMs: 0 } : {}),
    }),
  };
}
