import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WelcomeNotice } from './WelcomeNotice';

function renderAt(state: unknown) {
  const router = createMemoryRouter([{ path: '/sales', element: <WelcomeNotice /> }], {
    initialEntries: [{ pathname: '/sales', search: '?member=AP1', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const WELCOME = 'Welcome to Agent Portal! Your password is set and you are signed in. Here are your sales and your team’s.';

describe('WelcomeNotice', () => {
  it('greets a member arriving from setting their password, until dismissed, and not again on reload', async () => {
    const router = renderAt({ welcome: true });
    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?member=AP1');
  });

  it('says nothing to a member arriving any other way', () => {
    renderAt(null);
    expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
  });
});
