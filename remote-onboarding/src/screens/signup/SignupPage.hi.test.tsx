import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@portal/shared';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { jsonResponse, mockFetch, type RecordedCall } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import SignupPage from './SignupPage';

const DEVANAGARI = /[\u0900-\u097F]/;
const common = (key: string) => i18n.getFixedT('hi', 'common')(key);

const LABELS = {
  name: 'पूरा नाम',
  phone: 'फ़ोन नंबर',
  email: 'ईमेल पता',
  pan: 'PAN नंबर',
  aadhaar: 'आधार नंबर',
  referral: 'रेफ़र करने वाले का नाम',
  reason: 'आपको हमारे बारे में कैसे पता चला?',
} as const;

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'साइन अप करें' });
const renderSignup = () => renderRoute(<SignupPage />, { path: '/signup', entry: '/signup' });
const registration = (answer: (call: RecordedCall) => Response) => mockFetch(answer);

async function fillValid(user: ReturnType<typeof renderSignup>['user']) {
  await user.type(box(LABELS.name), 'आशा राव');
  await user.type(box(LABELS.phone), '9876543210');
  await user.type(box(LABELS.email), 'asha@example.com');
  await user.type(box(LABELS.reason), 'एक दोस्त ने बताया');
}

beforeEach(async () => {
  useTestConfig();
  await switchLanguageForTest('hi');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupPage in Hindi', () => {
  it('labels every field, hint and action in Hindi', () => {
    registration(() => jsonResponse({ status: 'success' }));
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे नेटवर्क से जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'साइन अप' })).toBeInTheDocument();
    for (const label of Object.values(LABELS)) expect(box(label)).toBeInTheDocument();
    expect(box(LABELS.name)).toBeRequired();
    expect(box(LABELS.pan)).not.toBeRequired();
    expect(box(LABELS.phone)).toHaveAccessibleDescription('10 अंक');
    expect(box(LABELS.pan)).toHaveAccessibleDescription('वैकल्पिक, जैसे ABCDE1234F');
    expect(box(LABELS.aadhaar)).toHaveAccessibleDescription('वैकल्पिक, 12 अंक');
    expect(box(LABELS.referral)).toHaveAccessibleDescription('वैकल्पिक: आपको किसने रेफ़र किया');
    expect(screen.getByText(/वाले फ़ील्ड भरना ज़रूरी है।/)).toHaveTextContent('* वाले फ़ील्ड भरना ज़रूरी है।');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it("says the catalogue's 'already registered' in Hindi on a 409, with the way to log in", async () => {
    registration(() => new Response('', { status: 409 }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submitButton());
    const registered = common('signup.alreadyRegistered');
    expect(registered).toMatch(DEVANAGARI);
    const alert = await screen.findByText(registered);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'लॉग इन पर जाएँ' })).toHaveAttribute('href', '/login');
    expect(box(LABELS.email)).toHaveAccessibleDescription(`${registered} लॉग इन पर जाएँ`);
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });

  it('shows the registration dialog in Hindi, then the sent notice', async () => {
    registration(() => jsonResponse({ status: 'success' }));
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'रजिस्ट्रेशन सफल रहा!' });
    expect(dialog).toHaveAccessibleDescription(/^साइन अप करने के लिए धन्यवाद!/);
    expect(within(dialog).getByRole('button', { name: 'लॉग इन पर आगे बढ़ें' })).toHaveFocus();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('आपका आवेदन भेज दिया गया है। ऑनबोर्डिंग पूरी होने पर हम आपको ईमेल करेंगे।')).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['onboarding', 'common'] })).toEqual([]);
  });
});
