import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, signInWithPassword, useAuthStore, type AuthUser } from '@portal/shared';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { testConfig, useTestConfig } from '../../testing/testConfig';
import { INVALID_INVITE_MESSAGE, PASSWORD_SET_NOTICE } from '../../features/password';
import SetPasswordPage from './SetPasswordPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  signInWithPassword: vi.fn(),
}));

const signIn = vi.mocked(signInWithPassword);
const EMAIL = 'new.agent@example.com';
const TOKEN = 'invite-token-123';
const LINK = `/set-password?email=${encodeURIComponent(btoa(EMAIL))}&token=${TOKEN}`;

/** The page at `entry`, once its link has been checked and the form is there. */
async function renderSetPassword(entry = LINK) {
  const rendered = renderRoute(<SetPasswordPage />, { path: '/set-password', entry });
  await screen.findByRole('form', { name: 'Set password' });
  return rendered;
}

const INVITE_CHECK = '/account/invite-check';

/** The API: the link checks as `invite` on arrival; every other call gets `answer`. */
function api(answer: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success' }), invite = 'valid') {
  const mocked = mockFetch((call) => (call.url.pathname === INVITE_CHECK ? jsonResponse({ status: 'success', invite }) : answer(call)));
  return { ...mocked, sent: () => mocked.calls.filter((call) => call.url.pathname !== INVITE_CHECK) };
}

const passwordBox = () => screen.getByLabelText('Password');
const confirmBox = () => screen.getByLabelText('Confirm Password');
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function choose(user: Awaited<ReturnType<typeof renderSetPassword>>['user'], password: string, confirm = password) {
  await user.type(passwordBox(), password);
  await user.type(confirmBox(), confirm);
}

