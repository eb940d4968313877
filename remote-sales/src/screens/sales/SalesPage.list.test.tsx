import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SalesPage from './SalesPage';
import { BLOCK_SIZE } from '../../features/sales';
import { salesApi as api, deferred, makeSales, renderAt, reveal, setUpSalesPageTests } from '../../testing/testUtils';
import { createApiClient, getConfig } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { salesFilterQuery, type SalesFilters } from '../../features/sales-area';

const getIdToken = vi.hoisted(() => vi.fn());

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  getIdToken,
}));

setUpSalesPageTests();
beforeEach(() => {
  getIdToken.mockResolvedValue('test-token');
  // The export is fetched for real (the tests below look at the request): through the client, with the
  // token of the mocked sign-in.
  const client = createApiClient({ baseUrl: () => getConfig().apiBaseUrl, getToken: getIdToken });
  api.exportSales.mockImplementation((coCode: string, filters: SalesFilters, signal?: AbortSignal) =>
    client.call(endpoints.sales.salesExport, { params: { coCode }, query: salesFilterQuery(filters), ...(signal ? { signal } : {}) }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sentinel = () => document.querySelector('[data-sales-sentinel]');
/** Counting cards by selector: role queries over hundreds of cards are slow in jsdom. */
const cardCount = () => document.querySelectorAll('article').length;

describe('SalesPage — the policy list', { timeout: 20_000 }, () => {
  it('shows a loading overlay, then the summary above the grid', async () => {
    const summary = deferred<unknown>();
    api.getSalesSummary.mockReturnValue(summary.promise);
    const page = deferred<unknown>();
    api.getSales.mockReturnValue(page.promise);
    renderAt(SalesPage);
    await waitFor(() => expect(screen.getByText('Loading sales...')).toBeInTheDocument());
    // Said from outside anything busy: the skeleton cards are the busy part.
    const status = screen.getByText('Loading sales...').closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status!.closest('[aria-busy="true"]')).toBeNull();
    const busy = status!.parentElement!.querySelectorAll(':scope > [aria-busy="true"]');
    expect(busy).toHaveLength(1);
    expect(busy[0]!.querySelectorAll('[data-testid="policy-card-skeleton"]').length).toBeGreaterThan(0);

    await act(async () => page.resolve({ status: 'success', sales: makeSales(1, 3), nextCursor: 'c2' }));
    await act(async () => summary.resolve({ status: 'success', summary: { count: 123456, netPremium: '98765432.1', payOut: '1500000' } }));
    // The query cache tells the screen in its next task.
    await waitFor(() => expect(screen.queryByText('Loading sales...')).not.toBeInTheDocument());
    const totals = screen.getByLabelText('Sales summary');
    expect(within(totals).getByText('Policies').nextElementSibling).toHaveTextContent('1,23,456');
    expect(within(totals).getByText('Total Net Premium').nextElementSibling).toHaveTextContent('₹9,87,65,432.10');
    expect(within(totals).getByText('Total Pay Out').nextElementSibling).toHaveTextContent('₹15,00,000');
    expect(screen.getByText('Showing 3 of 1,23,456')).toBeInTheDocument();
    expect(cardCount()).toBe(3);
  });

  it('asks for the next cursor when the end of the list scrolls into view, until there is none', async () => {
    api.getSales
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(1, 50), nextCursor: 'cursor-2' })
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(51, 50), nextCursor: 'cursor-3' })
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(101, 7), nextCursor: null });
    renderAt(SalesPage, '/sales?types=motor');
    await waitFor(() => expect(cardCount()).toBe(50));
    expect(api.getSales).toHaveBeenCalledTimes(1);
    expect(api.getSales.mock.calls[0]!.slice(0, 3)).toEqual(['CO1', { policyTypes: ['motor'] }, { limit: 50 }]);

    await reveal(sentinel()!);
    await waitFor(() => expect(cardCount()).toBe(100));
    expect(api.getSales.mock.calls[1]!.slice(0, 3)).toEqual(['CO1', { policyTypes: ['motor'] }, { cursor: 'cursor-2', limit: 50 }]);

    await reveal(sentinel()!);
    await waitFor(() => expect(cardCount()).toBe(107));
    expect(api.getSales.mock.calls[2]![2]).toEqual({ cursor: 'cursor-3', limit: 50 });
    expect(sentinel()).toBeNull();
    expect(api.getSales).toHaveBeenCalledTimes(3);
  });

  it('keeps the DOM bounded: a block far off screen becomes an empty box of its height, and comes back', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(4000);
    api.getSales.mockResolvedValueOnce({ status: 'success', sales: makeSales(1, 100), nextCursor: null });
    renderAt(SalesPage);
    await waitFor(() => expect(cardCount()).toBe(100));
    const firstBlock = document.getElementById('policy-S1')!.closest('article')!.parentElement!;
    await reveal(firstBlock, false);
    expect(cardCount()).toBe(100 - BLOCK_SIZE);
    expect(document.getElementById('policy-S1')).toBeNull();
    expect(document.getElementById('policy-S49')).not.toBeNull();
    expect(firstBlock).toHaveStyle({ height: '4000px' });
    await reveal(firstBlock, true);
    expect(cardCount()).toBe(100);
  });

  it("shows 'Failed to fetch sales data' when the list cannot be loaded", async () => {
    api.getSales.mockRejectedValue(new Error('The server had a problem. Please try again later.'));
    renderAt(SalesPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch sales data');
    expect(alert).toHaveTextContent('The server had a problem');
    expect(screen.queryByText(/No policies/)).not.toBeInTheDocument();
  });

  it('a failed first page (and its totals) can be tried again without changing anything', async () => {
    const user = userEvent.setup();
    api.getSales
      .mockRejectedValueOnce(new Error('Could not reach the server. Please check your connection and try again.'))
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(1, 3), nextCursor: null });
    api.getSalesSummary
      .mockRejectedValueOnce(new Error('Could not reach the server. Please check your connection and try again.'))
      .mockResolvedValueOnce({ status: 'success', summary: { count: 3, netPremium: '450000', payOut: '3703.5' } });
    renderAt(SalesPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch sales data');
    expect(screen.getByText('Totals unavailable.')).toBeInTheDocument();
    expect(cardCount()).toBe(0);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardCount()).toBe(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Sales summary')).toBeInTheDocument();
    expect(api.getSales).toHaveBeenCalledTimes(2);
    expect(api.getSales.mock.calls[1]![0]).toBe(api.getSales.mock.calls[0]![0]);
  });

  it('keeps what is listed when a later page fails, and can try again', async () => {
    const user = userEvent.setup();
    api.getSales
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(1, 50), nextCursor: 'c2' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ status: 'success', sales: makeSales(51, 2), nextCursor: null });
    renderAt(SalesPage);
    await waitFor(() => expect(cardCount()).toBe(50));
    await reveal(sentinel()!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch sales data');
    expect(cardCount()).toBe(50);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardCount()).toBe(52));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no policies match the filters', async () => {
    api.getSales.mockResolvedValue({ status: 'success', sales: [], nextCursor: null });
    api.getSalesSummary.mockResolvedValue({ status: 'success', summary: { count: 0, netPremium: '0', payOut: '0' } });
    renderAt(SalesPage, '/sales?types=loan');
    expect(await screen.findByText('No policies match the current filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the member has no policies at all', async () => {
    api.getSales.mockResolvedValue({ status: 'success', sales: [], nextCursor: null });
    renderAt(SalesPage);
    expect(await screen.findByText(/No policies have been sold/)).toBeInTheDocument();
  });

  it("'View Policy' opens a blank tab at once, then points it at the PDF's blob URL", async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { href: '' }, document: { title: '', body: { textContent: '' } } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const pdf = deferred<Blob>();
    api.downloadPolicy.mockReturnValue(pdf.promise);
    renderAt(SalesPage);
    const card = await screen.findByRole('article', { name: 'Product 2' });
    await user.click(within(card).getByRole('button', { name: /View Policy/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.downloadPolicy).toHaveBeenCalledWith('CO1', 'POL-2');
    expect(within(card).getByRole('button', { name: /View Policy/ })).toBeDisabled();
    await act(async () => pdf.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    expect(tab.location.href).toBe('blob:http://localhost/pdf-1');
    expect(open.mock.calls.flat().join(' ')).not.toContain('token');
    expect(within(card).getByRole('button', { name: /View Policy/ })).toBeEnabled();
  });

  it('closes the tab and shows an error when the PDF cannot be fetched', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, closed: false, close: vi.fn(), location: { href: '' }, document: { title: '', body: {} } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    api.downloadPolicy.mockRejectedValue(new Error('You do not have access to this information.'));
    renderAt(SalesPage);
    const card = await screen.findByRole('article', { name: 'Product 1' });
    await user.click(within(card).getByRole('button', { name: /View Policy/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open policy POL-1: You do not have access to this information.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it("'Export CSV' fetches the filtered export with the bearer token in a header and saves it", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:csv');
      expect(this.download).toMatch(/^sales-CO2-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    renderAt(SalesPage, '/sales?path=CO2&types=life,motor&client=ram');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/sales/export/CO2?policyTypes=life%2Cmotor&clientName=ram');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer test-token' });
  });

  it('shows the reason when the export fails', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Export limit reached' }), { status: 429 })),
    );
    renderAt(SalesPage);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed: Export limit reached');
  });

  it('says the server cannot be reached when the ID token cannot be refreshed (not the SDK’s text)', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    getIdToken.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' }),
    );
    renderAt(SalesPage);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export failed: Could not reach the server. Please check your connection and try again.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Firebase');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the PDF as a download when the browser blocks the new tab', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    api.downloadPolicy.mockResolvedValue(new Blob(['%PDF']));
    renderAt(SalesPage);
    const card = await screen.findByRole('article', { name: 'Product 3' });
    await user.click(within(card).getByRole('button', { name: /View Policy/ }));
    await waitFor(() => expect(saved).toEqual(['blob:pdf policy-POL-3.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists policies when only the totals fail, and can ask for the totals again', async () => {
    const user = userEvent.setup();
    api.getSalesSummary.mockRejectedValue(new Error('down'));
    renderAt(SalesPage);
    const note = await screen.findByText('Totals unavailable.');
    expect(cardCount()).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    api.getSalesSummary.mockResolvedValue({ status: 'success', summary: { count: 3, netPremium: '450000', payOut: '3703.5' } });
    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Sales summary')).toBeInTheDocument();
    expect(screen.queryByText('Totals unavailable.')).not.toBeInTheDocument();
    expect(api.getSales).toHaveBeenCalledTimes(1);
  });
});
