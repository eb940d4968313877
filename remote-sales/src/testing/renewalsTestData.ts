import type { RenewalCounts, RenewalItem, RenewalsAnswer } from '../features/sales-area';

/** A due (or, with a negative `daysLeft`, lapsed) policy for the renewals tests. */
export function makeRenewal(index: number, overrides: Partial<RenewalItem> = {}): RenewalItem {
  const daysLeft = overrides.daysLeft ?? index;
  return {
    srNo: String(index + 100),
    policyNumber: `POL-${index}`,
    policyType: 'motor',
    productName: `Product ${index}`,
    clientName: `Client ${index}`,
    insurer: 'Acme General',
    netPremium: '1500.00',
    netPremiumPaise: 150000,
    soldBy: 'CO2',
    soldByName: 'Bina',
    riskEnd: '2026-12-01',
    daysLeft,
    status: daysLeft < 0 ? 'lapsed' : 'due',
    outcome: null,
    ...overrides,
  };
}

export const COUNTS: RenewalCounts = { within7: 2, within15: 3, within30: 4, within60: 6, lapsed: 1 };

export function renewalsAnswer(renewals: RenewalItem[], overrides: Partial<RenewalsAnswer> = {}): RenewalsAnswer {
  return { status: 'success', asOf: '2026-11-24', within: 30, counts: COUNTS, renewals, nextCursor: null, ...overrides };
}
