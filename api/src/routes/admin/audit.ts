import type { FastifyInstance } from 'fastify';

/** The back office's audit routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminAuditRoutes(_app: FastifyInstance) {}
