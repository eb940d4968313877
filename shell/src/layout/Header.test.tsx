import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setAuthUser, setDataFreshness, setProfileName, useAuthStore, useThemeStore } from '@portal/shared';
import { Header } from './Header';

const calls = vi.hoisted(() => [] as string[]);
const signOutUser = vi.hoisted(() => vi.fn(async () => void calls.push('signOut')));
vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  signOutUser,
}));
const clearMemberData = vi.hoisted(() => vi.fn(async () => void calls.push('clearMemberData')));
vi.mock('@portal/shared/data', () => ({ clearMemberData }));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  beforeEach(() => {
    useAuthStore.setState({ loading: false, user: null, profileName: null });
    useThemeStore.getState().setTheme('light');
    signOutUser.mockClear();
    clearMemberData.mockClear();
    calls.length = 0;
  });

  it('signed out: Home, Features, Products, Contact and Login', () => {
    renderHeader();
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Features', 'Products', 'Contact', 'Login']);
    expect(within(nav()).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('signed in: Home, Sales, Certification, the profile labelled with the name, and Logout', () => {
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    setProfileName('Asha Rao');
    renderHeader('/sales');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Sales', 'Certification', 'Asha Rao']);
    expect(links[2]).toHaveAttribute('href', '/certification');
    expect(links[3]).toHaveAttribute('href', '/profile');
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('an operator: Home, Back office and Logout, no member entries', () => {
    setAuthUser({ uid: 'ops', email: 'ops@agentportal.in', displayName: 'Operations Desk', role: 'operator' }, 'token');
    renderHeader('/admin/members');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Back office']);
    expect(links[1]).toHaveAttribute('href', '/admin');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("labels the profile link 'Profile' when no name is known", () => {
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: null }, 'token');
    renderHeader();
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it("Logout deletes the member's data on the device, then signs out and returns to /", async () => {
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    renderHeader('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls).toEqual(['clearMemberData', 'signOut']);
  });

  it('Logout with renewal marks not sent yet asks first: kept on Cancel, discarded on OK', async () => {
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    setDataFreshness({ unsentChanges: 2 });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    try {
      renderHeader('/sales/renewals');
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(confirm).toHaveBeenCalledWith('2 changes not sent will be discarded. Log out anyway?');
      expect(calls).toEqual([]);
      expect(screen.getByTestId('location')).toHaveTextContent('/sales/renewals');
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(calls).toEqual(['clearMemberData', 'signOut']);
    } finally {
      confirm.mockRestore();
      setDataFreshness({ unsentChanges: 0 });
    }
  });

  it('a section link from another page goes to / with the section hash', async () => {
    renderHeader('/login');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Products' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/#products');
  });

  it('the theme toggle is labelled with the theme it switches to, by <html data-theme> (the shell’s styles)', async () => {
    const styles = document.createElement('style');
    styles.textContent = readFileSync(path.join(import.meta.dirname, '../styles/global.css'), 'utf8');
    document.head.append(styles);
    try {
      renderHeader();
      const toggle = screen.getByTestId('theme-toggle');
      expect(toggle).toHaveAccessibleName('Dark');
      expect(toggle).toHaveAttribute('title', 'Switch to the dark theme');
      // Its title in each theme, for the pre-rendered page's script to show as it switches the theme.
      expect(toggle).toHaveAttribute('data-portal-title-light', 'Switch to the dark theme');
      expect(toggle).toHaveAttribute('data-portal-title-dark', 'Switch to the light theme');
      await userEvent.click(toggle);
      expect(document.documentElement.dataset['theme']).toBe('dark');
      expect(toggle).toHaveAccessibleName('Light');
      expect(toggle).toHaveAttribute('title', 'Switch to the light theme');
      // As the pre-rendered page's script switches it before the app runs: the label follows at once.
      document.documentElement.dataset['theme'] = 'light';
      expect(toggle).toHaveAccessibleName('Dark');
    } finally {
      styles.remove();
    }
  });

  it('the mobile menu opens with an overlay, locks body scroll, and closes on outside click or a link', async () => {
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByTestId('menu-overlay'));
    expect(screen.queryByTestId('menu-overlay')).toBeNull();
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(nav()).getByRole('link', { name: 'Login' }));
    expect(screen.queryByTestId('menu-overlay')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('Escape closes the mobile menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
