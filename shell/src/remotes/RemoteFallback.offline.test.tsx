import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

// Offline: the UI kit's chunk cannot load either, as the remote's could not.
vi.mock('@portal/shared/ui', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RemoteFallback when the UI kit cannot load either', () => {
  it('still offers Try again and the section tabs, as the browser draws them, instead of blanking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { RemoteFallback } = await import('./RemoteFallback');
    const onRetry = vi.fn();
    render(
      <MemoryRouter initialEntries={['/sales/payouts']}>
        <RemoteFallback label="the payouts page" remoteName="remote_sales" pageId="remote_sales/PayoutsPage" onRetry={onRetry} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the payouts page");
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the portal (Sales) is unavailable right now.');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const tabs = screen.getByRole('navigation', { name: 'Sales sections' });
    expect(within(tabs).getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getAllByRole('link')).toHaveLength(5);
  });
});
