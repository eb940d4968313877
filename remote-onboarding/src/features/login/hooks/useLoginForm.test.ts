import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits, messages } from '@portal/shared';
import { INITIAL_LOGIN_FORM, loginFormReducer, useLoginForm, type LoginFormState } from './useLoginForm';

const afterFailedReset: LoginFormState = {
  ...INITIAL_LOGIN_FORM,
  email: 'agent@example.com',
  showEmailProblem: true,
  password: 'secret',
  mode: 'reset',
  error: messages.login.resetFailed,
  passwordRejected: true,
  success: 'sent',
  resetSent: true,
};

describe('loginFormReducer', () => {
  it('a changed email goes back to login mode with no message left, keeping the password', () => {
    expect(loginFormReducer(afterFailedReset, { type: 'emailChanged', email: 'other@example.com' })).toEqual({
      ...afterFailedReset,
      email: 'other@example.com',
      mode: 'login',
      resetSent: false,
      error: null,
      passwordRejected: false,
      success: null,
    });
  });

  it('toggling the mode clears the messages and the sent link', () => {
    const toggled = loginFormReducer(afterFailedReset, { type: 'modeToggled' });
    expect(toggled).toMatchObject({ mode: 'login', resetSent: false, error: null, passwordRejected: false, success: null });
    expect(loginFormReducer(toggled, { type: 'modeToggled' }).mode).toBe('reset');
  });

  it('a rejected password is marked and told; any other sign-in failure is only told', () => {
    expect(loginFormReducer(INITIAL_LOGIN_FORM, { type: 'signInFailed', passwordRejected: true })).toMatchObject({
      passwordRejected: true,
      error: messages.login.invalidPassword,
    });
    expect(loginFormReducer(INITIAL_LOGIN_FORM, { type: 'signInFailed', passwordRejected: false })).toMatchObject({
      passwordRejected: false,
      error: messages.login.failed,
    });
  });

  it('typing a password takes back the rejection but not the message', () => {
    const rejected = loginFormReducer(INITIAL_LOGIN_FORM, { type: 'signInFailed', passwordRejected: true });
    expect(loginFormReducer(rejected, { type: 'passwordChanged', password: 'x' })).toMatchObject({
      password: 'x',
      passwordRejected: false,
      error: messages.login.invalidPassword,
    });
  });
});

describe('useLoginForm: a notice handed over while the page is open', () => {
  afterEach(() => vi.useRealTimers());

  function renderOnLogin() {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: ['/login'] }, children);
    return renderHook(() => ({ form: useLoginForm(), navigate: useNavigate() }), { wrapper });
  }

  it('shows the newest notice, keeps it through a visit without one, and clears it after its time', () => {
    vi.useFakeTimers();
    const { result } = renderOnLogin();
    expect(result.current.form.notice).toBeNull();
    act(() => void result.current.navigate('/login', { state: { notice: 'First' } }));
    expect(result.current.form.notice).toBe('First');
    act(() => void result.current.navigate('/login', { state: { notice: 'Second' } }));
    expect(result.current.form.notice).toBe('Second');
    act(() => void result.current.navigate('/login'));
    expect(result.current.form.notice).toBe('Second');
    act(() => vi.advanceTimersByTime(limits.loginNoticeMs));
    expect(result.current.form.notice).toBeNull();
  });
});
