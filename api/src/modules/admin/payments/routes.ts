import type { FastifyInstance } from 'fastify';
import {
  adminEndpoints,
  DEFAULT_MONEY_CEILING_PAISE,
  DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE,
  PAYMENT_FIELD_NAMES,
  paymentSchemaNaming,
} from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import { recentPayments, recordPaymentFromBackOffice } from './service.js';
import { voidPayment } from './voids.js';

const DEFAULT_PAYMENTS_LISTED = 20;

/** The back office's payments to members: record one (the CLI's record-payment rules), list the latest, void one. */
export default async function adminPaymentsRoutes(app: FastifyInstance) {
  const area = adminEndpoints.payments;
  const ceilingPaise = app.config.moneyCeilingPaise ?? DEFAULT_MONEY_CEILING_PAISE;
  const confirmAbovePaise = app.config.paymentConfirmAbovePaise ?? DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE;
  const now = () => app.config.now?.() ?? new Date();

  // The contract's body caps the amount at the default ceiling; this API is configured with its own.
  const recordPayment = { ...area.adminRecordPayment, body: paymentSchemaNaming(PAYMENT_FIELD_NAMES, ceilingPaise) };
  serve(app, recordPayment, async (request, reply) => {
    const paid = await recordPaymentFromBackOffice(app.db, request.body, now(), request.operator!, ceilingPaise, confirmAbovePaise);
    const [payment] = await recentPayments(app.db, { id: paid.id, limit: 1 });
    return reply.status(201).send({ status: 'success' as const, payment: payment! });
  });

  serve(app, area.adminPayments, async (request) => ({
    status: 'success' as const,
    payments: await recentPayments(app.db, { coCode: request.query.coCode, limit: request.query.limit ?? DEFAULT_PAYMENTS_LISTED }),
    confirmAbovePaise,
  }));

  serve(app, area.adminVoidPayment, async (request) => {
    const voided = await voidPayment(
      app.db,
      { paymentId: request.params.id, reason: request.body.reason, confirmed: request.body.confirmed },
      now(),
      request.operator!,
      confirmAbovePaise,
    );
    const [payment] = await recentPayments(app.db, { id: voided.paymentId, limit: 1 });
    return { status: 'success' as const, payment: payment! };
  });
}
