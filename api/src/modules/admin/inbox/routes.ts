import type { FastifyInstance } from 'fastify';
import { adminEndpoints, INBOX_PAGE_SIZE } from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import { decodeTimeCursor } from '../timeCursor.js';
import { listInboxMessages, listOutbox, retryMail, setMessageHandled } from './service.js';

/** The back office's inbox: the contact messages and whether they are handled, and the mail outbox. */
export default async function adminInboxRoutes(app: FastifyInstance) {
  const area = adminEndpoints.inbox;
  const page = (query: { cursor?: string | undefined; limit?: number | undefined }) => ({
    cursor: query.cursor ? decodeTimeCursor(query.cursor) : undefined,
    limit: query.limit ?? INBOX_PAGE_SIZE,
  });

  serve(app, area.adminInboxMessages, async (request) => ({
    status: 'success' as const,
    ...(await listInboxMessages(app.db, request.query.status, page(request.query), request.query.q || undefined)),
  }));

  serve(app, area.adminMarkMessageHandled, async (request) => ({
    status: 'success' as const,
    contactMessage: await setMessageHandled(app.db, request.operator!, request.params.id, true),
  }));

  serve(app, area.adminReopenMessage, async (request) => ({
    status: 'success' as const,
    contactMessage: await setMessageHandled(app.db, request.operator!, request.params.id, false),
  }));

  serve(app, area.adminOutbox, async (request) => ({
    status: 'success' as const,
    ...(await listOutbox(app.db, request.query.status, page(request.query))),
  }));

  serve(app, area.adminRetryMail, async (request) => ({
    status: 'success' as const,
    mail: await retryMail(app.db, request.operator!, request.params.id),
  }));
}
