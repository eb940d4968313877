import { INDIA_TIME_ZONE } from '../calendar/indiaCalendar';

/**
 * Dates and months as words in a locale, the one rule for every place that writes them (the screens
 * through `formatDateIN`, the API's PDFs): "05 Oct 2026" / "05 अक्टू॰ 2026", "October 2026" /
 * "अक्टूबर 2026". Framework-free, so the API loads it too.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, { ...options, timeZone: INDIA_TIME_ZONE })));
  return found;
}

/** The instant India's day `year-month-day` is under way (its midnight in UTC is 05:30 in India, the same day). */
function indiaDay(year: number, month: number, day = 1): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar date (`2026-10-05`) as words: "05 Oct 2026" in en-IN, "05 अक्टू॰ 2026" in hi-IN; the input unchanged when it is no date. */
export function dateInWords(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = indiaDay(Number(match[1]), Number(match[2]), Number(match[3]));
  return Number.isNaN(date.getTime()) ? isoDate : format(locale, { day: '2-digit', month: 'short', year: 'numeric' }).format(date);
}

/** A month (`2026-10`) as words: "October 2026" in en-IN, "अक्टूबर 2026" in hi-IN; the input unchanged when it is no month. */
export function monthInWords(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = indiaDay(Number(match[1]), Number(match[2]));
  return Number.isNaN(date.getTime()) ? month : format(locale, { month: 'long', year: 'numeric' }).format(date);
}
