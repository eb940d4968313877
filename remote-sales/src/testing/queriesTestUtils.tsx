/* Test helpers for the Queries tab: a fake API with a small team, queries and a thread, files to attach. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { QueryDetail, QuerySummary } from '@portal/shared/validation';
import { afterEach, beforeEach, vi } from 'vitest';
import { queriesApi } from './fakeQueriesApi';
import QueriesPage from '../screens/sales/queries/QueriesPage';
import { answerCallsWith, setTestConfig, topMember, tree } from './testUtils';

export { deferred } from '@portal/shared/testing';
export { queriesApi } from './fakeQueriesApi';

/** "Now" in the tests: 24 November 2026 in India. */
export const NOW = new Date('2026-11-24T06:30:00Z');

/** Asha's own open query about a statement line, raised 20 November, due 4 December. */
export function makeQuery(overrides: Partial<QuerySummary> = {}): QuerySummary {
  return {
    id: 7,
    number: 'Q-000007',
    coCode: 'CO1',
    memberName: 'Asha',
    type: 'wrong_amount',
    status: 'open',
    subject: {
      kind: 'line',
      entryId: 501,
      entryKind: 'earned',
      date: '2026-11-03',
      policyNumber: 'POL-1',
      productName: 'Motor Secure',
      amountPaise: 250_050,
    },
    raisedAt: '2026-11-20T05:00:00.000Z',
    dueOn: '2026-12-04',
    overdue: false,
    ageDays: 4,
    decidedOn: null,
    adjustmentPaise: null,
    decisionReason: null,
    messageCount: 2,
    ...overrides,
  };
}

/** The query with its thread: Asha's message with a PDF, and the payouts team's answer. */
export function makeDetail(overrides: Partial<QueryDetail> = {}): QueryDetail {
  return {
    ...makeQuery(),
    messages: [
      {
        id: 1,
        author: 'member',
        authorName: 'Asha',
        text: 'The pay out should be ₹3,000.',
        at: '2026-11-20T05:00:00.000Z',
        attachments: [
          { id: 11, fileName: 'policy-schedule.pdf', contentType: 'application/pdf', sizeBytes: 245_760, sha256: 'ab'.repeat(32) },
        ],
      },
      {
        id: 2,
        author: 'operator',
        authorName: 'Ops Desk',
        text: 'We are checking with the insurer.',
        at: '2026-11-21T09:15:00.000Z',
        attachments: [],
      },
    ],
    canReply: true,
    ...overrides,
  };
}

/** A file of the given content; `bytes` pads it to that size. */
export function fileOf(name: string, head: number[] | string, type: string, bytes = 0): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const content = new Uint8Array(Math.max(bytes, start.length));
  content.set(start);
  return new File([content], name, { type });
}
export const pdfFile = (name = 'schedule.pdf', bytes = 0) => fileOf(name, '%PDF-1.7\n', 'application/pdf', bytes);
export const pngFile = (name = 'photo.png') => fileOf(name, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png');
/** A Windows program renamed `.pdf`: its name and the browser's guessed type say PDF, its bytes say otherwise. */
export const programAsPdf = (name = 'invoice.pdf') => fileOf(name, 'MZ\x90\x00', 'application/pdf');

/** Default answers: the sales tests' tree, one page with Asha's query and one of Bina's, the thread of each. */
export function installDefaultQueriesApi() {
  const api = queriesApi;
  api.getL1Member.mockResolvedValue({ status: 'success', member: topMember });
  api.getHierarchy.mockImplementation(async (coCode: string) => ({
    status: 'success',
    hasChildren: (tree[coCode] ?? []).length > 0,
    children: tree[coCode] ?? [],
  }));
  const bina = makeQuery({
    id: 9,
    number: 'Q-000009',
    coCode: 'CO2',
    memberName: 'Bina',
    type: 'missing_payment',
    status: 'in_review',
    subject: { kind: 'none' },
    raisedAt: '2026-11-02T05:00:00.000Z',
    dueOn: '2026-11-16',
    overdue: true,
    ageDays: 22,
    messageCount: 1,
  });
  api.getQueries.mockImplementation(async (coCode: string) => ({
    status: 'success',
    queries: coCode === 'CO1' ? [makeQuery(), bina] : coCode === 'CO2' ? [bina] : [],
    nextCursor: null,
  }));
  api.getQuery.mockImplementation(async (_coCode: string, id: number) => ({
    status: 'success',
    query: id === 9 ? makeDetail({ ...bina, canReply: false }) : makeDetail(),
  }));
}

/** Renders the Queries tab at `url`; `inMain`: inside a `<main>`, as the shell shows a page (for axe's landmark rules). */
export function renderQueries(url = '/sales/queries', { inMain = false } = {}) {
  const element = inMain ? (
    <main>
      <QueriesPage />
    </main>
  ) : (
    <QueriesPage />
  );
  const router = createMemoryRouter([{ path: '/sales/queries', element }], { initialEntries: [url] });
  const utils = render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...utils, router, search };
}

/** Each test from the same start: fresh mocks, the test config, "now" fixed at NOW (only Date is faked). */
export function setUpQueriesTests() {
  beforeEach(() => {
    vi.resetAllMocks();
    answerCallsWith(queriesApi.call);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setTestConfig();
    installDefaultQueriesApi();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
