import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SalesPage from './SalesPage';
import { salesApi as api, deferred, makeSales, renderAt, setNarrowScreen, setUpSalesPageTests } from '../../testing/testUtils';

setUpSalesPageTests();
afterEach(() => {
  vi.useRealTimers();
});

const lastSalesCall = () => api.getSales.mock.calls.at(-1)!;
const typeButton = (name: string) => screen.getByRole('button', { name, pressed: undefined });

async function renderLoaded(url = '/sales') {
  const utils = renderAt(SalesPage, url);
  await screen.findAllByRole('article');
  return utils;
}

describe('SalesPage — filters in the URL', { timeout: 20_000 }, () => {
  it('restores filters from the URL and sends them to both endpoints', async () => {
    await renderLoaded('/sales?types=life,health&from=2024-01-01&to=2024-12-31&client=ram');
    expect(typeButton('Life')).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton('Health')).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton('Motor')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('From date')).toHaveValue('2024-01-01');
    expect(screen.getByLabelText('To date')).toHaveValue('2024-12-31');
    expect(screen.getByLabelText('Client name')).toHaveValue('ram');
    const expected = { policyTypes: ['life', 'health'], fromDate: '2024-01-01', toDate: '2024-12-31', clientName: 'ram' };
    expect(lastSalesCall().slice(0, 3)).toEqual(['CO1', expected, { limit: 50 }]);
    expect(api.getSalesSummary).toHaveBeenLastCalledWith('CO1', expected, expect.any(AbortSignal));
    const tags = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Life', 'Health', 'From: 01 Jan 2024', 'To: 31 Dec 2024', 'Client: ram']);
  });

  it('toggles policy types (aria-pressed), writes the URL and reloads the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderLoaded();
    await user.click(typeButton('Motor'));
    expect(typeButton('Motor')).toHaveAttribute('aria-pressed', 'true');
    await user.click(typeButton('Life'));
    expect(router.state.location.search).toBe('?types=life,motor');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life', 'motor'] }));
    await user.click(typeButton('Motor'));
    expect(router.state.location.search).toBe('?types=life');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life'] }));

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2024-04-01' } });
    expect(router.state.location.search).toBe('?types=life&from=2024-04-01');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life'], fromDate: '2024-04-01' }));

    // Each change is a history entry: Back undoes the date.
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('From date')).toHaveValue('');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life'] }));
  });

  it('removes a filter with its tag, and clears all with Clear All Filters', async () => {
    const user = userEvent.setup();
    const { router } = await renderLoaded('/sales?path=CO2&types=life,motor&from=2024-01-01&client=ram');
    await user.click(screen.getByRole('button', { name: 'Remove filter Motor' }));
    expect(router.state.location.search).toBe('?path=CO2&types=life&from=2024-01-01&client=ram');
    await user.click(screen.getByRole('button', { name: 'Remove filter Client: ram' }));
    expect(router.state.location.search).toBe('?path=CO2&types=life&from=2024-01-01');
    expect(screen.getByLabelText('Client name')).toHaveValue('');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life'], fromDate: '2024-01-01' }));

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    // The member selection is not a filter: it stays.
    expect(router.state.location.search).toBe('?path=CO2');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    await waitFor(() => expect(lastSalesCall()).toEqual(['CO2', {}, { limit: 50 }, expect.any(AbortSignal)]));
  });

  it('applies the client-name search trimmed, 300 ms after the last keystroke', async () => {
    const { router } = await renderLoaded();
    const calls = api.getSales.mock.calls.length;
    vi.useFakeTimers();
    const input = screen.getByLabelText('Client name');
    fireEvent.change(input, { target: { value: ' r' } });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: ' ram ' } });
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(router.state.location.search).toBe('');
    expect(api.getSales.mock.calls.length).toBe(calls);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.search).toBe('?client=ram');
    expect(input).toHaveValue(' ram ');
    expect(api.getSales.mock.calls.length).toBe(calls + 1);
    expect(lastSalesCall()[1]).toEqual({ clientName: 'ram' });

    // Whitespace-only edits around the same name do not reload.
    fireEvent.change(input, { target: { value: 'ram' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(api.getSales.mock.calls.length).toBe(calls + 1);

    // Clearing the field removes the filter after the delay too.
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(router.state.location.search).toBe('');
  });

  it('drops a pending search when the filters are cleared meanwhile', async () => {
    const { router } = await renderLoaded('/sales?types=life');
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Client name'), { target: { value: 'ram' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Client name')).toHaveValue('');
  });

  it('never lets a stale response overwrite a newer one', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const slow = deferred<unknown>();
    const fast = deferred<unknown>();
    api.getSales.mockImplementationOnce(() => slow.promise).mockImplementationOnce(() => fast.promise);
    await user.click(typeButton('Life'));
    await user.click(typeButton('Health'));
    const [lifeSignal, healthSignal] = api.getSales.mock.calls.slice(-2).map((call) => call[3] as AbortSignal);
    expect(lifeSignal!.aborted).toBe(true);
    expect(healthSignal!.aborted).toBe(false);

    await act(async () => fast.resolve({ status: 'success', sales: makeSales(100, 2, { productName: 'Newer' }), nextCursor: null }));
    await act(async () => slow.resolve({ status: 'success', sales: makeSales(200, 5, { productName: 'Stale' }), nextCursor: 'x' }));
    expect(await screen.findAllByRole('heading', { name: 'Newer' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Stale' })).not.toBeInTheDocument();
  });

  it('on a narrow screen puts the filters behind a Filters button with a count badge, applied on Apply Filters', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    const { router } = await renderLoaded('/sales?types=life&client=ram');
    expect(screen.queryByLabelText('Client name')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveTextContent('2');

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const calls = api.getSales.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Health' }));
    await user.clear(within(dialog).getByLabelText('Client name'));
    await user.type(within(dialog).getByLabelText('Client name'), '  sita ');
    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2024-06-30' } });
    // Nothing applies until Apply Filters.
    expect(router.state.location.search).toBe('?types=life&client=ram');
    expect(api.getSales.mock.calls.length).toBe(calls);

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?types=life,health&to=2024-06-30&client=sita');
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ policyTypes: ['life', 'health'], toDate: '2024-06-30', clientName: 'sita' }));
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('4');

    // Closing without applying discards the draft.
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Loan' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?types=life,health&to=2024-06-30&client=sita');
  });
  it('says inline that a "to" date before the "from" date is wrong, and asks the server for nothing until it is put right', async () => {
    const { router } = await renderLoaded();
    const calls = { list: api.getSales.mock.calls.length, totals: api.getSalesSummary.mock.calls.length };
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2024-06-01' } });
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ fromDate: '2024-06-01' }));
    calls.list = api.getSales.mock.calls.length;
    calls.totals = api.getSalesSummary.mock.calls.length;

    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2024-05-31' } });
    const to = screen.getByLabelText('To date');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('From date must be on or before To date');
    expect(screen.getByRole('alert')).toHaveTextContent('From date must be on or before To date');
    // The range stays in the URL as typed, but nothing is sent, and no failure is shown.
    expect(router.state.location.search).toBe('?from=2024-06-01&to=2024-05-31');
    expect(api.getSales.mock.calls.length).toBe(calls.list);
    expect(api.getSalesSummary.mock.calls.length).toBe(calls.totals);
    expect(screen.queryByText('Failed to fetch sales data')).not.toBeInTheDocument();
    expect(screen.queryByText('Totals unavailable.')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    fireEvent.change(to, { target: { value: '2024-06-30' } });
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(lastSalesCall()[1]).toEqual({ fromDate: '2024-06-01', toDate: '2024-06-30' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('a bookmarked URL with the dates the wrong way round says why and sends nothing', async () => {
    renderAt(SalesPage, '/sales?from=2024-06-01&to=2024-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('From date must be on or before To date');
    expect(api.getSales).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ toDate: '2024-01-01' }),
      expect.anything(),
      expect.anything(),
    );
    expect(api.getSalesSummary).not.toHaveBeenCalled();
  });

  it('on a narrow screen keeps a wrong range in the sheet, the "to" date focused, until it is put right', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    const { router } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(dialog).getByLabelText('From date'), { target: { value: '2024-06-01' } });
    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2024-01-01' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('From date must be on or before To date');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('To date')).toHaveFocus();
    expect(router.state.location.search).toBe('');

    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2024-07-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(router.state.location.search).toBe('?from=2024-06-01&to=2024-07-01');
  });
});
