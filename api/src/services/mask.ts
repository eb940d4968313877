/** Display masks for identity and banking numbers: only the last digits are ever returned. */
export function maskAadhaar(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export function maskBankAccount(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\s/g, '');
  return `••••${digits.slice(-4)}`;
}

/** `ABCDE1234F` → `ABXXXXX34F`. */
export function maskPan(value: string | null): string | null {
  if (!value) return null;
  const pan = value.trim().toUpperCase();
  if (pan.length < 5) return 'X'.repeat(pan.length);
  return pan.slice(0, 2) + 'X'.repeat(pan.length - 5) + pan.slice(-3);
}
