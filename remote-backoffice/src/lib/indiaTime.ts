let format: Intl.DateTimeFormat | undefined;

/** An instant as operators read it: India time, whatever the browser's zone ("24 Nov 2026, 10:30 pm"). */
export function indiaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  format ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  return format.format(date);
}
