import { vi } from 'vitest';
import { withCall } from './fakeApi';

/** The endpoints the Insights screen calls, as mocks, and `call` answering through them. */
export const insightsApi = withCall({
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getInsights: vi.fn(),
});
