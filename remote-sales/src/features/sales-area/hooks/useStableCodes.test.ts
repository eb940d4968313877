import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCodes } from './useStableCodes';

describe('useStableCodes', () => {
  it('keeps the same array while the codes stay the same, and gives a new one when they change', () => {
    const { result, rerender } = renderHook((codes: string[]) => useStableCodes(codes), { initialProps: ['CO2', 'CO4'] });
    const first = result.current;
    expect(first).toEqual(['CO2', 'CO4']);
    rerender(['CO2', 'CO4']);
    expect(result.current).toBe(first);
    rerender(['CO2']);
    expect(result.current).toEqual(['CO2']);
  });

  it('gives an empty array for no codes', () => {
    const { result } = renderHook(() => useStableCodes([]));
    expect(result.current).toEqual([]);
  });
});
