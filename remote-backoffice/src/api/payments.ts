import { apiPaths, portalApi } from '@portal/shared';
import {
  DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE,
  type PaymentListResponse,
  type PaymentRecord,
  type PaymentResponse,
  type RecordPaymentBody,
  type VoidPaymentBody,
} from '@portal/shared/validation';

/** The back office's payments: its calls to the API (operators only). */

/** Records a payment (amount in rupees as typed, e.g. "12500.50"). */
export async function recordPayment(payment: RecordPaymentBody): Promise<PaymentRecord> {
  const answer = await portalApi.request<PaymentResponse>(apiPaths.adminPayments, { method: 'POST', auth: true, body: payment });
  return answer.payment;
}

export interface RecentPayments {
  payments: PaymentRecord[];
  /** Recording or voiding a payment above this needs the operator's confirmation. */
  confirmAbovePaise: number;
}

/** The latest payments, newest first (to one member when `coCode` is given), and the confirmation threshold. */
export async function listPayments(coCode?: string, signal?: AbortSignal): Promise<RecentPayments> {
  const answer = await portalApi.request<PaymentListResponse>(apiPaths.adminPayments, {
    auth: true,
    query: { coCode: coCode || undefined },
    ...(signal ? { signal } : {}),
  });
  return { payments: answer.payments, confirmAbovePaise: answer.confirmAbovePaise ?? DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE };
}

/** Voids a payment with a reason (a reversing entry in the member's ledger); returns it, voided. */
export async function voidPayment(id: number, body: VoidPaymentBody): Promise<PaymentRecord> {
  const answer = await portalApi.request<PaymentResponse>(apiPaths.adminPaymentVoid, {
    method: 'POST',
    auth: true,
    params: { id: String(id) },
    body,
  });
  return answer.payment;
}
