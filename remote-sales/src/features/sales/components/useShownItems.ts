import { useState } from 'react';
import type { Sale } from '../../sales-area';

/**
 * The policies to draw: while another member's or other filters' first page loads, the last list stays
 * (dimmed by the caller) instead of the list emptying and refilling, which would move everything.
 */
export function useShownItems(items: Sale[], loading: boolean): { items: Sale[]; stale: boolean } {
  const [last, setLast] = useState<Sale[]>(items);
  if (items.length > 0 && items !== last) setLast(items);
  if (!loading) {
    if (items.length === 0 && last.length > 0) setLast(items);
    return { items, stale: false };
  }
  if (items.length > 0) return { items, stale: false };
  return { items: last, stale: last.length > 0 };
}
