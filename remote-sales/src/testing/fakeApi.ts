import { vi, type Mock } from 'vitest';

/**
 * The endpoints the sales screens call, as mocks, and `call` answering through them (testUtils puts it
 * in the client's place, and re-exports these).
 */
export const salesApi = withCall({
  getL1Member: vi.fn(),
  getHierarchy: vi.fn(),
  getSales: vi.fn(),
  getSalesSummary: vi.fn(),
  exportSales: vi.fn(),
  downloadPolicy: vi.fn(),
  getRenewals: vi.fn(),
  markRenewal: vi.fn(),
  clearRenewal: vi.fn(),
});

/** What `portalApi.call` is given: the contract's parameters, query (as sent) and body, and the signal. */
interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (share: number) => void;
}

type Mocks = Record<string, Mock>;

/** A comma-separated query value as the list it stands for. */
const listOf = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',') : []);

/** The sales filters of a query (what the screen filters by), without its page. */
function filtersOf(query: Record<string, unknown> = {}): Record<string, unknown> {
  const { cursor: _cursor, limit: _limit, policyTypes, ...rest } = query;
  const filters: Record<string, unknown> = policyTypes ? { policyTypes: listOf(policyTypes) } : {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') filters[key] = value;
  return filters;
}

/** The page a query asks for: the cursor (after the first page) and the page size. */
function pageOf(query: Record<string, unknown> = {}): { cursor?: string; limit?: number } {
  return {
    ...(typeof query.cursor === 'string' ? { cursor: query.cursor } : {}),
    ...(query.limit !== undefined ? { limit: Number(query.limit) } : {}),
  };
}

/**
 * Each endpoint (by operationId): the mock answering it, and what the screen asked for as that mock's
 * plain arguments, so a test can say "the sales of CO1 filtered by motor, 50 a page" directly.
 */
const routes: Record<string, { mock: string; args: (input: CallInput) => unknown[] }> = {
  l1member: { mock: 'getL1Member', args: ({ signal }) => [signal] },
  hierarchy: { mock: 'getHierarchy', args: ({ params, signal }) => [params?.coCode, signal] },
  sales: { mock: 'getSales', args: ({ params, query, signal }) => [params?.coCode, filtersOf(query), pageOf(query), signal] },
  salesSummary: { mock: 'getSalesSummary', args: ({ params, query, signal }) => [params?.coCode, filtersOf(query), signal] },
  salesExport: { mock: 'exportSales', args: ({ params, query, signal }) => [params?.coCode, filtersOf(query), signal] },
  policyDownload: { mock: 'downloadPolicy', args: ({ params }) => [params?.soldBy, params?.policyNumber] },
  renewals: {
    mock: 'getRenewals',
    args: ({ params, query, signal }) => [
      params?.coCode,
      Number(query?.within ?? 30),
      { policyTypes: listOf(query?.policyTypes) },
      pageOf(query),
      signal,
    ],
  },
  markRenewal: { mock: 'markRenewal', args: ({ params, body }) => [params?.coCode, params?.srNo, body] },
  clearRenewal: { mock: 'clearRenewal', args: ({ params }) => [params?.coCode, params?.srNo] },
  insights: { mock: 'getInsights', args: ({ params, signal }) => [params?.coCode, signal] },
  payoutStatement: { mock: 'getPayoutStatement', args: ({ params, query, signal }) => [params?.coCode, query?.month, signal] },
  taxSummary: { mock: 'getTaxSummary', args: ({ params, query, signal }) => [params?.coCode, query?.fy, signal] },
  payoutStatementPdf: { mock: 'downloadStatement', args: ({ params }) => [params?.coCode, params?.month, 'pdf'] },
  payoutStatementCsv: { mock: 'downloadStatement', args: ({ params }) => [params?.coCode, params?.month, 'csv'] },
  payoutQueries: { mock: 'getQueries', args: ({ params, query }) => [params?.coCode, query ?? {}] },
  payoutQuery: { mock: 'getQuery', args: ({ params }) => [params?.coCode, Number(params?.id)] },
  raisePayoutQuery: { mock: 'raiseQuery', args: ({ params, body, onUploadProgress }) => [params?.coCode, body, onUploadProgress] },
  replyPayoutQuery: {
    mock: 'replyQuery',
    args: ({ params, body, onUploadProgress }) => [params?.coCode, Number(params?.id), body, onUploadProgress],
  },
  payoutQueryAttachment: {
    mock: 'downloadAttachment',
    args: ({ params }) => [params?.coCode, Number(params?.id), Number(params?.attachmentId)],
  },
};

export type FakeCall = (endpoint: { operationId: string }, input?: CallInput) => Promise<unknown>;

/**
 * The mocks with the client's `call`: each contract's call goes to its endpoint's mock. `call` is a
 * plain function, so resetting the mocks leaves it in place.
 */
export function withCall<M extends Mocks>(mocks: M): M & { call: FakeCall } {
  const call: FakeCall = async (endpoint, input = {}) => {
    const route = routes[endpoint.operationId];
    const mock = route ? mocks[route.mock] : undefined;
    if (!route || !mock) throw new Error(`No fake for the endpoint ${endpoint.operationId}`);
    return mock(...route.args(input));
  };
  return Object.assign(mocks, { call });
}
