/**
 * Money in the API: integer paise (₹1 = 100 paise), converted from and to decimal rupee text without
 * floating point. The database keeps policy amounts as numeric rupees and the ledger as bigint paise; both
 * reach JavaScript as text (or as JSON numbers), and become numbers here only when they are exact.
 */
import { RUPEES_AMOUNT_PATTERN } from '@portal/shared/admin';

/** Rupees as the operators and import files write them (the shared rule of the payment form). */
export const RUPEES_PATTERN = RUPEES_AMOUNT_PATTERN;

export { rupeesToPaise } from '@portal/shared/admin';

/**
 * Paise read from the database (a bigint as text, or a JSON number); null (an empty sum) is 0. A value a
 * JavaScript number cannot hold exactly (beyond 2^53 paise, ₹90 lakh crore) is refused rather than rounded.
 */
export function paiseFromDb(value: string | number | null): number {
  if (value === null) return 0;
  const paise = Number(value);
  if (!Number.isSafeInteger(paise) || (typeof value === 'string' && !/^-?\d+$/.test(value))) {
    throw new Error(`Amount out of range or not whole: ${value} paise`);
  }
  return paise;
}
