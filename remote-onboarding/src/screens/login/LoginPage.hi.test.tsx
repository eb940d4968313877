import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, signInWithPassword, useAuthStore } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import LoginPage from './LoginPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  signInWithPassword: vi.fn(),
}));

const signIn = vi.mocked(signInWithPassword);
const EMAIL = 'agent@example.com';
/** The error catalogue in Hindi ('common' namespace). */
const common = (key: string) => i18n.getFixedT('hi', 'common')(key);
const DEVANAGARI = /[\u0900-\u097F]/;

function api(reset: (call: RecordedCall) => Response = () => jsonResponse({ status: 'success' })) {
  return mockFetch((call) => {
    if (call.url.pathname === '/account/check') {
      return jsonResponse({ status: 'success', userRegistered: call.url.searchParams.get('email') === EMAIL });
    }
    if (call.url.pathname === '/account/reset-password') return reset(call);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const renderLogin = () => renderRoute(<LoginPage />, { path: '/login', entry: '/login' });
const emailBox = () => screen.getByRole('textbox', { name: 'ईमेल' });
const verifyButton = () => screen.getByRole('button', { name: 'ईमेल सत्यापित करें' });
const loginButton = () => screen.getByRole('button', { name: 'लॉग इन करें' });

async function verifyEmail(user: ReturnType<typeof renderLogin>['user'], email = EMAIL) {
  await user.type(emailBox(), email);
  await user.click(verifyButton());
}

beforeEach(async () => {
  useTestConfig();
  useAuthStore.setState({ loading: false, user: null, profileName: null });
  signIn.mockReset();
  await switchLanguageForTest('hi');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage in Hindi', () => {
  it('says everything in Hindi before the email is verified', () => {
    api();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByText('पहले अपना ईमेल सत्यापित करें, फिर लॉग इन करने के लिए पासवर्ड डालें।')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(emailBox()).toBeRequired();
    expect(verifyButton()).toBeDisabled();
    expect(loginButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'हमारे नेटवर्क से जुड़ें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/Agent Portal पर नए हैं\?/)).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it("says 'Invalid password' in Hindi, with the verified email, the password's labels and Forgot Password?", async () => {
    api();
    signIn.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    const { user } = renderLogin();
    await verifyEmail(user);
    const password = await screen.findByLabelText('पासवर्ड');
    expect(screen.getByText('ईमेल सत्यापित हो गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toHaveTextContent('छिपाएँ');

    await user.type(password, 'wrong-pass');
    await user.click(loginButton());
    const invalid = common('login.invalidPassword');
    expect(invalid).toMatch(DEVANAGARI);
    expect(await screen.findByText(invalid)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(invalid);
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('says in Hindi that an email is not registered, with the way to sign up', async () => {
    api();
    const { user } = renderLogin();
    await verifyEmail(user, 'stranger@example.com');
    expect(await screen.findByText(common('login.notRegistered'))).toBeInTheDocument();
    expect(screen.getByText(common('login.notOnboarded'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/अगर आप हमारे नेटवर्क से जुड़ना चाहते हैं/)).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('asks for a reset link in Hindi and says in Hindi when it cannot be sent', async () => {
    api(() => new Response('oops', { status: 500 }));
    const { user } = renderLogin();
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड रीसेट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन पर वापस जाएँ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText(common('login.resetFailed'))).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('an email problem is said in Hindi', async () => {
    api();
    const { user } = renderLogin();
    await user.type(emailBox(), 'agent@example');
    await user.tab();
    expect(screen.getByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument();
    expect(emailBox()).toHaveAccessibleDescription('कृपया सही ईमेल पता डालें');
  });
});

describe('LoginPage: switching language while it is open', () => {
  it('changes its texts at once, in both directions', async () => {
    await switchLanguageForTest('en');
    api();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    // The check used above does see English when there is some.
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual(
      expect.arrayContaining([
        'onboarding:login.title: Welcome Back',
        'onboarding:login.verify: Verify Email',
        'onboarding:login.newHere: Join our network',
      ]),
    );
    await act(() => switchLanguageForTest('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(verifyButton()).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
    await act(() => switchLanguageForTest('en'));
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
  });
});
