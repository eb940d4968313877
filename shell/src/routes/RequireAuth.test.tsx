import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AUTH_TOKEN_STORAGE_KEY, setUnconfirmedUser, setSessionUnavailable, useAuthStore } from '@portal/shared';
import { RequireAuth } from './RequireAuth';

function renderSalesRoute() {
  return render(
    <MemoryRouter initialEntries={['/sales']}>
      <Routes>
        <Route
          path="/sales"
          element={
            <RequireAuth>
              <h1>Sales</h1>
            </RequireAuth>
          }
        />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => useAuthStore.setState({ loading: true, user: null, profileName: null, unconfirmed: false }));

  it('while a stored session is restored: Loading...', () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    useAuthStore.setState({ loading: true, user: null });
    renderSalesRoute();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('a signed-out visitor goes to /login', () => {
    useAuthStore.setState({ loading: true, user: null });
    renderSalesRoute();
    act(() => useAuthStore.setState({ loading: false, user: null }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('a page for operators tells a member it is not theirs, and shows an operator the page', () => {
    const renderAdmin = () =>
      render(
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route
              path="/admin"
              element={
                <RequireAuth requiredRole="operator">
                  <h1>Applications</h1>
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>,
      );
    useAuthStore.setState({ loading: false, user: { uid: 'u1', email: 'a@b.in', displayName: null } });
    const { unmount } = renderAdmin();
    expect(screen.getByRole('status')).toHaveTextContent("This page is for the provider's operations staff.");
    expect(screen.queryByRole('heading', { name: 'Applications' })).toBeNull();
    unmount();
    useAuthStore.setState({ loading: false, user: { uid: 'ops', email: 'ops@b.in', displayName: null, role: 'operator' } });
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
  });

  it('a signed-in member sees the page', () => {
    useAuthStore.setState({ loading: false, user: { uid: 'u1', email: 'a@b.in', displayName: null } });
    renderSalesRoute();
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
  });

  it('a member signed in offline (their token could not be renewed) reads the page instead of being sent to /login', () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'expired-token');
    useAuthStore.setState({ loading: true, user: null });
    renderSalesRoute();
    act(() => setUnconfirmedUser({ uid: 'u1', email: 'a@b.in', displayName: null }));
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('a session that could not be restored at all sends the visitor to /login', () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    useAuthStore.setState({ loading: true, user: null });
    renderSalesRoute();
    act(() => setSessionUnavailable());
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
