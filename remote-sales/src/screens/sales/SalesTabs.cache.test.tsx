import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import SalesPage from './SalesPage';
import RenewalsPage from './renewals/RenewalsPage';
import { makeRenewal, renewalsAnswer } from '../../testing/renewalsTestData';
import { salesApi as api, deferred, makeSales, setUpSalesPageTests } from '../../testing/testUtils';

setUpSalesPageTests();

beforeEach(() => {
  api.getRenewals.mockResolvedValue(renewalsAnswer([makeRenewal(4, { clientName: 'Ravi Kumar' })]));
});

/** The Policies and Renewals tabs, as the sales remote serves them. */
function renderTabs(url = '/sales') {
  const router = createMemoryRouter(
    [
      { path: '/sales', element: <SalesPage /> },
      { path: '/sales/renewals', element: <RenewalsPage /> },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Sales sections' })).getByRole('link', { name });
const policyCards = () => screen.queryAllByRole('article', { name: /^Product/ });

describe('Sales tabs — coming back to a tab', { timeout: 20_000 }, () => {
  it('shows the policies seen last at once, without Loading, while they refresh', async () => {
    const user = userEvent.setup();
    renderTabs();
    await waitFor(() => expect(policyCards()).toHaveLength(3));
    await user.click(tab('Renewals'));
    expect(await screen.findByRole('article', { name: /Ravi Kumar/ })).toBeInTheDocument();

    const refreshed = deferred<unknown>();
    api.getSales.mockReturnValueOnce(refreshed.promise);
    const asked = api.getSales.mock.calls.length;
    await user.click(tab('Policies'));
    expect(policyCards()).toHaveLength(3);
    expect(screen.queryByText('Loading sales...')).not.toBeInTheDocument();
    // The list asks again meanwhile, and shows the new answer when it comes.
    await waitFor(() => expect(api.getSales.mock.calls.length).toBe(asked + 1));
    await act(async () => refreshed.resolve({ status: 'success', sales: makeSales(1, 5, { soldBy: 'CO1' }), nextCursor: null }));
    await waitFor(() => expect(policyCards()).toHaveLength(5));
    expect(screen.queryByText('Loading sales...')).not.toBeInTheDocument();
  });

  it('shows the renewals seen last at once while they refresh, and keeps them when the refresh fails', async () => {
    const user = userEvent.setup();
    renderTabs('/sales/renewals');
    expect(await screen.findByRole('article', { name: /Ravi Kumar/ })).toBeInTheDocument();
    await user.click(tab('Policies'));
    await waitFor(() => expect(policyCards()).toHaveLength(3));

    const refreshed = deferred<unknown>();
    api.getRenewals.mockReturnValueOnce(refreshed.promise);
    await user.click(tab('Renewals'));
    expect(screen.getByRole('article', { name: /Ravi Kumar/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading renewals…')).not.toBeInTheDocument();
    await act(async () => refreshed.reject(new Error('The server had a problem.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    expect(screen.getByRole('article', { name: /Ravi Kumar/ })).toBeInTheDocument();
  });
});
