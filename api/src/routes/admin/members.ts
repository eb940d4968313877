import type { FastifyInstance } from 'fastify';

/** The back office's members routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminMembersRoutes(_app: FastifyInstance) {}
