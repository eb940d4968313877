/**
 * Months (`YYYY-MM`) and Indian financial years (`YYYY-YY`, 1 April to 31 March) for the Payouts
 * screen's pickers. "Now" is India's date, as on the API: a statement month is a month in India.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FY = /^(\d{4})-(\d{2})$/;

/** How far back the month picker goes. */
export const MONTHS_OFFERED = 24;
/** How many financial years the tax summary offers (the current one and earlier ones). */
export const YEARS_OFFERED = 6;

let indiaDateFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** Today's date in India, `YYYY-MM-DD`. */
export function indiaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  indiaDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return indiaDateFormat.format(now);
}

export function currentMonth(now: Date = new Date()): string {
  return indiaToday(now).slice(0, 7);
}

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value) && Number(value.slice(0, 4)) >= 2000;
}

export function isFinancialYear(value: string | null | undefined): value is string {
  const match = typeof value === 'string' ? FY.exec(value) : null;
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 2000 && (first + 1) % 100 === Number(match[2]);
}

/** `month` moved by `delta` months (negative: earlier). */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months the picker offers: `latest` first, then the earlier ones; never a later one. */
export function monthOptions(latest: string, count: number = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(latest, -i)).filter((month) => Number(month.slice(0, 4)) >= 2000);
}

/** "July 2025". */
export function monthLabel(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
}

/** The financial year a month falls in: April 2025 to March 2026 is `2025-26`. */
export function financialYearOfMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const first = Number(month.slice(5, 7)) >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** `latest` first, then the earlier financial years. */
export function financialYearOptions(latest: string, count: number = YEARS_OFFERED): string[] {
  const first = Number(latest.slice(0, 4));
  return Array.from({ length: count }, (_, i) => first - i)
    .filter((year) => year >= 2000)
    .map((year) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`);
}

/** "FY 2025-26 (April 2025 – March 2026)". */
export function financialYearLabel(fy: string): string {
  const first = Number(fy.slice(0, 4));
  return `FY ${fy} (April ${first} – March ${first + 1})`;
}

/** The months of each quarter of a financial year (FY starts 1 April). */
export const QUARTER_MONTHS = {
  Q1: 'April – June',
  Q2: 'July – September',
  Q3: 'October – December',
  Q4: 'January – March',
} as const;
