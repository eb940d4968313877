import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOptions, monthLabel, monthOptions } from './payoutPeriods';

describe('payout periods', () => {
  it('offers the latest month first and no later one', () => {
    expect(monthOptions('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(monthOptions('2000-02', 4)).toEqual(['2000-02', '2000-01']);
  });

  it('names months in words', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
  });

  it('offers the latest financial year first, also across a century', () => {
    expect(financialYearOptions('2026-27', 3)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(financialYearOptions('2099-00', 2)).toEqual(['2099-00', '2098-99']);
    expect(financialYearLabel('2025-26')).toBe('FY 2025-26 (April 2025 – March 2026)');
  });
});
