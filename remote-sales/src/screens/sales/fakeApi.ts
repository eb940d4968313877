import { vi } from 'vitest';

/**
 * The portalApi calls the sales screens make, as mocks. A test file puts them in the client's place
 * from its vi.mock factory, which runs before the file's imports: so this module imports nothing of
 * the portal (testUtils does, and re-exports these).
 */
export const salesApi = {
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getSales: vi.fn(),
  getSalesSummary: vi.fn(),
  downloadPolicy: vi.fn(),
  getProfile: vi.fn(),
  getRenewals: vi.fn(),
  markRenewal: vi.fn(),
  clearRenewal: vi.fn(),
  updatePreferences: vi.fn(),
};
