import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { pagesOf } from '@portal/shared/topology';
import { describe, expect, it } from 'vitest';
import { SALES_TABS, SalesTabs, scopeQuery } from './SalesTabs';

function renderTabs(url: string) {
  const router = createMemoryRouter(
    SALES_TABS.map((tab) => ({ path: tab.route, element: <SalesTabs /> })),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Sales sections' }));
}

describe('SalesTabs', () => {
  it('links the five sections, the current one marked for assistive tech', () => {
    const nav = renderTabs('/sales/renewals');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Policies', 'Renewals', 'Payouts', 'Queries', 'Insights']);
    expect(nav.getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
    // `/sales` is the Policies section only, not every route below it.
    expect(nav.getByRole('link', { name: 'Policies' })).not.toHaveAttribute('aria-current');
  });

  it('carries the selected member from one section to the next, and nothing section-specific', () => {
    const nav = renderTabs('/sales?path=CO2,CO4&member=CO6&types=motor&from=2024-01-01&within=7');
    expect(nav.getByRole('link', { name: 'Policies' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/sales/payouts?path=CO2,CO4&member=CO6');
    expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/sales/insights?path=CO2,CO4&member=CO6');
    expect(scopeQuery('?within=7')).toBe('');
  });

  it('names only pages the topology gives remote_sales', () => {
    const routes = pagesOf('remote_sales').map((page) => page.route);
    for (const tab of SALES_TABS) expect(routes).toContain(tab.route);
  });
});
