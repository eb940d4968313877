import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useThemeStore } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, setTestConfig } from '../../testing/testUtils';
import { answerCalls } from '../../testing/answerCalls';
import { initial, type Profile } from '../../features/profile';
import ProfilePage from './ProfilePage';

// `payoutAccount`: the payout account section's own read (no account yet).
const api = {
  profile: vi.fn(),
  payoutAccount: vi.fn(async () => ({ status: 'success', payoutAccount: { current: null, pending: null } })),
};
const getProfile = api.profile;

const fullProfile: Profile = {
  name: 'Asha Verma',
  coCode: 'CO1',
  mobile: '9876543210',
  email: 'asha@example.com',
  pan: 'ABXXXXX34F',
  aadhar: 'XXXX XXXX 1234',
  bankName: 'State Bank of India',
  bankAccount: '••••1234',
  preferences: { renewalReminders: true, language: 'en' },
  certification: { stage: 'certified', certifiedOn: '2024-01-15' },
};

function value(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  getProfile.mockReset();
  answerCalls(api);
  setTestConfig();
  useThemeStore.getState().setTheme('light');
});

describe('ProfilePage', () => {
  it("shows 'Loading profile...' until the profile arrives", async () => {
    const pending = deferred<unknown>();
    getProfile.mockReturnValue(pending.promise);
    render(<ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    await act(async () => pending.resolve({ status: 'success', profile: fullProfile }));
    await waitFor(() => expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument());
  });

  it('shows the avatar letter, name, CO Code and every section, masked values as the API sends them', async () => {
    getProfile.mockResolvedValue({ status: 'success', profile: fullProfile });
    render(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent(/^A$/);
    expect(screen.getByText('CO Code: CO1')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(value(contact, 'Mobile')).toBe('9876543210');
    expect(value(contact, 'Email')).toBe('asha@example.com');
    const identity = screen.getByRole('region', { name: 'Identity Details' });
    expect(value(identity, 'PAN')).toBe('ABXXXXX34F');
    expect(value(identity, 'Aadhar')).toBe('XXXX XXXX 1234');
    const bank = screen.getByRole('region', { name: 'Banking Information' });
    expect(value(bank, 'Bank Name')).toBe('State Bank of India');
    expect(value(bank, 'Account Number')).toBe('••••1234');
  });

  it("shows 'Not provided' for each missing value and a missing member code", async () => {
    getProfile.mockResolvedValue({
      status: 'success',
      profile: { name: 'ravi', coCode: null, mobile: null, email: '', pan: null, aadhar: '  ', bankName: null, bankAccount: null },
    });
    render(<ProfilePage />);
    expect(await screen.findByText('CO Code: Not provided')).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent(/^R$/);
    for (const [section, label] of [
      ['Contact Information', 'Mobile'],
      ['Contact Information', 'Email'],
      ['Identity Details', 'PAN'],
      ['Identity Details', 'Aadhar'],
      ['Banking Information', 'Bank Name'],
      ['Banking Information', 'Account Number'],
    ] as const) {
      expect(value(screen.getByRole('region', { name: section }), label)).toBe('Not provided');
    }
  });

  it("shows 'Error: ' plus the server's message", async () => {
    getProfile.mockRejectedValue(new ApiError('http', 'Your session has expired. Please log in again.', 401));
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Your session has expired\. Please log in again\.$/);
  });

  it("offers 'Try again' when the API cannot be reached, and shows the profile once it answers", async () => {
    const unreachable = new ApiError('network', 'Could not reach the server. Please check your connection and try again.');
    getProfile
      // The read and the data layer's one retry of a failure that may pass.
      .mockRejectedValueOnce(unreachable)
      .mockRejectedValueOnce(unreachable)
      .mockResolvedValueOnce({ status: 'success', profile: fullProfile });
    render(<ProfilePage />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/^Error: Could not reach the server\./);
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(getProfile).toHaveBeenCalledTimes(3);
  });

  it("shows the server's message from an error status in a 200 answer", async () => {
    getProfile.mockResolvedValue({ status: 'error', message: 'Member not found' });
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Member not found');
  });

  it('keeps the Preferences dark-theme switch, which writes the shared theme', async () => {
    getProfile.mockResolvedValue({ status: 'success', profile: fullProfile });
    render(<ProfilePage />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(toggle).toBeChecked();
  });

  it('takes the avatar letter from the first letter of the name', () => {
    expect(initial('  ésha')).toBe('É');
    expect(initial('"Bala"')).toBe('B');
    expect(initial('')).toBe('?');
    expect(initial(null)).toBe('?');
  });
});
