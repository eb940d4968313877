import { vi } from 'vitest';

/**
 * The portalApi calls the Insights screen makes, as mocks. A test file puts them in the client's place
 * from its vi.mock factory, which runs before the file's imports: so this module imports nothing of
 * the portal (insightsTestUtils does, and re-exports it).
 */
export const insightsApi = {
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getInsights: vi.fn(),
};
