import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewPasswordForm } from './useNewPasswordForm';

const TOO_SHORT = 'Password must be at least 6 characters';

describe('useNewPasswordForm', () => {
  it('keeps both fields when they change in one commit (a password manager filling them)', () => {
    const { result } = renderHook(() => useNewPasswordForm(TOO_SHORT));
    act(() => {
      result.current.update('password', 'secret12');
      result.current.update('confirmPassword', 'secret12');
    });
    expect(result.current.values).toEqual({ password: 'secret12', confirmPassword: 'secret12' });
    expect(result.current.errors).toEqual({});
  });

  it('compares the confirmation with the password changed in the same commit', () => {
    const { result } = renderHook(() => useNewPasswordForm(TOO_SHORT));
    act(() => {
      expect(result.current.submit()).toBeNull();
    });
    expect(result.current.errors.password).toBe(TOO_SHORT);
    act(() => {
      result.current.update('password', 'secret12');
      result.current.update('confirmPassword', 'secret12');
    });
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.errors.confirmPassword).toBeUndefined();
  });

  it('re-checks a field left with a message as it is corrected, and leaves an untouched one alone', () => {
    const { result } = renderHook(() => useNewPasswordForm(TOO_SHORT));
    act(() => result.current.check('password'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.update('password', 'abc'));
    act(() => result.current.check('password'));
    expect(result.current.errors.password).toBe(TOO_SHORT);
    act(() => result.current.update('password', 'abcdef'));
    expect(result.current.errors.password).toBeUndefined();
  });
});
