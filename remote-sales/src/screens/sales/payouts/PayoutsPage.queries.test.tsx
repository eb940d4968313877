import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStatement, payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';
import { makeDetail, pdfFile } from '../../../testing/queriesTestUtils';

setUpPayoutsTests();

/** The test statement, its lines and payment carrying their ledger entries as the API sends them. */
function statementWithEntries(coCode = 'CO1', name = 'Asha') {
  const statement = makeStatement({ member: { coCode, name, panMasked: 'ABXXXXX34F' } });
  return makeStatement({
    member: statement.member,
    lines: statement.lines.map((line, index) => ({ ...line, entryId: 501 + index })),
    payments: statement.payments.map((payment) => ({ ...payment, entryId: 601 })),
    adjustments: [],
  });
}

describe('PayoutsPage — questioning the statement', () => {
  it('says a policy is missing from under the lines of the member’s own statement', async () => {
    const user = userEvent.setup();
    api.getPayoutStatement.mockResolvedValue({ status: 'success', statement: statementWithEntries() });
    renderPayouts();
    await user.click(await screen.findByRole('button', { name: 'A policy I sold is missing' }));
    const dialog = screen.getByRole('dialog', { name: 'A policy I sold is missing' });
    expect(within(dialog).getByRole('textbox', { name: 'Policy number' })).toHaveFocus();
  });

  it('raises a query from a line: the line is carried as its subject, the message and a PDF go with it', async () => {
    const user = userEvent.setup();
    api.getPayoutStatement.mockResolvedValue({ status: 'success', statement: statementWithEntries() });
    api.raiseQuery.mockResolvedValue({ status: 'success', query: makeDetail({ id: 12, number: 'Q-000012' }) });
    renderPayouts();
    const lines = await screen.findByRole('table', { name: 'Policies in November 2026' });
    await user.click(within(lines).getByRole('button', { name: 'Question this line: policy POL-1 (Ravi Kumar, 03 Nov 2026)' }));

    const dialog = screen.getByRole('dialog', { name: 'Question this line' });
    expect(dialog).toHaveAccessibleDescription('About: Policy POL-1 (Motor Secure): ₹2,500.50 on 03 Nov 2026');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('wrong_amount');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'The pay out should be ₹3,000.');
    await user.upload(within(dialog).getByLabelText('Attach files'), pdfFile('schedule.pdf'));
    expect(await within(dialog).findByRole('list', { name: 'Files to send' })).toHaveTextContent('schedule.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));

    await waitFor(() => expect(api.raiseQuery).toHaveBeenCalledTimes(1));
    const [coCode, body] = api.raiseQuery.mock.calls[0]!;
    expect(coCode).toBe('CO1');
    expect(body).toEqual({
      type: 'wrong_amount',
      subject: { kind: 'line', entryId: 501 },
      message: 'The pay out should be ₹3,000.',
      attachments: [{ fileName: 'schedule.pdf', contentBase64: btoa('%PDF-1.7\n') }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Query Q-000012 sent\. We answer within 14 days\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open query Q-000012' })).toHaveAttribute('href', '/sales/queries?query=12');
  });

  it('raises a query about a payment, as a missing payment when chosen', async () => {
    const user = userEvent.setup();
    api.getPayoutStatement.mockResolvedValue({ status: 'success', statement: statementWithEntries() });
    api.raiseQuery.mockResolvedValue({ status: 'success', query: makeDetail({ id: 13, number: 'Q-000013' }) });
    renderPayouts();
    const payments = await screen.findByRole('table', { name: 'Payments in November 2026' });
    await user.click(within(payments).getByRole('button', { name: 'Question this payment: UTR-998877 of 15 Nov 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Question this payment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Missing payment');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Not in my bank account.');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    await waitFor(() =>
      expect(api.raiseQuery).toHaveBeenCalledWith(
        'CO1',
        {
          type: 'missing_payment',
          subject: { kind: 'payment', entryId: 601 },
          message: 'Not in my bank account.',
          attachments: [],
        },
        expect.any(Function),
      ),
    );
  });

  it('offers no question on a team member’s statement: the agent acts on their own only', async () => {
    api.getPayoutStatement.mockImplementation(async (coCode: string) => ({
      status: 'success',
      statement: statementWithEntries(coCode, 'Bina'),
    }));
    renderPayouts('/sales/payouts?path=CO2');
    await screen.findByRole('heading', { name: 'Statement of Bina (CO2)' });
    await screen.findByRole('table', { name: 'Policies in November 2026' });
    expect(screen.queryByRole('button', { name: /Question this/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'A policy I sold is missing' })).not.toBeInTheDocument();
  });

  it('shows an accepted query’s adjustment as a line of the statement, with the query’s number', async () => {
    api.getPayoutStatement.mockResolvedValue({
      status: 'success',
      statement: makeStatement({
        adjustments: [
          { entryId: 900, date: '2026-11-22', queryNumber: 'Q-000004', amountPaise: 75_000, reason: 'Missing policy POL-88 added' },
        ],
      }),
    });
    renderPayouts();
    const lines = await screen.findByRole('table', { name: 'Policies in November 2026' });
    const row = within(lines).getByRole('row', { name: /Q-000004/ });
    expect(row).toHaveTextContent('22 Nov 2026Q-000004AdjustmentPayout query Q-000004: Missing policy POL-88 added₹750');
  });
});
