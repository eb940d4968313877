import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MemberProfile } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, setTestConfig } from '../sales/testUtils';
import ProfilePage from './ProfilePage';

// `request`: the payout account section's own call (no account yet).
const api = vi.hoisted(() => ({
  getProfile: vi.fn(),
  updatePreferences: vi.fn(),
  request: vi.fn(async () => ({ status: 'success', payoutAccount: { current: null, pending: null } })),
}));
vi.mock('@portal/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@portal/shared')>();
  return { ...actual, portalApi: { ...actual.portalApi, ...api } };
});

const profile = (renewalReminders: boolean): MemberProfile => ({
  name: 'Asha Verma',
  coCode: 'CO1',
  mobile: null,
  email: 'asha@example.com',
  pan: null,
  aadhar: null,
  bankName: null,
  bankAccount: null,
  preferences: { renewalReminders },
});

beforeEach(() => {
  vi.resetAllMocks();
  setTestConfig();
});

const reminders = () => screen.findByRole('switch', { name: 'Renewal reminder e-mails' });

describe('Profile — renewal reminder e-mails', () => {
  it('shows the saved choice, and saves a change with Saving… then Saved', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    api.getProfile.mockResolvedValue({ status: 'success', profile: profile(true) });
    api.updatePreferences.mockReturnValue(answer.promise);
    render(<ProfilePage />);
    const toggle = await reminders();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/30, 15, 7 or 1 days before renewal/);

    await user.click(toggle);
    expect(api.updatePreferences).toHaveBeenCalledWith({ renewalReminders: false });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Saving…')).toHaveAttribute('role', 'status');
    await act(async () => answer.resolve({ status: 'success', preferences: { renewalReminders: false } }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('starts off when the member opted out, and turns back on', async () => {
    const user = userEvent.setup();
    api.getProfile.mockResolvedValue({ status: 'success', profile: profile(false) });
    api.updatePreferences.mockResolvedValue({ status: 'success', preferences: { renewalReminders: true } });
    render(<ProfilePage />);
    const toggle = await reminders();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.updatePreferences).toHaveBeenCalledWith({ renewalReminders: true });
  });

  it('goes back to the saved choice and says why when saving fails', async () => {
    const user = userEvent.setup();
    api.getProfile.mockResolvedValue({ status: 'success', profile: profile(true) });
    api.updatePreferences.mockRejectedValue(new ApiError('network', 'Could not reach the server.'));
    render(<ProfilePage />);
    const toggle = await reminders();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choice: Could not reach the server.');
    expect(toggle).toBeChecked();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('is not offered until the profile has loaded', async () => {
    api.getProfile.mockRejectedValue(new ApiError('network', 'Could not reach the server.'));
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Renewal reminder e-mails' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
