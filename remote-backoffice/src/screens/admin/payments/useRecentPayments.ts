import { useCallback, useEffect, useState } from 'react';
import type { PaymentRecord } from '@portal/shared/validation';
import { listPayments } from '../../../api/payments';

export type RecentPaymentsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; payments: PaymentRecord[] };

/** The latest payments; `reload` asks again, keeping the list on screen meanwhile. */
export function useRecentPayments() {
  const [state, setState] = useState<RecentPaymentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    listPayments(undefined, abort.signal).then(
      (payments) => {
        if (!abort.signal.aborted) setState({ status: 'ready', payments });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error && error.message ? error.message : 'The payments could not be loaded.' });
      },
    );
    return () => abort.abort();
  }, [attempt]);
  const reload = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
