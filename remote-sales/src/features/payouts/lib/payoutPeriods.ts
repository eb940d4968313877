import { FIRST_CALENDAR_YEAR, addMonths, currentLanguage, financialYearStarting, localeOf, type FinancialQuarter } from '@portal/shared';
import { t } from '../../../i18n';

/**
 * What the Payouts screen's pickers offer and how they name it. The calendar itself (India's today,
 * months, financial years) is `@portal/shared`'s, as on the API.
 */

/** How far back the month picker goes. */
export const MONTHS_OFFERED = 24;
/** How many financial years the tax summary offers (the current one and earlier ones). */
export const YEARS_OFFERED = 6;

/** Month-and-year formatters per locale, made on first use. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(locale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format;
}

/** The months the picker offers: `latest` first, then the earlier ones; never a later one. */
export function monthOptions(latest: string, count: number = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(latest, -i)).filter((month) => Number(month.slice(0, 4)) >= FIRST_CALENDAR_YEAR);
}

/** "July 2025" ("जुलाई 2025" in Hindi): in the current language unless a locale is given. */
export function monthLabel(month: string, locale: string = localeOf(currentLanguage())): string {
  return monthFormat(locale).format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
}

/** `latest` first, then the earlier financial years. */
export function financialYearOptions(latest: string, count: number = YEARS_OFFERED): string[] {
  const first = Number(latest.slice(0, 4));
  return Array.from({ length: count }, (_, i) => first - i)
    .filter((year) => year >= FIRST_CALENDAR_YEAR)
    .map(financialYearStarting);
}

/** "FY 2025-26 (April 2025 – March 2026)", in the current language. */
export function financialYearLabel(fy: string): string {
  const first = Number(fy.slice(0, 4));
  return t('payouts.tax.fyMonths', { fy, from: monthLabel(`${first}-04`), to: monthLabel(`${first + 1}-03`) });
}

/** The months of a quarter of a financial year ("April – June"), in the current language. */
export function quarterMonths(quarter: FinancialQuarter): string {
  return { Q1: t('payouts.tax.q1'), Q2: t('payouts.tax.q2'), Q3: t('payouts.tax.q3'), Q4: t('payouts.tax.q4') }[quarter];
}
