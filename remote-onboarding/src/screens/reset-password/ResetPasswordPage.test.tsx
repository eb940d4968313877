import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { confirmResetPassword, messages } from '@portal/shared';
import { deferred, mockFetch } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';
import { useTestConfig } from '../../testing/testConfig';
import LoginPage from '../login/LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared')>()),
  confirmResetPassword: vi.fn(),
}));

const confirmReset = vi.mocked(confirmResetPassword);
const CODE = 'oob-code-42';

function renderReset(entry = `/reset-password?oobCode=${CODE}`, fakeTimers = false) {
  return renderRoute(<ResetPasswordPage />, {
    path: '/reset-password',
    entry,
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
}

const newBox = () => screen.getByLabelText('New Password');
const confirmBox = () => screen.getByLabelText('Confirm Password');
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

async function choose(user: ReturnType<typeof renderReset>['user'], password: string, confirm = password) {
  await user.type(newBox(), password);
  await user.type(confirmBox(), confirm);
}

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  useTestConfig();
  confirmReset.mockReset();
  confirmReset.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage without a code', () => {
  it.each(['/reset-password', '/reset-password?oobCode=', '/reset-password?mode=resetPassword'])(
    "%s says 'Invalid or expired reset link' and goes to /login after 3 seconds",
    (entry) => {
      vi.useFakeTimers();
      renderReset(entry, true);
      expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
      expect(screen.getByText(messages.resetPassword.invalidLink)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(messages.resetPassword.invalidLink);
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    },
  );

  it('offers a link to go to /login at once', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage with a code', () => {
  it('shows New Password and Confirm Password for password managers', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(newBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(newBox()).toBeRequired();
    expect(resetButton()).toBeEnabled();
  });

  it("requires at least 6 characters ('Password must be at least 6 characters')", async () => {
    const { user } = renderReset();
    await choose(user, '12345');
    await user.click(resetButton());
    expect(screen.getByText(messages.resetPassword.tooShort)).toBeInTheDocument();
    expect(screen.queryByText(messages.setPassword.tooShort)).not.toBeInTheDocument();
    expect(newBox()).toHaveAttribute('aria-invalid', 'true');
    expect(newBox()).toHaveFocus();
    expect(confirmReset).not.toHaveBeenCalled();
  });

  it("requires both entries to match ('Passwords do not match')", async () => {
    const { user } = renderReset();
    await choose(user, 'newpass1', 'newpass2');
    await user.click(resetButton());
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(confirmBox()).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
    expect(confirmReset).not.toHaveBeenCalled();
  });

  it('confirms the reset with Firebase and goes to /login with the success notice', async () => {
    const { user } = renderReset();
    await choose(user, 'newpass1');
    await user.click(resetButton());
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toEqual({ notice: messages.resetPassword.success });
    expect(confirmReset).toHaveBeenCalledWith(CODE, 'newpass1');
  });

  it("shows 'Processing...' while confirming and submits once", async () => {
    const pending = deferred<void>();
    confirmReset.mockReturnValue(pending.promise);
    const { user } = renderReset();
    await choose(user, 'newpass1');
    await user.click(resetButton());
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await user.type(confirmBox(), '{Enter}');
    expect(confirmReset).toHaveBeenCalledTimes(1);
    pending.resolve();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it.each(['auth/invalid-action-code', 'auth/expired-action-code'])('reports %s as an invalid or expired link', async (code) => {
    confirmReset.mockRejectedValue(firebaseError(code));
    const { user } = renderReset();
    await choose(user, 'newpass1');
    await user.click(resetButton());
    expect(await screen.findByText(messages.resetPassword.invalidCode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/login');
    expect(newBox()).toHaveValue('newpass1');
  });

  it.each([firebaseError('auth/weak-password'), firebaseError('auth/network-request-failed'), new Error('boom')])(
    "says 'Failed to reset password. Please try again.' on other failures (%s)",
    async (error) => {
      confirmReset.mockRejectedValue(error);
      const { user } = renderReset();
      await choose(user, 'newpass1');
      await user.click(resetButton());
      expect(await screen.findByText(messages.resetPassword.failed)).toBeInTheDocument();
      expect(newBox()).toHaveValue('newpass1');
      expect(confirmBox()).toHaveValue('newpass1');
      expect(resetButton()).toBeEnabled();
    },
  );
});

describe('reset password → login', () => {
  it('the login page shows the success notice for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => new Response('{}'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={[`/reset-password?oobCode=${CODE}`]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await choose(user, 'newpass1');
    await user.click(resetButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText(messages.resetPassword.success)).toBeInTheDocument();
    // Let the login page's effects run (they start the 5 s timer) before the clock moves.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(messages.resetPassword.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(messages.resetPassword.success)).not.toBeInTheDocument());
  });
});
