import { vi } from 'vitest';
import { withCall } from './fakeApi';

/** The endpoints the Payouts screen calls, as mocks, and `call` answering through them. */
export const payoutsApi = withCall({
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getPayoutStatement: vi.fn(),
  getTaxSummary: vi.fn(),
  downloadStatement: vi.fn(),
  raiseQuery: vi.fn(),
});
