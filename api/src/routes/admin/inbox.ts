import type { FastifyInstance } from 'fastify';

/** The back office's inbox routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminInboxRoutes(_app: FastifyInstance) {}
