/**
 * The portal's calendar: days, months and Indian financial years as India counts them, whatever the time
 * zone of the server or the browser. Dates are `YYYY-MM-DD`, months `YYYY-MM`, financial years `YYYY-YY`
 * (1 April to 31 March: `2025-26` runs from 1 April 2025 to 31 March 2026). Framework- and zod-free, so
 * the API (through `@portal/shared/validation`) and the screens (through `@portal/shared`) share it.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The earliest year a date, month or financial year may fall in (the portal has no older business). */
export const FIRST_CALENDAR_YEAR = 2000;
/** The latest year a date or month may fall in: far enough for any policy term, near enough that no date overflows. */
export const LAST_CALENDAR_YEAR = 2100;
/** The first and last days the portal accepts anywhere (a filter, a cursor, a payment, an imported policy). */
export const FIRST_CALENDAR_DATE = `${FIRST_CALENDAR_YEAR}-01-01`;
export const LAST_CALENDAR_DATE = `${LAST_CALENDAR_YEAR}-12-31`;

/** What is wrong with a would-be date: not `YYYY-MM-DD`, no such day (31 June), or outside the portal's years. */
export type CalendarDateProblem = 'format' | 'notReal' | 'range';

/** Why `value` is not a date the portal accepts, or null when it is one. */
export function calendarDateProblem(value: unknown): CalendarDateProblem | null {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'notReal';
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) return 'range';
  return null;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is a real day `YYYY-MM-DD` within the portal's years. */
export function isCalendarDate(value: unknown): value is string {
  return calendarDateProblem(value) === null;
}

/** The quarters of a financial year: Q1 is April–June … Q4 is January–March. */
export const FINANCIAL_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type FinancialQuarter = (typeof FINANCIAL_QUARTERS)[number];

/**
 * The one time zone of the portal: every day it shows, names a file with, counts a renewal by or closes a
 * month on is India's, whatever the zone of the server or the browser.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

let indiaDateFormat: Intl.DateTimeFormat | undefined;

/** The date in India (`YYYY-MM-DD`) at the instant `now`: an ISO instant such as `2026-11-26T19:00:00Z` too. */
export function indiaDate(now: Date | string = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  indiaDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return indiaDateFormat.format(typeof now === 'string' ? new Date(now) : now);
}

/** A download's name dated with India's day at `now`: `sales-CO123`, `csv` → `sales-CO123-2026-11-27.csv`. */
export function datedFileName(stem: string, extension: string, now: Date = new Date()): string {
  return `${stem}-${indiaDate(now)}.${extension}`;
}

/** The month in India (`YYYY-MM`) at the instant `now`. */
export function currentMonth(now: Date = new Date()): string {
  return indiaDate(now).slice(0, 7);
}

/** `date` (`YYYY-MM-DD`) plus `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The month (`YYYY-MM`) `delta` months after the month of `dateOrMonth` (negative: before). */
export function addMonths(dateOrMonth: string, delta: number): string {
  const index = Number(dateOrMonth.slice(0, 4)) * 12 + Number(dateOrMonth.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month's first and last day. */
export function monthBounds(month: string): { start: string; end: string } {
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Whether `value` is a month `YYYY-MM` within the portal's years. */
export function isMonth(value: unknown): value is string {
  if (typeof value !== 'string' || !MONTH_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= FIRST_CALENDAR_YEAR && year <= LAST_CALENDAR_YEAR;
}

/** Whether `value` is a financial year `YYYY-YY` of consecutive years within the portal's years (2000-01 to 2099-00). */
export function isFinancialYear(value: unknown): value is string {
  const match = typeof value === 'string' ? FINANCIAL_YEAR_PATTERN.exec(value) : null;
  if (!match) return false;
  const first = Number(match[1]);
  return first >= FIRST_CALENDAR_YEAR && first < LAST_CALENDAR_YEAR && (first + 1) % 100 === Number(match[2]);
}

/** The financial year starting on 1 April of `firstYear`: 2025 → `2025-26`. */
export function financialYearStarting(firstYear: number): string {
  return `${firstYear}-${String((firstYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year a date (`YYYY-MM-DD`) or month (`YYYY-MM`) falls in. */
export function financialYearOf(dateOrMonth: string): string {
  const year = Number(dateOrMonth.slice(0, 4));
  return financialYearStarting(Number(dateOrMonth.slice(5, 7)) >= 4 ? year : year - 1);
}

/** A financial year's first and last day: `2025-26` → 1 April 2025 and 31 March 2026. */
export function financialYearBounds(fy: string): { start: string; end: string } {
  const first = Number(fy.slice(0, 4));
  return { start: `${first}-04-01`, end: `${first + 1}-03-31` };
}

/** The quarter of its financial year a date or month falls in. */
export function financialQuarterOf(dateOrMonth: string): FinancialQuarter {
  // April (4) → 0, …, March (3) → 11.
  const monthOfYear = (Number(dateOrMonth.slice(5, 7)) + 8) % 12;
  return FINANCIAL_QUARTERS[Math.floor(monthOfYear / 3)]!;
}
