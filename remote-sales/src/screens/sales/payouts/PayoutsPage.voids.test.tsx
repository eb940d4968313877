import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStatement, payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';

setUpPayoutsTests();

describe('PayoutsPage — a voided payment', () => {
  it('lists the void under the payment with the minus sign, the voided payment’s date and the operator’s reason', async () => {
    api.getPayoutStatement.mockResolvedValue({
      status: 'success',
      statement: makeStatement({
        payments: [
          { date: '2026-11-15', reference: 'UTR-1', amountPaise: 150_000 },
          {
            date: '2026-11-20',
            reference: 'UTR-1',
            amountPaise: -150_000,
            voidOf: { date: '2026-11-15', reason: 'Paid twice for October' },
          },
        ],
        paymentsPaise: 0,
      }),
    });
    renderPayouts();
    const payments = await screen.findByRole('table', { name: 'Payments in November 2026' });
    const [paid, voided] = within(payments).getAllByRole('row', { name: /UTR-1/ });
    expect(paid).toHaveTextContent('15 Nov 2026UTR-1₹1,500');
    expect(voided).toHaveTextContent('20 Nov 2026UTR-1Void of the payment of 15 Nov 2026: Paid twice for October-₹1,500');
    expect(within(payments).getByRole('row', { name: /Total paid/ })).toHaveTextContent('₹0');
  });
});
