import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  coCodeParamsSchema,
  renewalMarkSchema,
  renewalOutcomeParamsSchema,
  renewalResponseSchema,
  renewalsQuerySchema,
  renewalsResponseSchema,
} from '@portal/shared/validation';
import { indiaDate } from '../clock.js';
import { clearRenewal, decodeRenewalsCursor, listRenewals, markRenewal } from '../services/renewals.js';
import { bearer, errorResponses } from './common.js';
import { scopedMember } from './scope.js';

export const DEFAULT_RENEWALS_PAGE_SIZE = 50;

/** The renewals list of a member's subtree, and the marks "Renewed" / "Not renewing" on its policies. */
export async function renewalsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const now = () => app.config.now?.() ?? new Date();
  const today = () => indiaDate(now());

  app.get(
    apiPaths.renewals,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['sales'],
        operationId: 'renewals',
        summary: "A page of the policies of a member's subtree due for renewal soon or lapsed in the last 30 days",
        security: bearer,
        params: coCodeParamsSchema,
        querystring: renewalsQuerySchema,
        response: { 200: renewalsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const { within, cursor, limit, ...filter } = request.query;
      const asOf = today();
      const found = await listRenewals(app.db, target, filter, asOf, within, {
        cursor: cursor ? decodeRenewalsCursor(cursor) : undefined,
        limit: limit ?? DEFAULT_RENEWALS_PAGE_SIZE,
      });
      return { status: 'success' as const, asOf, within, ...found };
    },
  );

  const outcome = {
    onRequest: app.requireMember,
    schema: { tags: ['sales'], security: bearer, params: renewalOutcomeParamsSchema },
  };

  app.put(
    apiPaths.renewalOutcome,
    {
      ...outcome,
      schema: {
        ...outcome.schema,
        operationId: 'markRenewal',
        summary: "Mark a due or lapsed policy of a member's subtree as renewed or not renewing",
        body: renewalMarkSchema,
        response: { 200: renewalResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const renewal = await markRenewal(app.db, target.path, request.params.srNo, request.body, request.member!.id, now());
      return { status: 'success' as const, renewal };
    },
  );

  app.delete(
    apiPaths.renewalOutcome,
    {
      ...outcome,
      schema: {
        ...outcome.schema,
        operationId: 'clearRenewal',
        summary: "Clear the mark of a due or lapsed policy of a member's subtree",
        response: { 200: renewalResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      return { status: 'success' as const, renewal: await clearRenewal(app.db, target.path, request.params.srNo, today()) };
    },
  );
}
