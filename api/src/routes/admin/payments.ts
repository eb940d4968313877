import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  apiPaths,
  DEFAULT_MONEY_CEILING_PAISE,
  DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE,
  PAYMENT_FIELD_NAMES,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  paymentSchemaNaming,
  voidPaymentBodySchema,
} from '@portal/shared/validation';
import { voidPayment } from '../../services/paymentVoids.js';
import { recentPayments, recordPaymentFromBackOffice } from '../../services/payoutsPayments.js';
import { bearer, errorResponses } from '../common.js';

const DEFAULT_PAYMENTS_LISTED = 20;

/** The back office's payments to members: record one (the CLI's record-payment rules), list the latest, void one. */
export async function adminPaymentsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const confirmAbovePaise = app.config.paymentConfirmAbovePaise ?? DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE;
  const now = () => app.config.now?.() ?? new Date();

  app.post(
    apiPaths.adminPayments,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminRecordPayment',
        summary:
          "Records a payment to a member in its payouts ledger (amount in rupees, at most 2 decimals); 409 when the member's reference is used already, or the amount is above the confirmation threshold without confirmed: true",
        security: bearer,
        body: paymentSchemaNaming(PAYMENT_FIELD_NAMES, app.config.moneyCeilingPaise),
        response: { 201: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const paid = await recordPaymentFromBackOffice(
        app.db,
        request.body,
        now(),
        request.operator!,
        app.config.moneyCeilingPaise ?? DEFAULT_MONEY_CEILING_PAISE,
        confirmAbovePaise,
      );
      const [payment] = await recentPayments(app.db, { id: paid.id, limit: 1 });
      return reply.status(201).send({ status: 'success' as const, payment: payment! });
    },
  );

  app.get(
    apiPaths.adminPayments,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminPayments',
        summary: 'The latest payments to members (to one member with coCode), newest first',
        security: bearer,
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      payments: await recentPayments(app.db, { coCode: request.query.coCode, limit: request.query.limit ?? DEFAULT_PAYMENTS_LISTED }),
      confirmAbovePaise,
    }),
  );

  app.post(
    apiPaths.adminPaymentVoid,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminVoidPayment',
        summary: 'Voids a payment with a reason: a reversing ledger entry dated today (India), shown on the member’s statement',
        description: '409 when it is voided already, is itself a void, or is above the confirmation threshold without confirmed: true.',
        security: bearer,
        params: adminIdParamsSchema,
        body: voidPaymentBodySchema,
        response: { 200: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const voided = await voidPayment(
        app.db,
        { paymentId: request.params.id, reason: request.body.reason, confirmed: request.body.confirmed },
        now(),
        request.operator!,
        confirmAbovePaise,
      );
      const [payment] = await recentPayments(app.db, { id: voided.paymentId, limit: 1 });
      return { status: 'success' as const, payment: payment! };
    },
  );
}
