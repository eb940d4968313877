import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router went (path, query, state) so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </div>
  );
}

export interface RenderRouteOptions {
  /** The route pattern the page is mounted on, e.g. '/login'. */
  path: string;
  /** The starting entry: a URL or a location with state. */
  entry: string | { pathname: string; search?: string; state?: unknown };
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => unknown;
}

/** Renders one page inside a MemoryRouter, with a probe on every other route to see navigation. */
export function renderRoute(page: ReactElement, { path, entry, advanceTimers }: RenderRouteOptions) {
  // No delay between keystrokes: the forms are typed into a lot and the machine has two cores.
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const result = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}
