import type { FastifyInstance } from 'fastify';
import { adminEndpoints, AUDIT_PAGE_SIZE } from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import { decodeTimeCursor } from '../timeCursor.js';
import { listAuditEntries } from './service.js';

/** The back office's audit log: operators' actions, newest first, filtered. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  serve(app, adminEndpoints.audit.adminAuditLog, async (request) => {
    const { cursor, limit, ...filters } = request.query;
    const page = { cursor: cursor ? decodeTimeCursor(cursor) : undefined, limit: limit ?? AUDIT_PAGE_SIZE };
    return { status: 'success' as const, ...(await listAuditEntries(app.db, filters, page)) };
  });
}
