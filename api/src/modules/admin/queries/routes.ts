import type { FastifyInstance } from 'fastify';
import { adminEndpoints, QUERIES_PAGE_SIZE } from '@portal/shared/admin';
import { indiaDate } from '../../../clock.js';
import { badRequest, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { serve } from '../../../plugins/contracts.js';
import { memberByCode } from '../../../services/members.js';
import { readUploads } from '../../queries/attachments.js';
import { sendAttachment, UPLOAD_BODY_LIMIT } from '../../queries/routes.js';
import {
  acceptQuery,
  operatorQueries,
  operatorReply,
  queryAttachment,
  queryById,
  queryDetail,
  rejectQuery,
  reviewQuery,
  type OperatorContext,
} from '../../queries/service.js';

/** The back office's payout queries: every member's, overdue first; review, reply, accept with an adjustment, reject. */
export default async function adminQueriesRoutes(app: FastifyInstance) {
  const area = adminEndpoints.queries;
  const now = () => app.config.now?.() ?? new Date();
  const today = () => indiaDate(now());
  const context = (operator: OperatorContext['operator']): OperatorContext => ({ operator, now: now(), portalUrl: app.config.portalUrl });

  const detail = async (id: number) => {
    const row = await queryById(app.db, id);
    if (!row) throw notFound(t('queries.notFound'));
    return { status: 'success' as const, query: await queryDetail(app.db, row, today(), 'operator') };
  };

  serve(app, area.adminQueries, async (request) => {
    let memberId: number | undefined;
    if (request.query.coCode) {
      const member = await memberByCode(app.db, request.query.coCode);
      if (!member) {
        const message = t('queries.noMember', { code: request.query.coCode });
        throw badRequest(message, { coCode: message });
      }
      memberId = member.id;
    }
    const page = await operatorQueries(
      app.db,
      {
        status: request.query.status,
        type: request.query.type,
        overdue: request.query.overdue,
        memberId,
        cursor: request.query.cursor,
        limit: request.query.limit ?? QUERIES_PAGE_SIZE,
      },
      today(),
    );
    return { status: 'success' as const, ...page };
  });

  serve(app, area.adminQuery, async (request) => detail(request.params.id));

  serve(app, area.adminReviewQuery, async (request) => {
    await reviewQuery(app.db, request.params.id, context(request.operator!));
    return detail(request.params.id);
  });

  serve(
    app,
    area.adminReplyQuery,
    async (request, reply) => {
      const files = await readUploads(request.body.attachments);
      await operatorReply(app.db, request.params.id, request.body.message, files, context(request.operator!));
      return reply.status(201).send(await detail(request.params.id));
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  serve(app, area.adminAcceptQuery, async (request) => {
    await acceptQuery(app.db, request.params.id, request.body, context(request.operator!));
    return detail(request.params.id);
  });

  serve(app, area.adminRejectQuery, async (request) => {
    await rejectQuery(app.db, request.params.id, request.body.reason, context(request.operator!));
    return detail(request.params.id);
  });

  serve(app, area.adminQueryAttachment, async (request, reply) => {
    const file = await queryAttachment(app.db, request.params.id, request.params.attachmentId);
    if (!file) throw notFound(t('queries.notFound'));
    return sendAttachment(reply, file);
  });
}
