/* Test helper of the screens: the page in a memory router at an address. */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';

export function renderPage(Page: ComponentType, at: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}
