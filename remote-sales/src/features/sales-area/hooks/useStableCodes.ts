import { useMemo } from 'react';

/**
 * The same array for as long as it holds the same member codes, so the callbacks and effects that
 * depend on it change only when the codes do. Member codes never contain a comma (see
 * `parseSalesQuery`), so the joined codes are a faithful key.
 */
export function useStableCodes(codes: readonly string[]): string[] {
  const key = codes.join(',');
  return useMemo(() => (key ? key.split(',') : []), [key]);
}
