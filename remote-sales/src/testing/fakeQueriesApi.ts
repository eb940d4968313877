import { vi } from 'vitest';
import { withCall } from './fakeApi';

/** The endpoints the Queries screen calls, as mocks, and `call` answering through them. */
export const queriesApi = withCall({
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getQueries: vi.fn(),
  getQuery: vi.fn(),
  raiseQuery: vi.fn(),
  replyQuery: vi.fn(),
  downloadAttachment: vi.fn(),
});
