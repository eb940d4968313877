import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  deferred,
  emptyInsights,
  insightsApi as api,
  makeInsights,
  renderInsights,
  setUpInsightsTests,
} from '../../../testing/insightsTestUtils';

setUpInsightsTests();

const PERIOD = 'December 2025 to November 2026';
const table = (title: string) => screen.getByRole('table', { name: `${title}, ${PERIOD}` });
/** Each row's cells (headers included), as text. */
const rowCells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const card = (title: string) => screen.getByRole('region', { name: title });

/** Captures what a CSV download saves: the blob's text and the link's file name. */
function captureDownloads() {
  const saved: { text: Promise<string>; fileName: string }[] = [];
  let blob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:insights')), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    // Decoded keeping a byte-order mark, which Blob.text() would drop.
    saved.push({
      text: blob!.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
      fileName: this.download,
    });
  });
  return saved;
}

describe('InsightsPage', () => {
  it('shows the top member’s 12 months with every number of the answer in each chart’s table', async () => {
    renderInsights();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(await screen.findByTestId('insights-summary')).toHaveTextContent(
      `Asha (CO1) and their team, ${PERIOD}: 6 policies, net premium ₹1,26,950.49, pay out ₹15,234.07.`,
    );
    expect(api.getInsights).toHaveBeenCalledWith('CO1', expect.any(AbortSignal));

    const months = table('Premium and pay out by month');
    const monthRows = rowCells(months);
    expect(monthRows[0]).toEqual(['Month', 'Policies', 'Net premium (₹)', 'Pay out (₹)']);
    expect(monthRows).toHaveLength(1 + 12 + 1);
    expect(monthRows[1]).toEqual(['Dec 2025', '0', '0', '0']);
    expect(monthRows[2]).toEqual(['Jan 2026', '2', '1,23,450.50', '14,814.06']);
    expect(monthRows[7]).toEqual(['Jun 2026', '1', '2,500', '300']);
    expect(monthRows[12]).toEqual(['Nov 2026', '3', '999.99', '120.01']);
    expect(monthRows[13]).toEqual(['Total', '6', '1,26,950.49', '15,234.07']);

    expect(rowCells(table('Premium by policy type')).slice(1)).toEqual([
      ['Motor', '4', '1,24,450.49', '14,934.07'],
      ['Health', '2', '2,500', '300'],
    ]);
    expect(rowCells(table('Premium by insurer'))).toEqual([
      ['Insurer', 'Policies', 'Net premium (₹)', 'Pay out (₹)'],
      ['Acme General', '5', '1,26,000', '15,120'],
      ['=Shady, "Quoted" Insurer', '1', '950.49', '114.07'],
    ]);
    expect(rowCells(table('Top 10 team members by premium')).slice(1)).toEqual([
      ['Bina (CO2)', '4', '1,24,000', '14,880'],
      ['Chetan (CO3)', '1', '450.49', '54.07'],
    ]);

    // Each chart draws one bar group per row of its table.
    expect(within(card('Premium and pay out by month')).getAllByTestId('chart-bar-group')).toHaveLength(12);
    expect(within(card('Premium by insurer')).getAllByTestId('chart-bar-group')).toHaveLength(2);
  });

  it('shows a chart’s table on screen instead of the chart, and back', async () => {
    const user = userEvent.setup();
    renderInsights();
    const insurers = await screen.findByRole('region', { name: 'Premium by insurer' });
    expect(within(insurers).getAllByTestId('chart-bar-group')).toHaveLength(2);
    await user.click(within(insurers).getByRole('button', { name: 'Show table: Premium by insurer' }));
    expect(within(insurers).queryByTestId('chart-bar-group')).not.toBeInTheDocument();
    expect(within(insurers).getByRole('table')).toBeInTheDocument();
    await user.click(within(insurers).getByRole('button', { name: 'Show chart: Premium by insurer' }));
    expect(within(insurers).getAllByTestId('chart-bar-group')).toHaveLength(2);
    // The other charts keep theirs.
    expect(within(card('Premium by policy type')).getAllByTestId('chart-bar-group')).toHaveLength(2);
  });

  it('downloads each chart’s numbers as CSV: en-IN rupees, paise only when not zero, a clear file name', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    renderInsights();
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Premium and pay out by month' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV: Premium by insurer' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV: Top 10 team members by premium' }));

    expect(saved.map((s) => s.fileName)).toEqual([
      'insights-CO1-by-month-2025-12-to-2026-11.csv',
      'insights-CO1-by-insurer-2025-12-to-2026-11.csv',
      'insights-CO1-top-team-2025-12-to-2026-11.csv',
    ]);
    const [months, insurers, team] = await Promise.all(saved.map((s) => s.text));
    // A byte-order mark first, so that spreadsheets read the ₹ as UTF-8.
    expect(months!.startsWith('\uFEFF')).toBe(true);
    const lines = months!.slice(1).split('\r\n');
    expect(lines[0]).toBe('Month,Policies,Net premium (₹),Pay out (₹)');
    expect(lines[1]).toBe('Dec 2025,0,0,0');
    expect(lines[2]).toBe('Jan 2026,2,"1,23,450.50","14,814.06"');
    expect(lines[13]).toBe('Total,6,"1,26,950.49","15,234.07"');
    expect(lines).toHaveLength(15);
    expect(insurers!.slice(1)).toBe(
      'Insurer,Policies,Net premium (₹),Pay out (₹)\r\nAcme General,5,"1,26,000","15,120"\r\n"\'=Shady, ""Quoted"" Insurer",1,950.49,114.07\r\n',
    );
    expect(team!.slice(1).split('\r\n')[1]).toBe('Bina (CO2),4,"1,24,000","14,880"');
  });

  it('says when nothing was sold in the 12 months', async () => {
    api.getInsights.mockResolvedValue(emptyInsights());
    renderInsights();
    expect(await screen.findByText('No sales in the last 12 months')).toBeInTheDocument();
    expect(screen.getByText(`Nothing sold by Asha (CO1) and their team from ${PERIOD}.`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it('a chart without rows says so (a member without a team), the others draw', async () => {
    api.getInsights.mockResolvedValue(makeInsights({ childCount: 0, topChildren: [] }));
    renderInsights();
    const team = await screen.findByRole('region', { name: 'Top 10 team members by premium' });
    expect(team).toHaveTextContent('No team members below this member.');
    expect(within(team).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('insights-summary')).toHaveTextContent(/^Asha \(CO1\), December 2025/);
    expect(table('Premium by insurer')).toBeInTheDocument();
  });

  it('shows loading, then a failure with Try again, which asks again', async () => {
    const user = userEvent.setup();
    const first = deferred<never>();
    const unreachable = new ApiError('network', 'Unable to reach the server. Please check your connection.');
    // A network failure is tried once more on its own before the page says so.
    api.getInsights.mockReturnValueOnce(first.promise).mockRejectedValueOnce(unreachable);
    renderInsights();
    expect(await screen.findByText('Loading insights...')).toBeInTheDocument();
    // The page shows loading while it still resolves the member, before it asks for insights.
    await waitFor(() => expect(api.getInsights).toHaveBeenCalledTimes(1));
    first.reject(unreachable);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Insights could not be loaded. Unable to reach the server. Please check your connection.');
    expect(api.getInsights).toHaveBeenCalledTimes(2);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insights-summary')).toHaveTextContent('6 policies');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.getInsights).toHaveBeenCalledTimes(3);
  });

  it('follows the member drill-down: a team member’s insights, from the panel and from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderInsights();
    await screen.findByTestId('insights-summary');
    await user.click(await within(screen.getByRole('region', { name: 'Your team' })).findByRole('button', { name: /Bina/ }));
    await waitFor(() => expect(api.getInsights).toHaveBeenLastCalledWith('CO2', expect.any(AbortSignal)));
    expect(await screen.findByTestId('insights-summary')).toHaveTextContent(/^Bina \(CO2\) and their team/);
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe('CO2');
  });

  it('opens on the member of the URL', async () => {
    renderInsights('/sales/insights?path=CO2&member=CO5');
    expect(await screen.findByTestId('insights-summary')).toHaveTextContent(/^Esha \(CO5\), /);
    expect(api.getInsights.mock.calls.map(([code]) => code)).toEqual(['CO5']);
  });
});
