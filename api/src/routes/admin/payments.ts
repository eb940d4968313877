import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, PAYMENT_FIELD_NAMES, paymentListQuerySchema, paymentListResponseSchema, paymentResponseSchema, paymentSchemaNaming } from '@portal/shared/validation';
import { recentPayments, recordPaymentFromBackOffice } from '../../services/payoutsPayments.js';
import { bearer, errorResponses } from '../common.js';

const DEFAULT_PAYMENTS_LISTED = 20;

/** The back office's payments to members: record one (the CLI's record-payment rules), list the latest. */
export async function adminPaymentsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    apiPaths.adminPayments,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminRecordPayment',
        summary: "Records a payment to a member in its payouts ledger (amount in rupees, at most 2 decimals); 409 when the member's reference is used already",
        security: bearer,
        body: paymentSchemaNaming(PAYMENT_FIELD_NAMES, app.config.moneyCeilingPaise),
        response: { 201: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const paid = await recordPaymentFromBackOffice(app.db, request.body, app.config.now?.() ?? new Date(), request.operator!, app.config.moneyCeilingPaise);
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
    }),
  );
}
