import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditQuerySchema, recordPaymentBodySchema } from '@portal/shared/admin';
import { calendarDateProblem, isCalendarDate, isFinancialYear, isMonth } from '../calendar/indiaCalendar';
import { calendarDate } from './dates';
import { statementQuerySchema, taxSummaryQuerySchema } from './payouts';
import { fieldErrors, salesFilterSchema, salesQuerySchema } from './schemas';

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
    for (const value of [
      '2026-1-05',
      '26-01-05',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '+02026-01-05',
      '2026/01/05',
      '',
      20260105,
      null,
    ]) {
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

describe('every form and query with a date, month or year refuses impossible ones', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const impossibleDay = fc.oneof(
    fc
      .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) => fc.integer({ min: daysIn(year, month) + 1, max: 99 }).map((day) => `${year}-${pad(month)}-${pad(day)}`)),
    fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((year) => `${pad(year, 4)}-06-15`),
    fc.string({ maxLength: 12 }).filter((text) => !/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(text)),
  );
  const impossibleMonth = fc.oneof(
    fc.integer({ min: 2000, max: 2100 }).map((year) => `${year}-13`),
    fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((year) => `${pad(year, 4)}-06`),
    fc.string({ minLength: 1, maxLength: 10 }).filter((text) => !/^\s*\d{4}-\d{2}\s*$/.test(text) && text.trim() !== ''),
  );
  const payment = { coCode: 'AP1001', amount: '100', reference: 'NEFT 1', date: '2026-01-05' };
  const cases: [string, (value: string) => boolean][] = [
    ['sales list fromDate', (value) => salesQuerySchema.safeParse({ fromDate: value }).success],
    ['sales list toDate', (value) => salesQuerySchema.safeParse({ toDate: value }).success],
    ['sales totals fromDate', (value) => salesFilterSchema.safeParse({ fromDate: value }).success],
    ['audit from', (value) => auditQuerySchema.safeParse({ from: value }).success],
    ['audit to', (value) => auditQuerySchema.safeParse({ to: value }).success],
    ['payment date', (value) => recordPaymentBodySchema.safeParse({ ...payment, date: value }).success],
  ];

  it.each(cases)('%s', (_name, accepts) => {
    fc.assert(
      fc.property(impossibleDay, (value) => !accepts(value)),
      { numRuns: 300 },
    );
  });

  it('payout statement month and tax year', () => {
    fc.assert(
      fc.property(impossibleMonth, (value) => !statementQuerySchema.safeParse({ month: value }).success),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9998 }), fc.integer({ min: 0, max: 99 }), (year, next) => {
        const fy = `${pad(year, 4)}-${pad(next)}`;
        const real = year >= 2000 && year < 2100 && (year + 1) % 100 === next;
        return taxSummaryQuerySchema.safeParse({ fy }).success === real;
      }),
      { numRuns: 500 },
    );
  });
});
