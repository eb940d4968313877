import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, setTestConfig } from '../../testing/testUtils';
import { answerCalls } from '../../testing/answerCalls';
import ProfilePage from './ProfilePage';
import type { Profile } from '../../features/profile';

// `payoutAccount`: the payout account section's own read (no account yet).
const api = {
  profile: vi.fn(),
  updatePreferences: vi.fn(),
  payoutAccount: vi.fn(async () => ({ status: 'success', payoutAccount: { current: null, pending: null } })),
};

const profile = (renewalReminders: boolean): Profile => ({
  name: 'Asha Verma',
  coCode: 'CO1',
  mobile: null,
  email: 'asha@example.com',
  pan: null,
  aadhar: null,
  bankName: null,
  bankAccount: null,
  preferences: { renewalReminders, language: 'en' },
  certification: { stage: 'certified', certifiedOn: '2024-01-15' },
});

beforeEach(() => {
  vi.resetAllMocks();
  answerCalls(api);
  setTestConfig();
});

const reminders = () => screen.findByRole('switch', { name: 'Renewal reminder e-mails' });

describe('Profile — renewal reminder e-mails', () => {
  it('shows the saved choice, and saves a change with Saving… then Saved', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    api.profile.mockResolvedValue({ status: 'success', profile: profile(true) });
    api.updatePreferences.mockReturnValue(answer.promise);
    render(<ProfilePage />);
    const toggle = await reminders();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/30, 15, 7 or 1 days before renewal/);

    await user.click(toggle);
    expect(api.updatePreferences).toHaveBeenCalledWith({ body: { renewalReminders: false } });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Saving…')).toHaveAttribute('role', 'status');
    await act(async () => answer.resolve({ status: 'success', preferences: { renewalReminders: false } }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('starts off when the member opted out, and turns back on', async () => {
    const user = userEvent.setup();
    api.profile.mockResolvedValue({ status: 'success', profile: profile(false) });
    api.updatePreferences.mockResolvedValue({ status: 'success', preferences: { renewalReminders: true } });
    render(<ProfilePage />);
    const toggle = await reminders();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.updatePreferences).toHaveBeenCalledWith({ body: { renewalReminders: true } });
  });

  it('goes back to the saved choice and says why when saving fails', async () => {
    const user = userEvent.setup();
    api.profile.mockResolvedValue({ status: 'success', profile: profile(true) });
    api.updatePreferences.mockRejectedValue(new ApiError('network', 'Could not reach the server.'));
    render(<ProfilePage />);
    const toggle = await reminders();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choice: Could not reach the server.');
    expect(toggle).toBeChecked();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('is not offered until the profile has loaded', async () => {
    api.profile.mockRejectedValue(new ApiError('network', 'Could not reach the server.'));
    render(<ProfilePage />);
    // After the data layer's one retry of a failure that may pass.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Renewal reminder e-mails' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
