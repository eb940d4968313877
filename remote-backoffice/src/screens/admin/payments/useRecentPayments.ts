import type { PaymentRecord } from '@portal/shared/validation';
import { listPayments } from '../../../api/payments';
import { useApiResource, type ResourceRequest } from '@portal/shared';

const RECENT_PAYMENTS: ResourceRequest<PaymentRecord[]> = { key: 'payments', load: (signal) => listPayments(undefined, signal) };

/** The latest payments; `reload` asks again, keeping the list on screen meanwhile. */
export function useRecentPayments() {
  const { resource, reload } = useApiResource(RECENT_PAYMENTS);
  return { state: resource, reload };
}
