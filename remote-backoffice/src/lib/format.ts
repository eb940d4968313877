import { formatCount, formatDateIN, indiaDateTimeFormat } from '@portal/shared';

// Dates and counts in the current language's locale (en-IN, hi-IN), instants always in India's time.
// Rupee amounts keep formatRupees/formatPaise, which are the same in every language. The screens that
// call these ask for their texts with useT(), so they render again when the language changes.

/** A format of instants in India's time, in the current locale. */
export const indiaDateTime = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat => indiaDateTimeFormat(options);

/** A count with Indian grouping in the current locale: 1,00,000. */
export const count = (value: number): string => formatCount(value);

/** An ISO date (`2024-03-05`) in the current locale: "05 Mar 2024" in en-IN; "—" for none; an instant's day in India. */
export const formatDate = (isoDate: string | null | undefined): string => formatDateIN(isoDate);

/** A timestamp as India sees it, e.g. "24 Nov 2026, 10:41 pm"; a dash when there is none. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : indiaDateTime({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}
