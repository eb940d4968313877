import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignupForm } from './useSignupForm';

describe('useSignupForm', () => {
  it('keeps every field when several change in one commit (fields filled in one go)', () => {
    const { result } = renderHook(() => useSignupForm());
    act(() => {
      result.current.update('name', 'Asha Rao');
      result.current.update('phone', '98765 43210');
      result.current.update('email', 'asha@example.com');
    });
    expect(result.current.values).toMatchObject({ name: 'Asha Rao', phone: '98765 43210', email: 'asha@example.com' });
  });

  it('re-checks a field showing a message against the values of the same commit', () => {
    const { result } = renderHook(() => useSignupForm());
    act(() => result.current.update('email', 'asha@'));
    act(() => result.current.check('email'));
    expect(result.current.errors.email).toBeTruthy();
    act(() => {
      result.current.update('name', 'Asha Rao');
      result.current.update('email', 'asha@example.com');
    });
    expect(result.current.values.email).toBe('asha@example.com');
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.name).toBeUndefined();
  });
});
