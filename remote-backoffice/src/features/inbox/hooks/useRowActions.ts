import { useCallback, useState } from 'react';
import { errorMessage } from '@portal/shared';

export interface RowActionError {
  id: number;
  message: string;
}

/**
 * Actions on a list's rows (one at a time per row): which rows are busy, what the last action did (for a
 * live region) and why one failed, shown at its row.
 */
export function useRowActions() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<RowActionError | null>(null);

  /** Runs `action` for row `id`; it answers what to announce. */
  const run = useCallback(async (id: number, action: () => Promise<string>, failure: string) => {
    setBusy((ids) => new Set(ids).add(id));
    setActionError(null);
    setAnnouncement('');
    try {
      setAnnouncement(await action());
    } catch (error) {
      setActionError({ id, message: errorMessage(error, failure) });
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }, []);

  /** Forgets the last outcome (another filter is shown). */
  const clear = useCallback(() => {
    setActionError(null);
    setAnnouncement('');
  }, []);

  return { busy, announcement, actionError, run, clear };
}
