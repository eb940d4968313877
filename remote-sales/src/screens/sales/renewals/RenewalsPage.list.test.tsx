import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import RenewalsPage from './RenewalsPage';
import { COUNTS, makeRenewal, renewalsAnswer } from '../../../testing/renewalsTestData';
import { salesApi as api, renderAt, setUpSalesPageTests } from '../../../testing/testUtils';

setUpSalesPageTests();

const ROUTE = '/sales/renewals';
const open = (url = ROUTE) => renderAt(RenewalsPage, url, ROUTE);
const chips = () => within(screen.getByRole('group', { name: 'Due within' }));
const rows = () => screen.queryAllByRole('article');

beforeEach(() => {
  api.getRenewals.mockResolvedValue(renewalsAnswer([makeRenewal(-5), makeRenewal(0), makeRenewal(1), makeRenewal(12)]));
});

describe('RenewalsPage — the list', { timeout: 20_000 }, () => {
  it('shows the tabs with Renewals current, and the top member’s renewals for 30 days by default', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Renewals' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Sales sections' }));
    expect(tabs.getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(api.getRenewals).toHaveBeenCalledWith('CO1', 30, { policyTypes: [] }, { limit: 50 }, expect.anything());
    // The count is in a live region, announced when it changes.
    expect(screen.getByText(/4 policies due in the next 30 days, and 1 policy lapsed/)).toHaveAttribute('role', 'status');
  });

  it('shows each window’s count on its chip, the current one pressed', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(chips().getByRole('button', { name: '7 days 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(chips().getByRole('button', { name: '15 days 3' })).toBeInTheDocument();
    expect(chips().getByRole('button', { name: '30 days 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips().getByRole('button', { name: '60 days 6' })).toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'Lapsed 1' })).toBeInTheDocument();
  });

  it('puts the chosen window in the URL and asks for it; a bookmarked window is restored', async () => {
    const user = userEvent.setup();
    const { search } = open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(chips().getByRole('button', { name: /^7 days/ }));
    expect(search().get('within')).toBe('7');
    await waitFor(() => expect(api.getRenewals).toHaveBeenLastCalledWith('CO1', 7, { policyTypes: [] }, { limit: 50 }, expect.anything()));
    expect(chips().getByRole('button', { name: /^7 days/ })).toHaveAttribute('aria-pressed', 'true');
    // The counts stay on the chips while the other window loads.
    expect(chips().getByRole('button', { name: '60 days 6' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(search().get('types')).toBe('health');
    await waitFor(() =>
      expect(api.getRenewals).toHaveBeenLastCalledWith('CO1', 7, { policyTypes: ['health'] }, { limit: 50 }, expect.anything()),
    );
  });

  it('keeps the member drill-down: the selected member’s renewals, from the URL', async () => {
    open(`${ROUTE}?path=CO2&member=CO5&within=60`);
    await waitFor(() => expect(api.getRenewals).toHaveBeenCalledWith('CO5', 60, { policyTypes: [] }, { limit: 50 }, expect.anything()));
    expect(api.getRenewals).not.toHaveBeenCalledWith('CO1', expect.anything(), expect.anything(), expect.anything(), expect.anything());
    expect(screen.getByText('Esha and their team')).toBeInTheDocument();
  });

  it('gives each row a days-left badge in words, product, client, insurer, premium and seller', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [lapsed, today, tomorrow, later] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(lapsed).toHaveTextContent('Lapsed 5 days ago');
    expect(lapsed).toHaveTextContent('Ended on');
    expect(today).toHaveTextContent('Due today');
    expect(tomorrow).toHaveTextContent('1 day left');
    expect(later).toHaveTextContent('12 days left');
    for (const text of ['Product 12 · Motor', 'Client 12', 'Acme General', 'POL-12', '01 Dec 2026', '₹1,500', 'Bina (CO2)']) {
      expect(later).toHaveTextContent(text);
    }
  });

  it('shows only the lapsed policies under Lapsed, and no Load more once the due ones begin', async () => {
    api.getRenewals.mockResolvedValue(renewalsAnswer([makeRenewal(-9), makeRenewal(-2), makeRenewal(3)], { nextCursor: 'c2' }));
    open(`${ROUTE}?within=lapsed`);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.getRenewals).toHaveBeenCalledWith('CO1', 7, { policyTypes: [] }, { limit: 50 }, expect.anything());
    expect(screen.getByText('1 policy lapsed in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing is due', async () => {
    api.getRenewals.mockResolvedValue(renewalsAnswer([], { counts: { ...COUNTS, within30: 0, lapsed: 0 } }));
    open();
    expect(await screen.findByText('No policies due in the next 30 days')).toBeInTheDocument();
    expect(screen.getByText('0 policies due in the next 30 days')).toBeInTheDocument();
  });

  it('loads the next page with the cursor, after what is listed', async () => {
    const user = userEvent.setup();
    api.getRenewals
      .mockResolvedValueOnce(renewalsAnswer([makeRenewal(1), makeRenewal(2)], { nextCursor: 'next-1' }))
      .mockResolvedValueOnce(renewalsAnswer([makeRenewal(3)], { nextCursor: null }));
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.getRenewals).toHaveBeenLastCalledWith('CO1', 30, { policyTypes: [] }, { cursor: 'next-1', limit: 50 }, expect.anything());
    expect(rows()[2]).toHaveTextContent('Client 3');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which asks again', async () => {
    const user = userEvent.setup();
    const unreachable = new ApiError('network', 'Could not reach the server.');
    // A network failure is tried once more on its own before the page says so.
    api.getRenewals.mockRejectedValueOnce(unreachable).mockRejectedValueOnce(unreachable);
    open();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
