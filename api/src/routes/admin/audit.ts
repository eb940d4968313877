import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, AUDIT_PAGE_SIZE, auditQuerySchema, auditResponseSchema } from '@portal/shared/validation';
import { decodeTimeCursor, listAuditEntries } from '../../services/auditLog.js';
import { bearer, errorResponses } from '../common.js';

/** The back office's audit routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminAuditRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.adminAudit,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminAuditLog',
        summary: "Operators' actions, newest first, filtered by action, operator, record and India dates",
        security: bearer,
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      const page = { cursor: cursor ? decodeTimeCursor(cursor) : undefined, limit: limit ?? AUDIT_PAGE_SIZE };
      return { status: 'success' as const, ...(await listAuditEntries(app.db, filters, page)) };
    },
  );
}
