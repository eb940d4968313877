/* Test helpers for the Payouts screen: a fake API with a small team, statements, a router with a visible URL. */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PayoutStatement, TaxSummary } from '@portal/shared/validation';
import { afterEach, beforeEach, vi } from 'vitest';
import { payoutsApi } from './fakePayoutsApi';
import PayoutsPage from '../screens/sales/payouts/PayoutsPage';
import { answerCallsWith, setTestConfig, topMember, tree } from './testUtils';

export { deferred } from '@portal/shared/testing';
export { payoutsApi } from './fakePayoutsApi';

/** "Now" in the tests: 24 November 2026 in India (FY 2026-27). */
export const NOW = new Date('2026-11-24T06:30:00Z');

const asha = { coCode: 'CO1', name: 'Asha', panMasked: 'ABXXXXX34F' };

export function makeStatement(overrides: Partial<PayoutStatement> = {}): PayoutStatement {
  return {
    member: asha,
    month: '2026-11',
    asOf: '2026-11-24',
    complete: false,
    openingBalancePaise: 150_000,
    lines: [
      {
        date: '2026-11-03',
        kind: 'earned',
        policyNumber: 'POL-1',
        clientName: 'Ravi Kumar',
        productName: 'Motor Secure',
        policyType: 'motor',
        netPremiumPaise: 1_500_000,
        payOutPaise: 250_050,
      },
      {
        date: '2026-11-10',
        kind: 'reversed',
        policyNumber: 'POL-7',
        clientName: 'Meena Iyer',
        productName: 'Health Plus',
        policyType: 'health',
        netPremiumPaise: 2_000_000,
        payOutPaise: -120_000,
      },
    ],
    grossPaise: 130_050,
    tds: {
      section: '194D',
      fy: '2026-27',
      ratePercent: 2,
      thresholdPaise: 2_000_000,
      fyToDateGrossPaise: 1_200_000,
      deductedPaise: 0,
      withPan: true,
    },
    netPayablePaise: 130_050,
    payments: [{ date: '2026-11-15', reference: 'UTR-998877', amountPaise: 100_000 }],
    paymentsPaise: 100_000,
    closingBalancePaise: 180_050,
    team: [
      {
        coCode: 'CO2',
        name: 'Bina',
        earnedPaise: 5_000_000,
        reversedPaise: -25_000,
        adjustmentsPaise: 50_000,
        grossPaise: 5_025_000,
        lineCount: 12,
      },
      { coCode: 'CO3', name: 'Chetan', earnedPaise: 0, reversedPaise: 0, adjustmentsPaise: 0, grossPaise: 0, lineCount: 0 },
    ],
    ...overrides,
  };
}

/** A month with nothing in it. */
export function emptyStatement(month: string): PayoutStatement {
  return makeStatement({
    month,
    asOf: `${month}-28`,
    complete: true,
    openingBalancePaise: 0,
    lines: [],
    grossPaise: 0,
    tds: { ...makeStatement().tds, fyToDateGrossPaise: 0 },
    netPayablePaise: 0,
    payments: [],
    paymentsPaise: 0,
    closingBalancePaise: 0,
    team: [],
  });
}

export function makeTaxSummary(overrides: Partial<TaxSummary> = {}): TaxSummary {
  return {
    member: asha,
    fy: '2026-27',
    complete: false,
    asOf: '2026-11-24',
    section: '194D',
    grossPaise: 3_600_000,
    tdsPaise: 72_000,
    quarters: [
      { quarter: 'Q1', grossPaise: 800_000, tdsPaise: 0 },
      { quarter: 'Q2', grossPaise: 1_600_000, tdsPaise: 48_000 },
      { quarter: 'Q3', grossPaise: 1_200_000, tdsPaise: 24_000 },
      { quarter: 'Q4', grossPaise: 0, tdsPaise: 0 },
    ],
    ratePercent: 2,
    thresholdPaise: 2_000_000,
    withPan: true,
    ...overrides,
  };
}

/** Default answers: the sales tests' tree, each member's statement of the month asked for (this month by default), a tax summary. */
export function installDefaultPayoutsApi() {
  const api = payoutsApi;
  api.getL1Member.mockResolvedValue({ status: 'success', member: topMember });
  api.getHierarchy.mockImplementation(async (coCode: string) => ({
    status: 'success',
    hasChildren: (tree[coCode] ?? []).length > 0,
    children: tree[coCode] ?? [],
  }));
  api.getPayoutStatement.mockImplementation(async (coCode: string, month?: string) => {
    const name =
      coCode === 'CO1'
        ? 'Asha'
        : (Object.values(tree)
            .flat()
            .find((m) => m.coCode === coCode)?.name ?? coCode);
    const shown = month ?? '2026-11';
    return {
      status: 'success',
      statement: makeStatement({
        member: { coCode, name, panMasked: 'ABXXXXX34F' },
        month: shown,
        complete: shown !== '2026-11',
        asOf: shown === '2026-11' ? '2026-11-24' : `${shown}-28`,
      }),
    };
  });
  api.getTaxSummary.mockImplementation(async (_coCode: string, fy: string) => ({ status: 'success', summary: makeTaxSummary({ fy }) }));
  api.downloadStatement.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
}

export function renderPayouts(url = '/sales/payouts') {
  const router = createMemoryRouter([{ path: '/sales/payouts', element: <PayoutsPage /> }], { initialEntries: [url] });
  const utils = render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...utils, router, search };
}

/** Each test from the same start: fresh mocks, the test config, "now" fixed at NOW (only Date is faked). */
export function setUpPayoutsTests() {
  beforeEach(() => {
    vi.resetAllMocks();
    answerCallsWith(payoutsApi.call);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setTestConfig();
    installDefaultPayoutsApi();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