beforeEach(() => {
  useTestConfig();
  useAuthStore.setState({ loading: false, user: null, profileName: null });
  signIn.mockReset();
  signIn.mockImplementation(async (email: string) => {
    const user: AuthUser = { uid: 'uid-9', email, displayName: null };
    useAuthStore.setState({ user });
    return user;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SetPasswordPage: link parameters', () => {
  it.each([
    ['no parameters', '/set-password'],
    ['no email', `/set-password?token=${TOKEN}`],
    ['no token', `/set-password?email=${btoa(EMAIL)}`],
    ['an empty token', `/set-password?email=${btoa(EMAIL)}&token=`],
    ['an email that is not base64', `/set-password?email=%25%25%25&token=${TOKEN}`],
    ['a base64 value that is not an email', `/set-password?email=${btoa('hello')}&token=${TOKEN}`],
  ])("sends the user to '/' with %s", (_case, entry) => {
    api();
    renderRoute(<SetPasswordPage />, { path: '/set-password', entry });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the decoded email read-only, ready for password managers', async () => {
    api();
    await renderSetPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('reads a URL-safe base64 email too', async () => {
    api();
    const urlSafe = btoa('a>?b@example.com').replace(/\//g, '_').replace(/=+$/, '');
    await renderSetPassword(`/set-password?email=${urlSafe}&token=${TOKEN}`);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a>?b@example.com');
  });
});

describe('SetPasswordPage: validation', () => {
  it('requires at least 6 characters', async () => {
    const { sent } = api();
    const { user } = await renderSetPassword();
    await choose(user, 'abc12');
    await user.click(registerButton());
    expect(screen.getByText(messages.setPassword.tooShort)).toBeInTheDocument();
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAccessibleDescription(`At least 6 characters ${messages.setPassword.tooShort}`);
    expect(passwordBox()).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  it('complains about an empty form', async () => {
    const { sent } = api();
    const { user } = await renderSetPassword();
    await user.click(registerButton());
    expect(screen.getByText(messages.setPassword.tooShort)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('requires both entries to match', async () => {
    const { sent } = api();
    const { user } = await renderSetPassword();
    await choose(user, 'secret12', 'secret13');
    await user.click(registerButton());
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(confirmBox()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmBox()).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  it('checks the confirmation on leaving it and clears the message once it matches', async () => {
    api();
    const { user } = await renderSetPassword();
    await choose(user, 'secret12', 'secret1');
    await user.tab();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(confirmBox(), '2');
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('accepts exactly 6 characters', async () => {
    const { sent } = api();
    const { user } = await renderSetPassword();
    await choose(user, 'abc123');
    await user.click(registerButton());
    await screen.findByTestId('location');
    expect(sent()).toHaveLength(1);
  });
});

describe('SetPasswordPage: registering', () => {
  it('sets the password through the API, signs in and goes to their sales, welcomed', async () => {
    const { sent } = api();
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/sales$/);
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual({ welcome: true });
    const [call] = sent();
    expect(call?.url.pathname).toBe('/account/set-password');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ email: EMAIL, token: TOKEN, password: 'secret12' });
    expect(signIn).toHaveBeenCalledWith(EMAIL, 'secret12');
  });

  it('is busy while registering and sends once', async () => {
    const pending = deferred<Response>();
    const { sent } = api(() => pending.promise as unknown as Response);
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.type(confirmBox(), '{Enter}');
    expect(sent()).toHaveLength(1);
    pending.resolve(jsonResponse({ status: 'success' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sales$/);
  });

  it('sends the user to log in if the automatic sign-in fails', async () => {
    api();
    signIn.mockRejectedValue(new Error('auth/network-request-failed'));
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual({ notice: PASSWORD_SET_NOTICE });
  });

  it("says 'This email is already registered' on 409, with a way to log in", async () => {
    api(() => jsonResponse({ message: 'This email is already registered' }, 409));
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(messages.setPassword.alreadyRegistered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403, 404, 410, 422])(
    "shows the server's message for an unusable invite (%i) and how to get a new one",
    async (status) => {
      api(() => jsonResponse({ message: 'This invitation has expired. Invitations are valid for 7 days.' }, status));
      const { user } = await renderSetPassword();
      await choose(user, 'secret12');
      await user.click(registerButton());
      expect(await screen.findByText('This invitation has expired. Invitations are valid for 7 days.')).toBeInTheDocument();
      const mail = screen.getByRole('link', { name: testConfig.contact.email });
      expect(mail.getAttribute('href')).toMatch(new RegExp(`^mailto:${testConfig.contact.email}\\?subject=`));
      expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(EMAIL);
      expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
      expect(passwordBox()).toHaveValue('secret12');
    },
  );

  it('explains an unusable invite when the server gives no message', async () => {
    api(() => new Response('', { status: 410 }));
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(INVALID_INVITE_MESSAGE)).toBeInTheDocument();
  });

  it("puts a 400's password message on the password field", async () => {
    api(() => jsonResponse({ message: 'Invalid details', errors: { password: 'Password is too common' } }, 400));
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveFocus();
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'db down' }, 500)],
    ['a non-success status', () => jsonResponse({ status: 'error' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("says 'Failed to register. Please try again.' on %s and keeps the input", async (_case, answer) => {
    api(answer);
    const { user } = await renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(messages.setPassword.failed)).toBeInTheDocument();
    expect(passwordBox()).toHaveValue('secret12');
    expect(confirmBox()).toHaveValue('secret12');
    expect(registerButton()).toBeEnabled();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('SetPasswordPage: the link checked on arrival', () => {
  it.each([
    ['used', 'This link has already been used: your password is set.'],
    ['expired', 'This link has expired or was replaced by a newer one.'],
    ['invalid', 'This link is not valid for this email.'],
  ])('says a %s link is no good before any typing, without the form', async (invite, text) => {
    api(undefined, invite);
    renderRoute(<SetPasswordPage />, { path: '/set-password', entry: LINK });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('checks the token from a body, never a URL', async () => {
    const { calls } = api();
    await renderSetPassword();
    expect(calls[0]?.url.pathname).toBe(INVITE_CHECK);
    expect(calls[0]?.url.search).toBe('');
    expect(calls[0]?.body).toEqual({ email: EMAIL, token: TOKEN });
  });

  it('offers a new link for an expired one, and shows the answer, which is the same for any address', async () => {
    const { sent } = api(() => jsonResponse({ status: 'success', message: 'A new link is on its way.' }), 'expired');
    const { user } = renderRoute(<SetPasswordPage />, { path: '/set-password', entry: LINK });
    await user.click(await screen.findByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(sent()).toEqual([expect.objectContaining({ method: 'POST', body: { email: EMAIL } })]);
    expect(sent()[0]?.url.pathname).toBe('/account/request-invite');
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeDisabled();
  });

  it('shows the form when the check cannot be made (the server still checks on register)', async () => {
    mockFetch((call) =>
      call.url.pathname === INVITE_CHECK ? jsonResponse({ message: 'down' }, 503) : jsonResponse({ status: 'success' }),
    );
    renderRoute(<SetPasswordPage />, { path: '/set-password', entry: LINK });
    expect(await screen.findByRole('form', { name: 'Set password' })).toBeInTheDocument();
  });
});
