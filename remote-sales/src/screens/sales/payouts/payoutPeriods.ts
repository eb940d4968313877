import { FIRST_CALENDAR_YEAR, addMonths, financialYearStarting, type FinancialQuarter } from '@portal/shared';

/**
 * What the Payouts screen's pickers offer and how they name it. The calendar itself (India's today,
 * months, financial years) is `@portal/shared`'s, as on the API.
 */

/** How far back the month picker goes. */
export const MONTHS_OFFERED = 24;
/** How many financial years the tax summary offers (the current one and earlier ones). */
export const YEARS_OFFERED = 6;

let monthFormat: Intl.DateTimeFormat | undefined;

/** The months the picker offers: `latest` first, then the earlier ones; never a later one. */
export function monthOptions(latest: string, count: number = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(latest, -i)).filter((month) => Number(month.slice(0, 4)) >= FIRST_CALENDAR_YEAR);
}

/** "July 2025". */
export function monthLabel(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
}

/** `latest` first, then the earlier financial years. */
export function financialYearOptions(latest: string, count: number = YEARS_OFFERED): string[] {
  const first = Number(latest.slice(0, 4));
  return Array.from({ length: count }, (_, i) => first - i)
    .filter((year) => year >= FIRST_CALENDAR_YEAR)
    .map(financialYearStarting);
}

/** "FY 2025-26 (April 2025 – March 2026)". */
export function financialYearLabel(fy: string): string {
  const first = Number(fy.slice(0, 4));
  return `FY ${fy} (April ${first} – March ${first + 1})`;
}

/** The months of each quarter of a financial year. */
export const QUARTER_MONTHS: Record<FinancialQuarter, string> = {
  Q1: 'April – June',
  Q2: 'July – September',
  Q3: 'October – December',
  Q4: 'January – March',
};
