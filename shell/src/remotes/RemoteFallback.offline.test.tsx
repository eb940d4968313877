import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Offline: the UI kit's chunk cannot load either, as the remote's could not.
vi.mock('@portal/shared/ui', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('RemoteFallback when the UI kit cannot load either', () => {
  it('still offers Try again, as the browser draws a button, instead of blanking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { RemoteFallback } = await import('./RemoteFallback');
    const onRetry = vi.fn();
    render(<RemoteFallback label="the sales page" remoteName="Sales" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the sales page");
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
