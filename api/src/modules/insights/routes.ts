import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { indiaDate } from '../../clock.js';
import { serve } from '../../plugins/contracts.js';
import { scopedMember } from '../scope.js';
import { memberInsights } from './service.js';

/** The charts of a member's subtree over the last 12 months. */
export default async function insightsRoutes(app: FastifyInstance) {
  serve(app, endpoints.insights.insights, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    const asOf = indiaDate(app.config.now?.() ?? new Date());
    return { status: 'success' as const, ...(await memberInsights(app.db, target, asOf)) };
  });
}
