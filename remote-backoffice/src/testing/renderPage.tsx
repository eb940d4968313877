/* Test helper of the screens: the page in a memory router at an address, and a user to drive it. */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';

export function renderPage(Page: ComponentType, at: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [at] });
  const user = userEvent.setup({ delay: null });
  render(<RouterProvider router={router} />);
  return { router, user };
}
