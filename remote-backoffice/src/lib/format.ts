import { currentLanguage, localeOf } from '@portal/shared';

// Dates and counts in the current language's locale (en-IN, hi-IN), always in India's time. Rupee
// amounts keep formatRupees/formatPaise, which are the same in every language. The screens that call
// these ask for their texts with useT(), so they render again when the language changes.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(currentLanguage());
  const key = `${name}:${locale}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The locale of the language shown now ('en-IN' or 'hi-IN'). */
export const currentLocale = (): string => localeOf(currentLanguage());

/** A count with Indian grouping in the current locale: 1,00,000. */
export function count(value: number): string {
  const locale = currentLocale();
  const key = `count:${locale}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(key, format);
  }
  return format.format(value);
}

/** A format of instants in India's time, in the current locale. */
export function indiaDateTime(name: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  return dateFormat(name, { ...options, timeZone: 'Asia/Kolkata' });
}

/** An ISO date (`2024-03-05`) in the current locale: "05 Mar 2024" in en-IN; "—" for none, the input unchanged when it is not a date. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat('date', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
