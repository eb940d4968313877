import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, portalApi, setAuthUser, useAuthStore, useThemeStore } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { Header } from './Header';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

/** The switch in the header's bar (the menu's copy is the same control, shown on narrow screens). */
const barSwitch = () => within(screen.getByTestId('language-switch-bar'));
const nav = () => within(screen.getByRole('navigation'));

describe('the language switch', () => {
  beforeEach(() => {
    useAuthStore.setState({ loading: false, user: null, profileName: null });
    useThemeStore.getState().setTheme('light');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setAuthUser(null, null);
  });

  it('is a group named in both languages, each option written (and marked) in its own language, English pressed', () => {
    renderHeader();
    const group = screen.getByTestId('language-switch-bar');
    expect(group).toHaveAttribute('role', 'group');
    expect(group).toHaveAccessibleName('Language (भाषा)');
    const english = within(group).getByRole('button', { name: 'English' });
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
    // The hook by which the page's inline script holds a click made before the app runs.
    expect(hindi).toHaveAttribute('data-portal-language', 'hi');
    // The menu (narrow screens) has the same switch.
    expect(within(screen.getByTestId('language-switch-menu')).getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
  });

  it('a click shows the header in Hindi, sets <html lang> and remembers it in the cookie and localStorage', async () => {
    renderHeader();
    await userEvent.click(barSwitch().getByRole('button', { name: 'हिन्दी' }));
    expect(await nav().findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'सुविधाएँ', 'प्रोडक्ट', 'संपर्क', 'लॉग इन']);
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByTestId('language-switch-bar')).toHaveAccessibleName('भाषा (Language)');
    expect(barSwitch().getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(barSwitch().getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('portal_lang=hi');
    expect(localStorage.getItem('portal_lang')).toBe('hi');

    await userEvent.click(barSwitch().getByRole('button', { name: 'English' }));
    expect(await nav().findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.cookie).toContain('portal_lang=en');
  });

  it('works from the keyboard: Tab to हिन्दी, Enter; then English with Space', async () => {
    renderHeader();
    const hindi = barSwitch().getByRole('button', { name: 'हिन्दी' });
    // Tab through the header until the switch's Hindi option has the focus.
    for (let i = 0; i < 20 && document.activeElement !== hindi; i += 1) await userEvent.tab();
    expect(hindi).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await nav().findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');

    await userEvent.tab({ shift: true });
    expect(barSwitch().getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await nav().findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.cookie).toContain('portal_lang=en');
  });

  it("a signed-in member's choice is saved to their profile; a failure to save keeps the switch, quietly", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const save = vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('network', 'Could not reach the server.'));
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: 'Asha' }, 'token');
    renderHeader('/sales');
    await userEvent.click(barSwitch().getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(endpoints.account.updatePreferences, { body: { language: 'hi' } }));
    expect(nav().getByRole('link', { name: 'सेल्स' })).toBeInTheDocument();
    expect(nav().getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("an operator's choice stays in the browser (no member profile)", async () => {
    const save = vi.spyOn(portalApi, 'call');
    setAuthUser({ uid: 'ops', email: 'ops@agentportal.in', displayName: 'Operations Desk', role: 'operator' }, 'token');
    renderHeader('/admin');
    await userEvent.click(barSwitch().getByRole('button', { name: 'हिन्दी' }));
    expect(await nav().findByRole('link', { name: 'बैक ऑफ़िस' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(document.cookie).toContain('portal_lang=hi');
  });
});
