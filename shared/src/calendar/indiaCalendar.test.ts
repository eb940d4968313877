import {
  addDays,
  addMonths,
  currentMonth,
  datedFileName,
  financialQuarterOf,
  financialYearBounds,
  financialYearOf,
  financialYearStarting,
  indiaDate,
  isFinancialYear,
  isMonth,
  monthBounds,
} from './indiaCalendar';

describe('India calendar', () => {
  it('takes today from India’s clock (UTC+5:30), not the machine’s', () => {
    // 31 March 2026, 19:00 UTC is already 1 April 2026 in India: a new day, month and financial year.
    const late = new Date('2026-03-31T19:00:00Z');
    expect(indiaDate(late)).toBe('2026-04-01');
    expect(currentMonth(late)).toBe('2026-04');
    expect(indiaDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(currentMonth(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03');
    expect(financialYearOf(indiaDate(late))).toBe('2026-27');
  });

  it('at 00:30 in India (19:00 UTC the day before) every day, month and file name is India’s', () => {
    const halfPastMidnight = new Date('2026-11-26T19:00:00Z');
    expect(indiaDate(halfPastMidnight)).toBe('2026-11-27');
    expect(indiaDate('2026-11-26T19:00:00.000Z')).toBe('2026-11-27');
    expect(datedFileName('sales-CO123', 'csv', halfPastMidnight)).toBe('sales-CO123-2026-11-27.csv');
    // The last half hour of a month in India closes it; the next instant opens the next one.
    expect(currentMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-06-15', 0)).toBe('2025-06-15');
  });

  it('moves months across years, from a month or a date', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -24)).toBe('2024-11');
    expect(addMonths('2026-11-30', -11)).toBe('2025-12');
  });

  it('gives a month’s first and last day, February in leap years too', () => {
    expect(monthBounds('2025-06')).toEqual({ start: '2025-06-01', end: '2025-06-30' });
    expect(monthBounds('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthBounds('2025-02')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(monthBounds('2025-12')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('puts 1 April to 31 March in one financial year', () => {
    expect(financialYearOf('2025-04-01')).toBe('2025-26');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2025-03')).toBe('2024-25');
    expect(financialYearOf('2026-04')).toBe('2026-27');
    expect(financialYearOf('2099-12')).toBe('2099-00');
    expect(financialYearStarting(2009)).toBe('2009-10');
    expect(financialYearBounds('2025-26')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(financialYearBounds('2099-00')).toEqual({ start: '2099-04-01', end: '2100-03-31' });
  });

  it('numbers the quarters from April', () => {
    const quarters = ['2025-04', '2025-06', '2025-07', '2025-09-30', '2025-10', '2025-12', '2026-01', '2026-03-31'].map(financialQuarterOf);
    expect(quarters).toEqual(['Q1', 'Q1', 'Q2', 'Q2', 'Q3', 'Q3', 'Q4', 'Q4']);
  });

  it('accepts only well-formed months and financial years from 2000 on', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const value of ['2026-13', '2026-00', '2026-1', '1999-12', '2026-11-01', null, 202611])
      expect(isMonth(value), String(value)).toBe(false);
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    for (const value of ['2026-28', '2025-25', '1999-00', '2025', '2025-2026', undefined])
      expect(isFinancialYear(value), String(value)).toBe(false);
  });
});
