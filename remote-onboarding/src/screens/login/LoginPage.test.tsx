import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, signInWithPassword, useAuthStore, type AuthUser } from '@portal/shared';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { TEST_API, useTestConfig } from '../../testing/testConfig';
import LoginPage from './LoginPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  signInWithPassword: vi.fn(),
}));

const signIn = vi.mocked(signInWithPassword);
const EMAIL = 'agent@example.com';

function signInSucceeds() {
  signIn.mockImplementation(async (email: string) => {
    const user: AuthUser = { uid: 'uid-1', email, displayName: 'Agent' };
    useAuthStore.setState({ loading: false, user });
    return user;
  });
}

/** An API that knows EMAIL as registered and answers the reset request with `reset`. */
function api(reset: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success' })) {
  return mockFetch((call) => {
    if (call.url.pathname === '/account/check') {
      return jsonResponse({ status: 'success', userRegistered: call.url.searchParams.get('email') === EMAIL });
    }
    if (call.url.pathname === '/account/reset-password') return reset(call);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

function renderLogin(entry: Parameters<typeof renderRoute>[1]['entry'] = '/login', fakeTimers = false) {
  return renderRoute(<LoginPage />, {
    path: '/login',
    entry,
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });
const passwordBox = () => screen.getByLabelText('Password');

async function verifyEmail(user: ReturnType<typeof renderLogin>['user'], email = EMAIL) {
  await user.type(emailBox(), email);
  await user.click(verifyButton());
}

beforeEach(() => {
  useTestConfig();
  useAuthStore.setState({ loading: false, user: null, profileName: null });
  signIn.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage: email and verification', () => {
  it("shows 'Welcome Back' with Verify Email and Login disabled at first", () => {
    api();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
    expect(loginButton()).toBeDisabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('autocomplete', 'username');
    expect(emailBox()).toHaveAttribute('type', 'email');
  });

  it.each([
    ['plain', false],
    ['agent@', false],
    ['agent@example', false],
    ['a gent@example.com', false],
    ['agent@exa mple.com', false],
    ['@example.com', false],
    ['agent@example.com', true],
    ['first.last@mail.example.co.in', true],
  ])('Verify Email for %j is enabled: %s', async (value, enabled) => {
    api();
    const { user } = renderLogin();
    await user.type(emailBox(), value);
    if (enabled) expect(verifyButton()).toBeEnabled();
    else expect(verifyButton()).toBeDisabled();
  });

  it("says 'Please enter an email address' when the field is left empty", async () => {
    api();
    const { user } = renderLogin();
    await user.type(emailBox(), 'a');
    await user.clear(emailBox());
    await user.tab();
    expect(screen.getByText(messages.login.emptyEmail)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription(messages.login.emptyEmail);
  });

  it("says 'Please enter an email address' on Enter in the empty field", async () => {
    const { fetchMock } = api();
    const { user } = renderLogin();
    await user.click(emailBox());
    await user.keyboard('{Enter}');
    expect(screen.getByText(messages.login.emptyEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a malformed email after leaving the field', async () => {
    api();
    const { user } = renderLogin();
    await user.type(emailBox(), 'agent@example');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('verifies through /account/check and then shows the password field, focused', async () => {
    const { calls } = api();
    const { user } = renderLogin();
    await verifyEmail(user);
    expect(await screen.findByLabelText('Password')).toHaveFocus();
    expect(calls[0]?.url.origin).toBe(TEST_API);
    expect(calls[0]?.url.pathname).toBe('/account/check');
    expect(calls[0]?.url.searchParams.get('email')).toBe(EMAIL);
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
  });

  it('verifies on Enter in the email field', async () => {
    api();
    const { user } = renderLogin();
    await user.type(emailBox(), `${EMAIL}{Enter}`);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('shows "Verifying..." and disables the button while the check runs', async () => {
    const pending = deferred<Response>();
    mockFetch(() => pending.promise);
    const { user } = renderLogin();
    await user.type(emailBox(), EMAIL);
    await user.click(verifyButton());
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    pending.resolve(jsonResponse({ status: 'success', userRegistered: true }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('tells an unknown email it is not onboarded, with a Sign up link', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user, 'stranger@example.com');
    expect(await screen.findByText('This email is not onboarded.')).toBeInTheDocument();
    expect(screen.getByText(/if you want to join our network\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(messages.login.notRegistered)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(loginButton()).toBeDisabled();
  });

  it.each([
    ['a non-success status', () => jsonResponse({ status: 'error', message: 'nope' }), messages.login.verifyFailed],
    ['an HTTP error', () => jsonResponse({ message: 'boom' }, 500), messages.login.verifyFailed],
    ['an unreadable answer', () => new Response('<html>', { status: 200 }), messages.login.verifyFailed],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      messages.login.verifyNetwork,
    ],
  ])('reports %s while verifying', async (_case, answer, message) => {
    mockFetch(answer);
    const { user } = renderLogin();
    await verifyEmail(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(emailBox()).toHaveValue(EMAIL);
    expect(verifyButton()).toBeEnabled();
  });

  it('says after 10 s that the server is slow to answer, instead of "Verifying…" on and on, and Verify Email asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A server that never answers: only the client's own cancel ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const { user } = renderLogin('/login', true);
    await verifyEmail(user);
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByText('The server is slow to answer — Try again.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is slow to answer — Try again.');
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('clears the verification when the email changes', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user);
    await screen.findByLabelText('Password');
    await user.type(emailBox(), 'x');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    expect(loginButton()).toBeDisabled();
  });

  it('ignores a late answer for an email that has since changed', async () => {
    const pending = deferred<Response>();
    mockFetch(() => pending.promise);
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.type(emailBox(), 'x');
    pending.resolve(jsonResponse({ status: 'success', userRegistered: true }));
    await act(async () => {
      await pending.promise;
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('LoginPage: a press on a disabled button is answered', () => {
  // Browsers send no click to a disabled button; a press on one still ends with a pointer released on it.
  it('Verify Email pressed with no e-mail yet says what is missing, without asking the API', async () => {
    const { fetchMock } = api();
    const { user } = renderLogin();
    expect(verifyButton()).toBeDisabled();
    await user.click(verifyButton());
    expect(screen.getByText(messages.login.emptyEmail)).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Login pressed with the e-mail typed but not verified verifies it', async () => {
    const { calls } = api();
    const { user } = renderLogin();
    await user.type(emailBox(), EMAIL);
    expect(loginButton()).toBeDisabled();
    await user.click(loginButton());
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('Login pressed with the e-mail verified and no password goes to the password field', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.click(emailBox());
    await user.click(loginButton());
    expect(passwordBox()).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('an enabled button is pressed once, not also answered as disabled', async () => {
    const { calls } = api();
    const { user } = renderLogin();
    await verifyEmail(user);
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('LoginPage: signing in', () => {
  it('keeps Login disabled until a password is given', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user);
    await screen.findByLabelText('Password');
    expect(loginButton()).toBeDisabled();
    await user.type(passwordBox(), 'secret1');
    expect(loginButton()).toBeEnabled();
  });

  it('signs in with Firebase and goes to their sales', async () => {
    api();
    signInSucceeds();
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(loginButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sales$/);
    expect(signIn).toHaveBeenCalledWith(EMAIL, 'secret1');
  });

  it('goes back to the page the user came for (location.state.from)', async () => {
    api();
    signInSucceeds();
    const { user } = renderLogin({ pathname: '/login', state: { from: '/profile' } });
    await verifyEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
  });

  it("shows 'Processing...' while signing in and submits only once", async () => {
    api();
    const pending = deferred<AuthUser>();
    signIn.mockReturnValue(pending.promise);
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(loginButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(passwordBox(), '{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);
    pending.reject(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    expect(await screen.findByText(messages.login.failed)).toBeInTheDocument();
  });

  it.each(['auth/invalid-credential', 'auth/wrong-password'])("says 'Invalid password' on %s and keeps the input", async (code) => {
    api();
    signIn.mockRejectedValue(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'wrong-pass');
    await user.click(loginButton());
    expect(await screen.findByText(messages.login.invalidPassword)).toBeInTheDocument();
    expect(passwordBox()).toHaveValue('wrong-pass');
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAccessibleDescription(messages.login.invalidPassword);
    expect(passwordBox()).toHaveFocus();
    expect(emailBox()).toHaveValue(EMAIL);
    expect(loginButton()).toBeEnabled();
  });

  it("says 'Error logging in. Please try again.' on any other failure", async () => {
    api();
    signIn.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }));
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(loginButton());
    expect(await screen.findByText(messages.login.failed)).toBeInTheDocument();
    expect(screen.queryByText(messages.login.invalidPassword)).not.toBeInTheDocument();
  });

  it('lets the password be shown and hidden', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user);
    await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });
});

describe('LoginPage: reset mode', () => {
  async function openResetMode(user: ReturnType<typeof renderLogin>['user']) {
    await verifyEmail(user);
    await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  }

  it("switches to 'Reset Password' with 'Send Reset Link' and back", async () => {
    api();
    const { user } = renderLogin();
    await openResetMode(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('sends the reset request and closes reset mode after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api();
    const { user } = renderLogin('/login', true);
    await openResetMode(user);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(messages.login.resetSent)).toBeInTheDocument();
    const request = calls.find((call) => call.url.pathname === '/account/reset-password');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({ email: EMAIL });
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows the server's success message when it sends one", async () => {
    api(() => jsonResponse({ status: 'success', message: 'Check your inbox for the link.' }));
    const { user } = renderLogin();
    await openResetMode(user);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your inbox for the link.')).toBeInTheDocument();
  });

  it.each([
    ['an HTTP error', () => jsonResponse({ message: 'mail down' }, 500)],
    ['a 429', () => jsonResponse({ message: 'slow down' }, 429)],
    ['a non-success status', () => jsonResponse({ status: 'error', message: 'no' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("says 'Unable to send reset email' on %s", async (_case, answer) => {
    api(answer);
    const { user } = renderLogin();
    await openResetMode(user);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(messages.login.resetFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it("shows 'Processing...' while the reset request runs", async () => {
    const pending = deferred<Response>();
    api(() => pending.promise as unknown as Response);
    const { user } = renderLogin();
    await openResetMode(user);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    pending.resolve(jsonResponse({ status: 'success' }));
    expect(await screen.findByText(messages.login.resetSent)).toBeInTheDocument();
  });
});

describe('LoginPage: notice from another page', () => {
  it('shows a handed-over notice for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    renderLogin({ pathname: '/login', state: { notice: messages.resetPassword.success } }, true);
    expect(screen.getByText(messages.resetPassword.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(messages.resetPassword.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(messages.resetPassword.success)).not.toBeInTheDocument());
  });
});

describe('LoginPage: an application under review, an account without a password', () => {
  function accountApi(
    account: 'pending' | 'invited',
    invite: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success', message: 'A new link is on its way.' }),
  ) {
    return mockFetch((call) => {
      if (call.url.pathname === '/account/check') return jsonResponse({ status: 'success', userRegistered: false, account });
      if (call.url.pathname === '/account/request-invite') return invite(call);
      return jsonResponse({ message: 'not found' }, 404);
    });
  }

  it('tells a pending applicant that the application is under review, not to sign up', async () => {
    accountApi('pending');
    const { user } = renderLogin();
    await verifyEmail(user);
    expect(await screen.findByText('Your application is under review. We will email you once it is approved.')).toBeInTheDocument();
    expect(screen.queryByText(messages.login.notOnboarded)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('offers a member without a password a new link, sent to the address on file', async () => {
    const { calls } = accountApi('invited');
    const { user } = renderLogin();
    await verifyEmail(user);
    expect(await screen.findByText(/approved but has no password yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    const request = calls.find((call) => call.url.pathname === '/account/request-invite');
    expect(request).toMatchObject({ method: 'POST', body: { email: EMAIL } });
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeDisabled();
  });

  it('says so when the new link cannot be asked for, and lets the member try again', async () => {
    accountApi('invited', () => jsonResponse({ message: 'down' }, 503));
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('We could not send the link. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeEnabled();
  });
});
