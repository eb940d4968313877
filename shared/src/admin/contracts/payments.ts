import { adminIdParamsSchema } from '../schemas/common';
import {
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  recordPaymentBodySchema,
  voidPaymentBodySchema,
} from '../schemas/payments';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's payments to members: record one (the CLI's record-payment rules), list the latest, void one. */
export const payments = defineEndpoints('admin', {
  adminRecordPayment: {
    method: 'POST',
    path: '/admin/payments',
    access: 'operator',
    summary:
      "Records a payment to a member in its payouts ledger (amount in rupees, at most 2 decimals); 409 when the member's reference is used already, or the amount is above the confirmation threshold without confirmed: true",
    // The default ceiling on the amount: the API checks the one it is configured with.
    body: recordPaymentBodySchema,
    responses: { 201: paymentResponseSchema },
  },
  adminPayments: {
    method: 'GET',
    path: '/admin/payments',
    access: 'operator',
    summary: 'The latest payments to members (to one member with coCode), newest first',
    query: paymentListQuerySchema,
    responses: { 200: paymentListResponseSchema },
  },
  adminVoidPayment: {
    method: 'POST',
    path: '/admin/payments/:id/void',
    access: 'operator',
    summary: 'Voids a payment with a reason: a reversing ledger entry dated today (India), shown on the member’s statement',
    description: '409 when it is voided already, is itself a void, or is above the confirmation threshold without confirmed: true.',
    params: adminIdParamsSchema,
    body: voidPaymentBodySchema,
    responses: { 200: paymentResponseSchema },
  },
});
