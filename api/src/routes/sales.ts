import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  coCodeParamsSchema,
  datedFileName,
  hierarchyResponseSchema,
  l1MemberResponseSchema,
  salesFilterSchema,
  salesQuerySchema,
  salesResponseSchema,
  salesSummaryResponseSchema,
} from '@portal/shared/validation';
import { childrenOf, hasChildren } from '../services/members.js';
import { decodeCursor, listSales, salesCsv, summarizeSales } from '../services/sales.js';
import { streamStartingWith, WorkSlots } from '../services/streams.js';
import { bearer, errorResponses } from './common.js';
import { scopedMember } from './scope.js';

export const DEFAULT_PAGE_SIZE = 50;

/** Exports streaming at once in this process; more wait their turn. */
const EXPORTS_AT_ONCE = 2;
const exportSlots = new WorkSlots(EXPORTS_AT_ONCE);

// Typed as what the handler sends; Fastify sends a stream as it is, past the response serializer.
const csvStream = z.custom<Readable>().meta({ type: 'string' });

export async function salesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.l1member,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['sales'],
        operationId: 'l1member',
        summary: 'The signed-in member, and whether it has a downline',
        security: bearer,
        response: { 200: l1MemberResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = request.member!;
      return { status: 'success' as const, member: { name: me.name, coCode: me.coCode, hasChildren: await hasChildren(app.db, me.id) } };
    },
  );

  app.get(
    apiPaths.hierarchy,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['sales'],
        operationId: 'hierarchy',
        summary: 'The direct downline of the caller or of a member below it',
        security: bearer,
        params: coCodeParamsSchema,
        response: { 200: hierarchyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const children = await childrenOf(app.db, target.id);
      return { status: 'success' as const, hasChildren: children.length > 0, children };
    },
  );

  const filtered = {
    onRequest: app.requireMember,
    schema: { tags: ['sales'], security: bearer, params: coCodeParamsSchema, querystring: salesFilterSchema },
  };

  app.get(
    apiPaths.sales,
    {
      ...filtered,
      schema: {
        ...filtered.schema,
        querystring: salesQuerySchema,
        operationId: 'sales',
        summary: "A page of the sales of a member's subtree, filtered",
        response: { 200: salesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const { cursor, limit, ...filter } = request.query;
      const page = await listSales(app.db, target.path, filter, {
        cursor: cursor ? decodeCursor(cursor) : undefined,
        limit: limit ?? DEFAULT_PAGE_SIZE,
      });
      return { status: 'success' as const, ...page };
    },
  );

  app.get(
    apiPaths.salesSummary,
    {
      ...filtered,
      schema: {
        ...filtered.schema,
        operationId: 'salesSummary',
        summary: "Totals of the sales of a member's subtree, filtered",
        response: { 200: salesSummaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = await scopedMember(app, request, request.params.coCode);
      return { status: 'success' as const, summary: await summarizeSales(app.db, target, request.query) };
    },
  );

  app.get(
    apiPaths.salesExport,
    {
      ...filtered,
      schema: {
        ...filtered.schema,
        operationId: 'salesExport',
        summary: "The sales of a member's subtree, filtered, as a CSV file",
        response: {
          200: { description: 'CSV file, one row per sale', content: { 'text/csv': { schema: csvStream } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const target = await scopedMember(app, request, request.params.coCode);
      const release = await exportSlots.take();
      let csv: Readable;
      try {
        csv = await streamStartingWith(salesCsv(app.db, target.path, request.query));
      } catch (error) {
        release();
        throw error;
      }
      csv.once('close', release);
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${datedFileName(`sales-${target.coCode}`, 'csv', app.config.now?.() ?? new Date())}"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(csv);
    },
  );
}
