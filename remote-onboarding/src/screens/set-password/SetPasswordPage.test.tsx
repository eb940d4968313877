import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, signInWithPassword, useAuthStore, type AuthUser } from '@portal/shared';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { testConfig, useTestConfig } from '../../testing/testConfig';
import SetPasswordPage, { INVALID_INVITE_MESSAGE, PASSWORD_SET_NOTICE } from './SetPasswordPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  signInWithPassword: vi.fn(),
}));

const signIn = vi.mocked(signInWithPassword);
const EMAIL = 'new.agent@example.com';
const TOKEN = 'invite-token-123';
const LINK = `/set-password?email=${encodeURIComponent(btoa(EMAIL))}&token=${TOKEN}`;

function renderSetPassword(entry = LINK) {
  return renderRoute(<SetPasswordPage />, { path: '/set-password', entry });
}

function api(answer: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success' })) {
  return mockFetch(answer);
}

const passwordBox = () => screen.getByLabelText('Password');
const confirmBox = () => screen.getByLabelText('Confirm Password');
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function choose(user: ReturnType<typeof renderSetPassword>['user'], password: string, confirm = password) {
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
    renderSetPassword(entry);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the decoded email read-only, ready for password managers', () => {
    api();
    renderSetPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('reads a URL-safe base64 email too', () => {
    api();
    const urlSafe = btoa('a>?b@example.com').replace(/\//g, '_').replace(/=+$/, '');
    renderSetPassword(`/set-password?email=${urlSafe}&token=${TOKEN}`);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a>?b@example.com');
  });
});

describe('SetPasswordPage: validation', () => {
  it('requires at least 6 characters', async () => {
    const { fetchMock } = api();
    const { user } = renderSetPassword();
    await choose(user, 'abc12');
    await user.click(registerButton());
    expect(screen.getByText(messages.setPassword.tooShort)).toBeInTheDocument();
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAccessibleDescription(`At least 6 characters ${messages.setPassword.tooShort}`);
    expect(passwordBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('complains about an empty form', async () => {
    const { fetchMock } = api();
    const { user } = renderSetPassword();
    await user.click(registerButton());
    expect(screen.getByText(messages.setPassword.tooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires both entries to match', async () => {
    const { fetchMock } = api();
    const { user } = renderSetPassword();
    await choose(user, 'secret12', 'secret13');
    await user.click(registerButton());
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(confirmBox()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the confirmation on leaving it and clears the message once it matches', async () => {
    api();
    const { user } = renderSetPassword();
    await choose(user, 'secret12', 'secret1');
    await user.tab();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(confirmBox(), '2');
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
  });

  it('accepts exactly 6 characters', async () => {
    const { calls } = api();
    const { user } = renderSetPassword();
    await choose(user, 'abc123');
    await user.click(registerButton());
    await screen.findByTestId('location');
    expect(calls).toHaveLength(1);
  });
});

describe('SetPasswordPage: registering', () => {
  it("sets the password through the API, signs in and goes to '/'", async () => {
    const { calls } = api();
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(calls[0]?.url.pathname).toBe('/account/set-password');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ email: EMAIL, token: TOKEN, password: 'secret12' });
    expect(signIn).toHaveBeenCalledWith(EMAIL, 'secret12');
  });

  it('is busy while registering and sends once', async () => {
    const pending = deferred<Response>();
    const { fetchMock } = api(() => pending.promise as unknown as Response);
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.type(confirmBox(), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    pending.resolve(jsonResponse({ status: 'success' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the user to log in if the automatic sign-in fails', async () => {
    api();
    signIn.mockRejectedValue(new Error('auth/network-request-failed'));
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual({ notice: PASSWORD_SET_NOTICE });
  });

  it("says 'This email is already registered' on 409, with a way to log in", async () => {
    api(() => jsonResponse({ message: 'This email is already registered' }, 409));
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(messages.setPassword.alreadyRegistered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403, 404, 410, 422])("shows the server's message for an unusable invite (%i) and how to get a new one", async (status) => {
    api(() => jsonResponse({ message: 'This invitation has expired. Invitations are valid for 7 days.' }, status));
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText('This invitation has expired. Invitations are valid for 7 days.')).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: testConfig.contact.email });
    expect(mail.getAttribute('href')).toMatch(new RegExp(`^mailto:${testConfig.contact.email}\\?subject=`));
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(EMAIL);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(passwordBox()).toHaveValue('secret12');
  });

  it('explains an unusable invite when the server gives no message', async () => {
    api(() => new Response('', { status: 410 }));
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(INVALID_INVITE_MESSAGE)).toBeInTheDocument();
  });

  it("puts a 400's password message on the password field", async () => {
    api(() => jsonResponse({ message: 'Invalid details', errors: { password: 'Password is too common' } }, 400));
    const { user } = renderSetPassword();
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
    const { user } = renderSetPassword();
    await choose(user, 'secret12');
    await user.click(registerButton());
    expect(await screen.findByText(messages.setPassword.failed)).toBeInTheDocument();
    expect(passwordBox()).toHaveValue('secret12');
    expect(confirmBox()).toHaveValue('secret12');
    expect(registerButton()).toBeEnabled();
    expect(signIn).not.toHaveBeenCalled();
  });
});
