import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, coCodeParamsSchema, insightsResponseSchema } from '@portal/shared/validation';
import { indiaDate } from '../clock.js';
import { memberInsights } from '../services/insights.js';
import { bearer, errorResponses } from './common.js';
import { scopedMember } from './scope.js';

export async function insightsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.insights,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['sales'],
        operationId: 'insights',
        summary:
          "Premium and pay out of a member's subtree over the last 12 months: by month, policy type, insurer and top direct children",
        security: bearer,
        params: coCodeParamsSchema,
        response: { 200: insightsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const asOf = indiaDate(app.config.now?.() ?? new Date());
      return { status: 'success' as const, ...(await memberInsights(app.db, target, asOf)) };
    },
  );
}
