import { describe, expect, it } from 'vitest';
import { calendarDateProblem, isCalendarDate, isFinancialYear, isMonth } from '../calendar/indiaCalendar';
import { calendarDate } from './dates';
import { fieldErrors, salesQuerySchema } from './schemas';

describe('the one rule for dates', () => {
  it('knows which days the calendar has', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(calendarDateProblem('2026-02-29')).toBe('notReal');
    expect(calendarDateProblem('2100-02-29')).toBe('notReal');
    expect(calendarDateProblem('2026-02-30')).toBe('notReal');
    expect(calendarDateProblem('2025-04-31')).toBe('notReal');
    expect(calendarDateProblem('2026-13-01')).toBe('notReal');
    expect(calendarDateProblem('2026-00-10')).toBe('notReal');
    expect(calendarDateProblem('2026-01-00')).toBe('notReal');
  });

  it('keeps to the portal’s years, 2000 to 2100', () => {
    expect(isCalendarDate('2000-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    expect(calendarDateProblem('1999-12-31')).toBe('range');
    expect(calendarDateProblem('0000-01-01')).toBe('range');
    expect(calendarDateProblem('9999-12-31')).toBe('range');
    expect(calendarDateProblem('1900-01-01')).toBe('range');
  });

  it('wants YYYY-MM-DD and nothing else', () => {
    for (const value of ['2026-1-05', '26-01-05', '2026-01-05T00:00:00Z', ' 2026-01-05', '+02026-01-05', '2026/01/05', '', 20260105, null]) {
      expect(calendarDateProblem(value)).toBe('format');
    }
  });

  it('bounds months and financial years the same way', () => {
    expect(isMonth('2100-12')).toBe(true);
    expect(isMonth('2101-01')).toBe(false);
    expect(isMonth('1999-12')).toBe(false);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2100-01')).toBe(false);
  });

  it('names the field and what is wrong with it', () => {
    const schema = calendarDate('label.from');
    const message = (value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message('2026-02-30')).toBe('From is not a real date');
    expect(message('0000-01-01')).toBe('From must be between 2000-01-01 and 2100-12-31');
    expect(message('01/02/2026')).toBe('From must be a date as YYYY-MM-DD');
    expect(message(5)).toBe('From must be a date');
    expect(message('  ')).toBe('From is required');
    expect(message(' 2026-02-28 ')).toBeNull();
  });

  it('refuses an impossible filter of the sales list by field', () => {
    const errors = (query: Record<string, string>) => {
      const parsed = salesQuerySchema.safeParse(query);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errors({ fromDate: '2026-02-30' })).toEqual({ fromDate: 'From date is not a real date' });
    expect(errors({ toDate: '2025-04-31' })).toEqual({ toDate: 'To date is not a real date' });
    expect(errors({ fromDate: '0000-01-01' })).toEqual({ fromDate: 'From date must be between 2000-01-01 and 2100-12-31' });
    expect(errors({ fromDate: '2026-01-01', toDate: '2026-01-31' })).toEqual({});
  });
});
