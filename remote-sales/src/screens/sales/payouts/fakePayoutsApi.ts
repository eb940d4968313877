import { vi } from 'vitest';

/**
 * The portalApi calls the Payouts screen makes, as mocks. A test file puts them in the client's place
 * from its vi.mock factory, which runs before the file's imports: so this module imports nothing of
 * the portal (payoutsTestUtils does, and re-exports it).
 */
export const payoutsApi = {
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getPayoutStatement: vi.fn(),
  getTaxSummary: vi.fn(),
  downloadStatement: vi.fn(),
};
