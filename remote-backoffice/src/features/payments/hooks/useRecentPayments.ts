import { useCallback } from 'react';
import { useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';

/**
 * The latest payments, and the amount above which recording or voiding one needs a confirmation (the
 * API's setting; its default until the list has loaded). Recording or voiding one asks for the list
 * again (it stays on screen meanwhile).
 */
export function useRecentPayments() {
  const read = useEndpointQuery(adminEndpoints.payments.adminPayments);
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state = resourceOf({ ...read, data: read.data?.payments });
  const confirmAbovePaise = read.data?.confirmAbovePaise ?? DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE;
  return { state, confirmAbovePaise, reload };
}
