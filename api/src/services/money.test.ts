import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvPaise } from '@portal/shared/validation';
import { paiseFromDb, rupeesToPaise } from './money.js';

describe('money in paise', () => {
  it('reads rupee text exactly, and reads back what the CSV files write', () => {
    expect(rupeesToPaise('12500.5')).toBe(1_250_050);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('999999999999.99')).toBe(99_999_999_999_999);
    expect(csvPaise(-123_405)).toBe('-1234.05');
    expect(csvPaise(5)).toBe('0.05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (paise) => {
        expect(rupeesToPaise(csvPaise(paise))).toBe(paise);
      }),
      { seed: 17 },
    );
  });

  it('refuses rupee text that is not an amount', () => {
    for (const bad of ['', '-5', '1.234', '1e3', '12,500', ' 5']) expect(() => rupeesToPaise(bad), bad).toThrow();
  });

  it('takes paise from the database only when a number holds them exactly', () => {
    expect(paiseFromDb('-150000')).toBe(-150_000);
    expect(paiseFromDb(42)).toBe(42);
    expect(paiseFromDb(null)).toBe(0);
    expect(paiseFromDb('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => paiseFromDb('9007199254740993')).toThrow(/out of range/);
    expect(() => paiseFromDb(2 ** 53)).toThrow(/out of range/);
    expect(() => paiseFromDb('12.5')).toThrow();
    expect(() => paiseFromDb(12.5)).toThrow();
  });
});
