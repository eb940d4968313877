import { useMemo } from 'react';
import { localeOf, useLanguage } from '@portal/shared';

/** Intl formatters per locale, made on first use (building one loads the locale's data). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

function countFormat(locale: string): Intl.NumberFormat {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format;
}

/**
 * An ISO date (`2024-03-05`) in `locale`: "05 Mar 2024" in en-IN (as `formatDateIN`), "05 मार्च 2024"
 * in hi-IN; "—" for none, the input unchanged when it is not a date.
 */
export function formatDateIn(locale: string, isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat(locale).format(date);
}

/** A count in `locale` (Indian grouping in both of the portal's locales: 1,00,000). */
export function formatCountIn(locale: string, value: number): string {
  return countFormat(locale).format(value);
}

/**
 * Dates and counts in the current language's locale (en-IN, hi-IN). Rupee amounts keep
 * `formatRupees`/`formatPaise`, which are the same in every language.
 */
export function useLocaleFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      locale,
      date: (isoDate: string | null | undefined) => formatDateIn(locale, isoDate),
      count: (value: number) => formatCountIn(locale, value),
    };
  }, [language]);
}
