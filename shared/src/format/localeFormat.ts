import { INDIA_TIME_ZONE, indiaDate } from '../calendar/indiaCalendar';
import { dateInWords } from './dateWords';
import { currentLanguage, localeOf } from '../i18n/i18n';

/**
 * Intl formatters by locale and options, each made on first use: building one loads the locale's ICU
 * data, which takes tens of milliseconds on a slow phone.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** The locale of the language shown now ('en-IN' or 'hi-IN'). */
export const currentLocale = (): string => localeOf(currentLanguage());

/** A date format in `locale` (the current language's by default). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale: string = currentLocale()): Intl.DateTimeFormat {
  return cached(`date:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A format of instants in India's time, in `locale` (the current language's by default). */
export function indiaDateTimeFormat(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale: string = currentLocale(),
): Intl.DateTimeFormat {
  // hour12: false picks en-IN's h24 cycle, which writes half past midnight as 24:30; h23 writes 00:30.
  const { hour12, ...rest } = options;
  const hours: Intl.DateTimeFormatOptions = hour12 === false ? { hourCycle: 'h23' } : hour12 === undefined ? {} : { hour12 };
  return dateTimeFormat({ ...rest, ...hours, timeZone: INDIA_TIME_ZONE }, locale);
}

/** A number format in `locale` (the current language's by default). */
export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: string = currentLocale()): Intl.NumberFormat {
  return cached(`number:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** A count in `locale` (the current language's by default): Indian grouping in both of the portal's, 1,00,000. */
export function formatCount(value: number, locale: string = currentLocale()): string {
  return numberFormat({}, locale).format(value);
}

/**
 * An ISO date (`2024-03-05`) with its month's name in `locale` (the current language's by default):
 * "05 Mar 2024" in en-IN, "05 मार्च 2024" in hi-IN; "—" for none, the input unchanged when it is not a
 * date. An instant (`2026-11-26T19:00:00Z`) is written as its day in India (27 Nov 2026). The words are
 * `dateInWords`' (the API's PDFs write dates with it too).
 * (Rupee amounts are the same in every language: `formatRupees` and `formatPaise` keep en-IN.)
 */
export function formatDateIN(isoDate: string | null | undefined, locale: string = currentLocale()): string {
  if (!isoDate) return '—';
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(isoDate) && !Number.isNaN(Date.parse(isoDate));
  const day = /^\d{4}-\d{2}-\d{2}/.exec(instant ? indiaDate(isoDate) : isoDate)?.[0];
  if (!day) return isoDate;
  const words = dateInWords(day, locale);
  return words === day ? isoDate : words;
}
