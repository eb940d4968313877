import type { FastifyInstance } from 'fastify';

/** The back office's imports routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminImportsRoutes(_app: FastifyInstance) {}
