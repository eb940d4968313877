import type { FastifyInstance } from 'fastify';

/** The back office's payments routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminPaymentsRoutes(_app: FastifyInstance) {}
