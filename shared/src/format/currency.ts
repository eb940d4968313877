/**
 * Creates a formatter on first use. Building an Intl formatter loads the locale's ICU data, which takes
 * tens of milliseconds on a slow phone: at import time it would lengthen the start-up of every page,
 * including those that format nothing.
 */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const currencyFormat = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const withPaise = lazily(() => currencyFormat(2));
const wholeRupees = lazily(() => currencyFormat(0));

/**
 * Rupees with the ₹ sign and Indian (lakh/crore) grouping: 150000 → "₹1,50,000", 1234.5 → "₹1,234.50".
 * Accepts the API's decimal strings. Returns "—" for a value that is not a number.
 */
export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '—';
  const paise = Math.round(value * 100);
  return (paise % 100 === 0 ? wholeRupees() : withPaise()).format(paise / 100);
}

/**
 * An amount in integer paise as rupees, exact (no floating-point division), with paise only when there are
 * any: 12345050 → "₹1,23,450.50", 1500000 → "₹15,000", -500 → "-₹5". Returns "—" for a value that is not a
 * whole number of paise.
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) return '—';
  const magnitude = Math.abs(paise);
  const rupees = wholeRupees().format(Math.trunc(magnitude / 100));
  return `${paise < 0 ? '-' : ''}${rupees}${paiseSuffix(magnitude)}`;
}

const paiseSuffix = (magnitude: number) => (magnitude % 100 === 0 ? '' : `.${String(magnitude % 100).padStart(2, '0')}`);

/**
 * Integer paise as a plain number for a CSV cell, by the same rule as the screens but without the ₹ sign or
 * grouping, so that spreadsheets read it as a number: 123405 → "1234.05", 150000 → "1500", -500 → "-5".
 */
export function csvPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new Error(`Not a whole number of paise: ${paise}`);
  const magnitude = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}${paiseSuffix(magnitude)}`;
}

/** A decimal rupee string (the database's "1500.00", "-12.5") as a CSV cell by the same rule: "1500", "-12.50". */
export function csvRupees(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return csvPaise(Number(`${sign}1`) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))));
}
