import { indiaDateTime } from './format';

/** An instant as operators read it: India time, whatever the browser's zone ("24 Nov 2026, 10:30 pm"), in the current locale. */
export function indiaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return indiaDateTime({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
}
