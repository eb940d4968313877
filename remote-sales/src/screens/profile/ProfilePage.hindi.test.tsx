import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { englishLeft, switchLanguageForTest } from '@portal/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, setTestConfig } from '../../testing/testUtils';
import ActivityPage from '../activity/ActivityPage';
import { answerCalls } from '../../testing/answerCalls';
import ProfilePage from './ProfilePage';
import type { Profile } from '../../features/profile';

// `payoutAccount`: the payout account section's own read (no account yet).
const api = {
  profile: vi.fn(),
  updatePreferences: vi.fn(),
  payoutAccount: vi.fn(async () => ({ status: 'success', payoutAccount: { current: null, pending: null } })),
};

const profile: Profile = {
  name: 'Asha Verma',
  coCode: 'CO1',
  mobile: '9876543210',
  email: 'asha@example.com',
  pan: 'ABXXXXX34F',
  aadhar: null,
  bankName: 'State Bank of India',
  bankAccount: '••••1234',
  preferences: { renewalReminders: true, language: 'en' },
  certification: { stage: 'certified', certifiedOn: '2024-01-15' },
};

function value(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(async () => {
  vi.resetAllMocks();
  answerCalls(api);
  setTestConfig();
  await switchLanguageForTest('hi');
});

describe('ProfilePage in Hindi', () => {
  it('shows the profile, its sections and the preferences in Hindi, a missing value as the common catalogue says', async () => {
    const user = userEvent.setup();
    const saved = deferred<unknown>();
    api.profile.mockResolvedValue({ status: 'success', profile });
    api.updatePreferences.mockReturnValue(saved.promise);
    render(<ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('प्रोफ़ाइल लोड हो रही है...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('CO कोड: CO1')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'संपर्क की जानकारी' });
    expect(value(contact, 'मोबाइल')).toBe('9876543210');
    expect(value(contact, 'ईमेल')).toBe('asha@example.com');
    const identity = screen.getByRole('region', { name: 'पहचान का विवरण' });
    expect(value(identity, 'PAN')).toBe('ABXXXXX34F');
    expect(value(identity, 'आधार')).toBe('नहीं दिया गया');
    const bank = screen.getByRole('region', { name: 'बैंक की जानकारी' });
    expect(value(bank, 'बैंक का नाम')).toBe('State Bank of India');
    expect(value(bank, 'खाता नंबर')).toBe('••••1234');

    const preferences = within(screen.getByRole('region', { name: 'सेटिंग्स' }));
    expect(preferences.getByRole('switch', { name: 'डार्क थीम' })).toBeInTheDocument();
    const reminders = preferences.getByRole('switch', { name: 'रिन्यूअल रिमाइंडर ईमेल' });
    expect(reminders).toHaveAccessibleDescription(/^दिन में ज़्यादा से ज़्यादा एक ईमेल/);
    await user.click(reminders);
    expect(preferences.getByText('सेव हो रहा है…')).toBeInTheDocument();
    await act(async () => saved.resolve({ preferences: { renewalReminders: false } }));
    expect(preferences.getByText('सेव हो गया')).toBeInTheDocument();

    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual([]);
  });

  it('says a failure and Try again in Hindi (the server gave no reason)', async () => {
    api.profile.mockResolvedValue({ status: 'error', message: '' });
    api.updatePreferences.mockRejectedValue(new Error(''));
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^गड़बड़ी: प्रोफ़ाइल उपलब्ध नहीं है$/);
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual([]);
  });

  it('says a refused preference in Hindi', async () => {
    const user = userEvent.setup();
    api.profile.mockResolvedValue({ status: 'success', profile });
    api.updatePreferences.mockRejectedValue(new Error(''));
    render(<ProfilePage />);
    await user.click(await screen.findByRole('switch', { name: 'रिन्यूअल रिमाइंडर ईमेल' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('आपकी पसंद सेव नहीं हो सकी: कृपया फिर से कोशिश करें।');
    expect(englishLeft({ catalogues: ['sales', 'common'] })).toEqual([]);
  });
});

describe('ActivityPage in Hindi', () => {
  it('has its heading in Hindi', () => {
    render(<ActivityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'एक्टिविटी पॉइंट्स' })).toBeInTheDocument();
  });
});
