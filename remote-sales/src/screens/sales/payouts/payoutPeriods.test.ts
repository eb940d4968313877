import { describe, expect, it } from 'vitest';
import {
  addMonths,
  currentMonth,
  financialYearOfMonth,
  financialYearOptions,
  indiaToday,
  isFinancialYear,
  isMonth,
  monthLabel,
  monthOptions,
} from './payoutPeriods';

describe('payout periods', () => {
  it('takes today from India’s clock, not the browser’s', () => {
    // 31 March 2026, 19:00 UTC is already 1 April 2026 in India (UTC+5:30): a new month and year.
    const late = new Date('2026-03-31T19:00:00Z');
    expect(indiaToday(late)).toBe('2026-04-01');
    expect(currentMonth(late)).toBe('2026-04');
    expect(currentMonth(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03');
  });

  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -24)).toBe('2024-11');
  });

  it('offers the latest month first and no later one', () => {
    expect(monthOptions('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('names months in words', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
  });

  it('puts April to March in one financial year', () => {
    expect(financialYearOfMonth('2026-03')).toBe('2025-26');
    expect(financialYearOfMonth('2026-04')).toBe('2026-27');
    expect(financialYearOptions('2026-27', 3)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(financialYearOptions('2099-00', 2)).toEqual(['2099-00', '2098-99']);
  });

  it('accepts only well-formed months and financial years', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2099-00')).toBe(true);
  });
});
