import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { resetLanguage, switchLanguageForTest } from '@portal/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { SALES_TABS, SalesTabs, scopeQuery } from './SalesTabs';

function renderTabs(url: string, sections = 'Sales sections') {
  const router = createMemoryRouter(
    SALES_TABS.map((tab) => ({ path: tab.route, element: <SalesTabs /> })),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: sections }));
}

describe('SalesTabs', () => {
  afterEach(resetLanguage);

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

  it("names the sections in the member's language, as the shell names them when Sales cannot load", async () => {
    await switchLanguageForTest('hi');
    const nav = renderTabs('/sales/payouts', 'बिक्री के सेक्शन');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['पॉलिसियाँ', 'रिन्यूअल', 'पेआउट', 'क्वेरी', 'इनसाइट्स']);
    expect(nav.getByRole('link', { name: 'पेआउट' })).toHaveAttribute('aria-current', 'page');
  });
});
