import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  apiPaths,
  INBOX_PAGE_SIZE,
  inboxMessageResponseSchema,
  inboxMessagesQuerySchema,
  inboxMessagesResponseSchema,
  outboxMailResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@portal/shared/validation';
import { decodeTimeCursor } from '../../services/auditLog.js';
import { listInboxMessages, listOutbox, retryMail, setMessageHandled } from '../../services/inbox.js';
import { bearer, errorResponses } from '../common.js';

/** The back office's inbox routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminInboxRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const page = (query: { cursor?: string | undefined; limit?: number | undefined }) => ({
    cursor: query.cursor ? decodeTimeCursor(query.cursor) : undefined,
    limit: query.limit ?? INBOX_PAGE_SIZE,
  });

  app.get(
    apiPaths.adminMessages,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminInboxMessages',
        summary: 'Contact messages, newest first: open, handled or all; q searches name, e-mail and text',
        security: bearer,
        querystring: inboxMessagesQuerySchema,
        response: { 200: inboxMessagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listInboxMessages(app.db, request.query.status, page(request.query), request.query.q || undefined)),
    }),
  );

  for (const [method, handled] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: apiPaths.adminMessageHandled,
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: handled ? 'adminMarkMessageHandled' : 'adminReopenMessage',
        summary: handled
          ? 'Mark a contact message handled (audited; again is no change)'
          : 'Mark a contact message not handled (audited; again is no change)',
        security: bearer,
        params: adminIdParamsSchema,
        response: { 200: inboxMessageResponseSchema, ...errorResponses },
      },
      handler: async (request) => ({
        status: 'success' as const,
        contactMessage: await setMessageHandled(app.db, request.operator!, request.params.id, handled),
      }),
    });
  }

  app.get(
    apiPaths.adminOutbox,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminOutbox',
        summary: "The mail outbox's state, newest first: pending, failed or sent (never the mails' bodies)",
        security: bearer,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await listOutbox(app.db, request.query.status, page(request.query))) }),
  );

  app.post(
    apiPaths.adminOutboxRetry,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminRetryMail',
        summary: 'Send a failed mail again now, with a fresh set of attempts (audited; 409 once sent)',
        security: bearer,
        params: adminIdParamsSchema,
        response: { 200: outboxMailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, mail: await retryMail(app.db, request.operator!, request.params.id) }),
  );
}
