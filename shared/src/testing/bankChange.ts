import type { BankChange } from '../validation';

/**
 * A member's new payout account waiting for the operator's approval, as the API shows it (the number
 * masked): State Bank of India ••••9012, asked for on the evening of 26 Nov 2026. `overrides` changes any part.
 */
export function makeBankChange(overrides: Partial<BankChange> = {}): BankChange {
  return {
    id: 7,
    status: 'pending',
    holderName: 'Asha Verma',
    account: '••••9012',
    ifsc: 'SBIN0000001',
    bankName: 'State Bank of India',
    requestedAt: '2026-11-26T20:00:00.000Z',
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}
