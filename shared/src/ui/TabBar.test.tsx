import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './PageFrame';
import { TabBar } from './TabBar';

const ITEMS = [
  { to: '/sales', label: 'Policies' },
  { to: '/sales/renewals', label: 'Renewals' },
  { to: { pathname: '/sales/payouts', search: '?member=CO6' }, label: 'Payouts' },
];

function renderAt(url: string, element: ReactElement) {
  const router = createMemoryRouter(
    ['/sales', '/sales/renewals', '/sales/payouts'].map((path) => ({ path, element })),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('TabBar', () => {
  it('is a labelled navigation of links, the current page marked with aria-current', () => {
    renderAt('/sales/renewals', <TabBar label="Sales sections" items={ITEMS} />);
    const nav = within(screen.getByRole('navigation', { name: 'Sales sections' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Policies', 'Renewals', 'Payouts']);
    expect(nav.getByRole('link', { name: 'Renewals' })).toHaveAttribute('aria-current', 'page');
    // A section's route marks only itself, not every route below it.
    expect(nav.getByRole('link', { name: 'Policies' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/sales/payouts?member=CO6');
  });
});

describe('PageFrame', () => {
  it('puts the tabs, then the page heading with its actions and intro, then the content', () => {
    renderAt(
      '/sales',
      <PageFrame
        title="Policies"
        intro="Every policy you sold."
        actions={<button type="button">Export CSV</button>}
        tabs={<TabBar label="Sales sections" items={ITEMS} />}
      >
        <p>Content</p>
      </PageFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Policies' });
    const nav = screen.getByRole('navigation', { name: 'Sales sections' });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Every policy you sold.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(heading.compareDocumentPosition(screen.getByText('Content')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
