import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyStatement, payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';

setUpPayoutsTests();

const statementCalls = () => api.getPayoutStatement.mock.calls.map(([coCode, month]) => [coCode, month]);

describe('PayoutsPage — the statement', () => {
  it('shows the top member’s statement of this month so far, every number of the answer', async () => {
    renderPayouts();
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(await screen.findByTestId('net-payable')).toHaveTextContent('₹1,300.50');
    expect(statementCalls()).toEqual([['CO1', undefined]]);

    expect(screen.getByRole('heading', { level: 2, name: 'Statement of Asha (CO1)' })).toBeInTheDocument();
    expect(screen.getByTestId('statement-so-far')).toHaveTextContent(
      'November 2026 is not over: this is the statement so far, to 24 Nov 2026.',
    );
    expect(screen.getByTestId('opening-balance')).toHaveTextContent('₹1,500');
    expect(screen.getByTestId('gross')).toHaveTextContent('₹1,300.50');
    expect(screen.getByTestId('tds')).toHaveTextContent('₹0');
    expect(screen.getByTestId('payments-total')).toHaveTextContent('₹1,000');
    expect(screen.getByTestId('closing-balance')).toHaveTextContent('₹1,800.50');
    expect(screen.getByTestId('net-payable').previousElementSibling).toHaveTextContent(/^Net payable$/);
    expect(screen.getByTestId('payments-total').previousElementSibling).toHaveTextContent(/^Paid to you$/);

    const lines = screen.getByRole('table', { name: 'Policies in November 2026' });
    const [earned, reversed] = within(lines).getAllByRole('row').slice(1);
    expect(earned).toHaveTextContent(/03 Nov 2026\s*POL-1\s*Ravi Kumar\s*Motor Secure\s*₹15,000\s*₹2,500.50/);
    expect(earned).not.toHaveTextContent('Clawback');
    // A clawback says so in words and with a minus sign, not by colour alone.
    expect(within(reversed!).getByRole('rowheader')).toHaveTextContent('POL-7Clawback');
    expect(reversed).toHaveTextContent('-₹1,200');
    expect(within(lines).getByRole('row', { name: /Gross commission/ })).toHaveTextContent('₹1,300.50');

    const payments = screen.getByRole('table', { name: 'Payments in November 2026' });
    expect(within(payments).getByRole('row', { name: /UTR-998877/ })).toHaveTextContent('15 Nov 2026UTR-998877₹1,000');

    expect(screen.getByTestId('statement-tds')).toHaveTextContent('No TDS yet: ₹12,000 of ₹20,000 this financial year.');
    expect(screen.getByTestId('statement-tds')).toHaveTextContent('Rate 2%, with a PAN on file (ABXXXXX34F).');
    // Said in the page's live region.
    expect(screen.getByText('Showing the statement of Asha for November 2026 so far.')).toHaveAttribute('role', 'status');
  });

  it('explains TDS once the year is over the threshold, and the higher rate without a PAN', async () => {
    api.getPayoutStatement.mockResolvedValue({
      status: 'success',
      statement: {
        ...emptyStatement('2026-11'),
        member: { coCode: 'CO1', name: 'Asha', panMasked: null },
        openingBalancePaise: 10_000,
        closingBalancePaise: 10_000,
        tds: {
          section: '194D',
          fy: '2026-27',
          ratePercent: 20,
          thresholdPaise: 2_000_000,
          fyToDateGrossPaise: 2_500_000,
          deductedPaise: 500_000,
          withPan: false,
        },
      },
    });
    renderPayouts();
    const tds = await screen.findByTestId('statement-tds');
    expect(tds).toHaveTextContent('TDS applies: ₹25,000 this financial year is over the ₹20,000 threshold');
    expect(tds).toHaveTextContent('₹5,000 deducted in November 2026.');
    expect(tds).toHaveTextContent('Rate 20%, because no PAN is on file for Asha.');
  });

  it('says there are no payouts in an empty month', async () => {
    api.getPayoutStatement.mockResolvedValue({ status: 'success', statement: emptyStatement('2026-11') });
    renderPayouts();
    expect(await screen.findByText('No payouts in November 2026.')).toBeInTheDocument();
    expect(screen.queryByTestId('net-payable')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Policies/ })).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which asks again', async () => {
    api.getPayoutStatement.mockRejectedValueOnce(new Error('The server is not answering.'));
    const user = userEvent.setup();
    renderPayouts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the statement for November 2026: The server is not answering.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('net-payable')).toHaveTextContent('₹1,300.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.getPayoutStatement).toHaveBeenCalledTimes(2);
  });

  it('lists each direct child’s own book, the name a link down to that member with the month kept', async () => {
    const user = userEvent.setup();
    const { search } = renderPayouts('/sales/payouts?month=2026-09');
    const team = await screen.findByRole('table', { name: 'Your direct team’s own books in September 2026' });
    const bina = within(team).getByRole('row', { name: /Bina/ });
    expect(bina).toHaveTextContent('Bina (CO2)12₹50,000-₹250₹500₹50,250');

    // Bina has a team: she opens as the drill-down's path; Chetan has none: he is a selected member.
    await waitFor(() =>
      expect(within(team).getByRole('link', { name: 'Chetan' })).toHaveAttribute('href', '/sales/payouts?month=2026-09&member=CO3'),
    );
    await user.click(within(team).getByRole('link', { name: 'Bina' }));
    expect(search().get('path')).toBe('CO2');
    expect(search().get('month')).toBe('2026-09');
    await waitFor(() => expect(statementCalls().at(-1)).toEqual(['CO2', '2026-09']));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Statement of Bina (CO2)' });
    // The link is gone with the old statement: focus waits on the new statement's heading.
    expect(heading).toHaveFocus();
    // A team member's statement is not the viewer's: their payments went to the member.
    await waitFor(() => expect(screen.getByTestId('payments-total').previousElementSibling).toHaveTextContent(/^Paid to the member$/));
  });
});
