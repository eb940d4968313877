import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { datedFileName, endpoints } from '@portal/shared/validation';
import { serve } from '../../plugins/contracts.js';
import { childrenOf, hasChildren } from '../../services/members.js';
import { streamStartingWith, WorkSlots } from '../../services/streams.js';
import { scopedMember } from '../scope.js';
import { decodeCursor, listSales, summarizeSales } from './queries.js';
import { salesCsv } from './service.js';

const DEFAULT_PAGE_SIZE = 50;

/** Exports streaming at once in this process; more wait their turn. */
const EXPORTS_AT_ONCE = 2;
const exportSlots = new WorkSlots(EXPORTS_AT_ONCE);

/** The signed-in member, its downline and the sales of its subtree (a page, the totals, the CSV export). */
export default async function salesRoutes(app: FastifyInstance) {
  serve(app, endpoints.sales.l1member, async (request) => {
    const me = request.member!;
    return { status: 'success' as const, member: { name: me.name, coCode: me.coCode, hasChildren: await hasChildren(app.db, me.id) } };
  });

  serve(app, endpoints.sales.hierarchy, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    const children = await childrenOf(app.db, target.id);
    return { status: 'success' as const, hasChildren: children.length > 0, children };
  });

  serve(app, endpoints.sales.sales, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    const { cursor, limit, ...filter } = request.query;
    const page = await listSales(app.db, target.path, filter, {
      cursor: cursor ? decodeCursor(cursor) : undefined,
      limit: limit ?? DEFAULT_PAGE_SIZE,
    });
    return { status: 'success' as const, ...page };
  });

  serve(app, endpoints.sales.salesSummary, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    return { status: 'success' as const, summary: await summarizeSales(app.db, target, request.query) };
  });

  serve(app, endpoints.sales.salesExport, async (request, reply) => {
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
      );
    return reply.send(csv);
  });
}
