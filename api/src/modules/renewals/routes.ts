import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { indiaDate } from '../../clock.js';
import { serve } from '../../plugins/contracts.js';
import { scopedMember } from '../scope.js';
import { clearRenewal, decodeRenewalsCursor, listRenewals, markRenewal } from './service.js';

const DEFAULT_RENEWALS_PAGE_SIZE = 50;

/** The renewals list of a member's subtree, and the marks "Renewed" / "Not renewing" on its policies. */
export default async function renewalsRoutes(app: FastifyInstance) {
  const now = () => app.config.now?.() ?? new Date();
  const today = () => indiaDate(now());

  serve(app, endpoints.renewals.renewals, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    const { within, cursor, limit, ...filter } = request.query;
    const asOf = today();
    const found = await listRenewals(app.db, target, filter, asOf, within, {
      cursor: cursor ? decodeRenewalsCursor(cursor) : undefined,
      limit: limit ?? DEFAULT_RENEWALS_PAGE_SIZE,
    });
    return { status: 'success' as const, asOf, within, ...found };
  });

  serve(app, endpoints.renewals.markRenewal, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    const renewal = await markRenewal(app.db, target.path, request.params.srNo, request.body, request.member!.id, now());
    return { status: 'success' as const, renewal };
  });

  serve(app, endpoints.renewals.clearRenewal, async (request) => {
    const target = await scopedMember(app, request, request.params.coCode);
    return { status: 'success' as const, renewal: await clearRenewal(app.db, target.path, request.params.srNo, today()) };
  });
}
