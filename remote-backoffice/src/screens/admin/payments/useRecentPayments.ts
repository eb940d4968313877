import { listPayments, type RecentPayments } from '../../../api/payments';
import { useApiResource, type Resource, type ResourceRequest } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/validation';
import { DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE } from '@portal/shared/validation';

const RECENT_PAYMENTS: ResourceRequest<RecentPayments> = { key: 'payments', load: (signal) => listPayments(undefined, signal) };

/**
 * The latest payments, and the amount above which recording or voiding one needs a confirmation (the
 * API's setting; its default until the list has loaded). `reload` asks again, keeping the list on screen.
 */
export function useRecentPayments() {
  const { resource, reload } = useApiResource(RECENT_PAYMENTS);
  const state: Resource<PaymentRecord[]> = resource.status === 'ready' ? { status: 'ready', value: resource.value.payments } : resource;
  const confirmAbovePaise = resource.status === 'ready' ? resource.value.confirmAbovePaise : DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE;
  return { state, confirmAbovePaise, reload };
}
