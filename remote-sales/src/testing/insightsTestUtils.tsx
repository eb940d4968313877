/* Test helpers for the Insights screen: a fake API over the sales tests' small tree, answers, a router. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { InsightsResponse } from '@portal/shared/validation';
import { afterEach, beforeEach, vi } from 'vitest';
import { insightsApi } from './fakeInsightsApi';
import InsightsPage from '../screens/sales/insights/InsightsPage';
import { answerCallsWith, setTestConfig, topMember, tree } from './testUtils';

export { deferred } from '@portal/shared/testing';
export { insightsApi } from './fakeInsightsApi';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const zero = { policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 };

/** Asha's team over December 2025 to November 2026: sales in three months, two types, two insurers, two children. */
export function makeInsights(overrides: Partial<InsightsResponse> = {}): InsightsResponse {
  const sold: Record<string, typeof zero> = {
    '2026-01': { policyCount: 2, netPremiumPaise: 12_345_050, payOutPaise: 1_481_406 },
    '2026-06': { policyCount: 1, netPremiumPaise: 250_000, payOutPaise: 30_000 },
    '2026-11': { policyCount: 3, netPremiumPaise: 99_999, payOutPaise: 12_001 },
  };
  return {
    status: 'success',
    member: { coCode: 'CO1', name: 'Asha' },
    asOf: '2026-11-24',
    fromDate: '2025-12-01',
    toDate: '2026-11-30',
    totals: { policyCount: 6, netPremiumPaise: 12_695_049, payOutPaise: 1_523_407 },
    months: MONTHS.map((month) => ({ month, ...(sold[month] ?? zero) })),
    policyTypes: [
      { policyType: 'motor', policyCount: 4, netPremiumPaise: 12_445_049, payOutPaise: 1_493_407 },
      { policyType: 'health', policyCount: 2, netPremiumPaise: 250_000, payOutPaise: 30_000 },
    ],
    insurers: [
      { insurer: 'Acme General', policyCount: 5, netPremiumPaise: 12_600_000, payOutPaise: 1_512_000 },
      { insurer: '=Shady, "Quoted" Insurer', policyCount: 1, netPremiumPaise: 95_049, payOutPaise: 11_407 },
    ],
    childCount: 2,
    topChildren: [
      { coCode: 'CO2', name: 'Bina', policyCount: 4, netPremiumPaise: 12_400_000, payOutPaise: 1_488_000 },
      { coCode: 'CO3', name: 'Chetan', policyCount: 1, netPremiumPaise: 45_049, payOutPaise: 5_407 },
    ],
    ...overrides,
  };
}

/** A member without a policy in the 12 months. */
export function emptyInsights(coCode = 'CO1', name = 'Asha'): InsightsResponse {
  return makeInsights({
    member: { coCode, name },
    totals: zero,
    months: MONTHS.map((month) => ({ month, ...zero })),
    policyTypes: [],
    insurers: [],
    topChildren: [],
  });
}

/** Default answers: the sales tests' tree, and each member's insights named after it. */
export function installDefaultInsightsApi() {
  const api = insightsApi;
  api.getL1Member.mockResolvedValue({ status: 'success', member: topMember });
  api.getHierarchy.mockImplementation(async (coCode: string) => ({
    status: 'success',
    hasChildren: (tree[coCode] ?? []).length > 0,
    children: tree[coCode] ?? [],
  }));
  api.getInsights.mockImplementation(async (coCode: string) => {
    const name =
      coCode === 'CO1'
        ? 'Asha'
        : (Object.values(tree)
            .flat()
            .find((m) => m.coCode === coCode)?.name ?? coCode);
    return makeInsights({ member: { coCode, name }, childCount: (tree[coCode] ?? []).length });
  });
}

export function renderInsights(url = '/sales/insights') {
  const router = createMemoryRouter([{ path: '/sales/insights', element: <InsightsPage /> }], { initialEntries: [url] });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}

/** Each test from the same start: fresh mocks answering as above, the test config. */
export function setUpInsightsTests() {
  beforeEach(() => {
    vi.resetAllMocks();
    answerCallsWith(insightsApi.call);
    setTestConfig();
    installDefaultInsightsApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
