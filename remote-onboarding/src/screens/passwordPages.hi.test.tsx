import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmResetPassword, i18n } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { jsonResponse, mockFetch } from '../testing/fetchMock';
import { renderRoute } from '../testing/renderRoute';
import { testConfig, useTestConfig } from '../testing/testConfig';
import ResetPasswordPage from './reset-password/ResetPasswordPage';
import SetPasswordPage from './set-password/SetPasswordPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  confirmResetPassword: vi.fn(),
}));

const confirmReset = vi.mocked(confirmResetPassword);
const common = (key: string) => i18n.getFixedT('hi', 'common')(key);
const EMAIL = 'new.agent@example.com';
const SET_LINK = `/set-password?email=${encodeURIComponent(btoa(EMAIL))}&token=invite-token-123`;

beforeEach(async () => {
  useTestConfig();
  confirmReset.mockReset();
  await switchLanguageForTest('hi');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SetPasswordPage in Hindi', () => {
  it('labels the form in Hindi', async () => {
    mockFetch(() => jsonResponse({ status: 'success', invite: 'valid' }));
    renderRoute(<SetPasswordPage />, { path: '/set-password', entry: SET_LINK });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना पासवर्ड सेट करें' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'ईमेल' })).toHaveValue(EMAIL);
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 6 अक्षर');
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('says in Hindi that the invite is no good, with a prepared email in Hindi', async () => {
    mockFetch(() => new Response('', { status: 410 }));
    const { user } = renderRoute(<SetPasswordPage />, { path: '/set-password', entry: SET_LINK });
    await user.type(await screen.findByLabelText('पासवर्ड'), 'secret12');
    await user.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByText('यह आमंत्रण लिंक गलत है या इसकी समय-सीमा खत्म हो गई है।')).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: testConfig.contact.email });
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(`कृपया ${EMAIL} पर नया आमंत्रण लिंक भेजें।`);
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/contact');
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('says in Hindi that a link was used up, before the form', async () => {
    mockFetch(() => jsonResponse({ status: 'success', invite: 'expired' }));
    renderRoute(<SetPasswordPage />, { path: '/set-password', entry: SET_LINK });
    expect(await screen.findByText('इस लिंक की समय-सीमा खत्म हो गई है या इसकी जगह नया लिंक भेजा जा चुका है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मुझे नया लिंक ईमेल करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });
});

describe('ResetPasswordPage in Hindi', () => {
  it('says in Hindi that a link without a code is no good', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', entry: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना पासवर्ड रीसेट करें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(common('resetPassword.invalidLink'));
    expect(screen.getByRole('link', { name: 'अभी जाएँ' })).toHaveAttribute('href', '/login');
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it("says the catalogue's 'invalid or expired' in Hindi when the code is refused", async () => {
    confirmReset.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/expired-action-code).'), { code: 'auth/expired-action-code' }),
    );
    const { user } = renderRoute(<ResetPasswordPage />, { path: '/reset-password', entry: '/reset-password?oobCode=oob-1' });
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'secret12');
    await user.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(await screen.findByText(common('resetPassword.invalidCode'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toHaveAttribute('href', '/login');
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });
});
