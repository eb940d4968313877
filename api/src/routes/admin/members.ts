import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, memberSearchQuerySchema, memberSearchResponseSchema } from '@portal/shared/validation';
import { searchMembers, DEFAULT_MEMBER_SEARCH_LIMIT } from '../../services/memberAdmin.js';
import { bearer, errorResponses } from '../common.js';

/** The back office's members routes (operators only: `onRequest: app.requireOperator` on each). */
export async function adminMembersRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.adminMembers,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['admin'],
        operationId: 'adminSearchMembers',
        summary: 'Members of the whole network whose name, code or e-mail contains the search text',
        security: bearer,
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      members: await searchMembers(app.db, request.query.q, request.query.limit ?? DEFAULT_MEMBER_SEARCH_LIMIT),
    }),
  );
}
