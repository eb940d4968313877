import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';

setUpPayoutsTests();

const statementCalls = () => api.getPayoutStatement.mock.calls.map(([coCode, month]) => [coCode, month]);
const taxCalls = () => api.getTaxSummary.mock.calls.map(([coCode, fy]) => [coCode, fy]);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('PayoutsPage — month and financial year', () => {
  it('offers this month (so far) and earlier months, never a later one', async () => {
    renderPayouts();
    const month = await screen.findByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue('2026-11');
    expect(month).toHaveAccessibleDescription('This month is not over: its statement so far.');
    const options = optionTexts(month);
    expect(options.slice(0, 3)).toEqual(['November 2026 (so far)', 'October 2026', 'September 2026']);
    expect(options).toHaveLength(24);
    expect(options).not.toContain('December 2026');
  });

  it('asks for the chosen month and puts it in the URL, beside the drill-down’s keys', async () => {
    const user = userEvent.setup();
    const { search } = renderPayouts('/sales/payouts?path=CO2');
    await waitFor(() => expect(statementCalls()).toEqual([['CO2', undefined]]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Month' }), 'September 2026');
    expect(search().get('month')).toBe('2026-09');
    expect(search().get('path')).toBe('CO2');
    await waitFor(() => expect(statementCalls().at(-1)).toEqual(['CO2', '2026-09']));
    expect(await screen.findByRole('table', { name: 'Policies in September 2026' })).toBeInTheDocument();
    expect(screen.queryByTestId('statement-so-far')).not.toBeInTheDocument();

    // Back to this month: the URL without a month, which always opens the latest.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'November 2026 (so far)');
    expect(search().has('month')).toBe(false);
    await waitFor(() => expect(statementCalls().at(-1)).toEqual(['CO2', undefined]));
  });

  it('opens the month of a bookmarked URL, and ignores a future one', async () => {
    const first = renderPayouts('/sales/payouts?month=2023-03');
    const month = await screen.findByRole('combobox', { name: 'Month' });
    // Older than the months offered: offered too, last.
    expect(month).toHaveValue('2023-03');
    expect(optionTexts(month).at(-1)).toBe('March 2023');
    await waitFor(() => expect(statementCalls()).toEqual([['CO1', '2023-03']]));
    first.unmount();

    api.getPayoutStatement.mockClear();
    renderPayouts('/sales/payouts?month=2026-12');
    expect(await screen.findByRole('combobox', { name: 'Month' })).toHaveValue('2026-11');
    await waitFor(() => expect(statementCalls()).toEqual([['CO1', undefined]]));
  });

  it('shows the tax summary of the current financial year by quarter, and of a chosen earlier one', async () => {
    const user = userEvent.setup();
    const { search } = renderPayouts();
    const table = await screen.findByRole('table', { name: 'Gross commission and TDS by quarter, FY 2026-27' });
    expect(taxCalls()).toEqual([['CO1', '2026-27']]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Q1 (April – June)₹8,000₹0',
      'Q2 (July – September)₹16,000₹480',
      'Q3 (October – December)₹12,000₹240',
      'Q4 (January – March)₹0₹0',
      'Total₹36,000₹720',
    ]);
    expect(screen.getByText(/FY 2026-27 \(April 2026 – March 2027\), so far \(to 24 Nov 2026\)/)).toBeInTheDocument();

    const year = screen.getByRole('combobox', { name: 'Financial year' });
    expect(optionTexts(year)).toEqual(['FY 2026-27 (so far)', 'FY 2025-26', 'FY 2024-25', 'FY 2023-24', 'FY 2022-23', 'FY 2021-22']);
    await user.selectOptions(year, 'FY 2024-25');
    expect(search().get('fy')).toBe('2024-25');
    expect(await screen.findByRole('table', { name: 'Gross commission and TDS by quarter, FY 2024-25' })).toBeInTheDocument();
    expect(taxCalls().at(-1)).toEqual(['CO1', '2024-25']);
  });

  it('shows a tax summary failure with Try again', async () => {
    api.getTaxSummary.mockRejectedValueOnce(new Error('Could not reach the server.'));
    const user = userEvent.setup();
    renderPayouts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tax summary for FY 2026-27: Could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /FY 2026-27/ })).toBeInTheDocument();
  });
});
