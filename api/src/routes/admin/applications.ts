import type { FastifyInstance } from 'fastify';

/** The back office's applications routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminApplicationsRoutes(_app: FastifyInstance) {}
