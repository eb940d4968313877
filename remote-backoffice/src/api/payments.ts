import { apiPaths, portalApi } from '@portal/shared';
import type { PaymentListResponse, PaymentRecord, PaymentResponse, RecordPaymentBody } from '@portal/shared/validation';

/** The back office's payments: its calls to the API (operators only). */

/** Records a payment (amount in rupees as typed, e.g. "12500.50"). */
export async function recordPayment(payment: RecordPaymentBody): Promise<PaymentRecord> {
  const answer = await portalApi.request<PaymentResponse>(apiPaths.adminPayments, { method: 'POST', auth: true, body: payment });
  return answer.payment;
}

/** The latest payments, newest first (to one member when `coCode` is given). */
export async function listPayments(coCode?: string, signal?: AbortSignal): Promise<PaymentRecord[]> {
  const answer = await portalApi.request<PaymentListResponse>(apiPaths.adminPayments, { auth: true, query: { coCode: coCode || undefined }, ...(signal ? { signal } : {}) });
  return answer.payments;
}

