import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, MAX_ATTACHMENT_BASE64, MAX_QUERY_ATTACHMENTS } from '@portal/shared/validation';
import { indiaDate } from '../../clock.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { memberInSubtree } from '../../services/members.js';
import { scopedMember } from '../scope.js';
import { attachmentDisposition, readUploads } from './attachments.js';
import { memberQueries, memberReply, queryAttachment, queryById, queryDetail, queryInSubtree, raiseQuery } from './service.js';

/**
 * The body of a raise or a reply: up to 3 files of 5 MB as base64 (4 characters for 3 bytes), the message
 * and the names. Only these two routes take it; the others keep the app's small limit.
 */
export const UPLOAD_BODY_LIMIT = MAX_QUERY_ATTACHMENTS * (MAX_ATTACHMENT_BASE64 + 1024) + 64 * 1024;

const DEFAULT_QUERIES_LISTED = 20;

/** Sends a stored file as a download: its type as read from its bytes, never shown inline nor sniffed. */
export function sendAttachment(reply: FastifyReply, file: { fileName: string; contentType: string; content: Buffer | Uint8Array }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.content));
}

/**
 * A member's payout queries: raised and replied to by the member on their own book; read by the member
 * and by every leader above them (read only).
 */
export default async function queriesRoutes(app: FastifyInstance) {
  const area = endpoints.queries;
  const now = () => app.config.now?.() ?? new Date();
  const today = () => indiaDate(now());
  // Raising and replying: the large bodies, and what reaches the operators. Each route has its own budget per
  // signed-in member (not per address: a member behind a shared office network is one member among many).
  // The limiter runs after the sign-in check (route hooks run in order), so the member is known.
  const limits = app.config.queryLimits;
  const upload = {
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: {
      rateLimit: {
        max: limits.writesPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => (request.member ? `member:${request.member.id}` : `ip:${request.ip}`),
      },
    },
  };

  serve(app, area.payoutQueries, async (request) => {
    const root = await scopedMember(app, request, request.params.coCode);
    let memberId: number | undefined;
    if (request.query.member) {
      const member = await memberInSubtree(app.db, root.path, request.query.member);
      if (!member) {
        const message = t('queries.noMember', { code: request.query.member });
        throw badRequest(message, { member: message });
      }
      memberId = member.id;
    }
    const page = await memberQueries(
      app.db,
      root,
      { memberId, status: request.query.status, cursor: request.query.cursor, limit: request.query.limit ?? DEFAULT_QUERIES_LISTED },
      today(),
    );
    return { status: 'success' as const, ...page };
  });

  serve(
    app,
    area.raisePayoutQuery,
    async (request, reply) => {
      const member = await scopedMember(app, request, request.params.coCode);
      // A leader may read the team's queries, but a query is the member's own word about their own book.
      if (member.id !== request.member!.id) throw new HttpError(403, t('queries.ownOnly'));
      const files = await readUploads(request.body.attachments);
      const id = await raiseQuery(app.db, member, request.body, files, now(), limits.openPerMember);
      const row = (await queryById(app.db, id))!;
      return reply
        .status(201)
        .send({ status: 'success' as const, query: await queryDetail(app.db, row, today(), { memberId: member.id }) });
    },
    upload,
  );

  serve(app, area.payoutQuery, async (request) => {
    const root = await scopedMember(app, request, request.params.coCode);
    const row = await queryInSubtree(app.db, root, request.params.id);
    return { status: 'success' as const, query: await queryDetail(app.db, row, today(), { memberId: request.member!.id }) };
  });

  serve(
    app,
    area.replyPayoutQuery,
    async (request, reply) => {
      const root = await scopedMember(app, request, request.params.coCode);
      const row = await queryInSubtree(app.db, root, request.params.id);
      if (row.memberId !== request.member!.id) throw new HttpError(403, t('queries.readOnly'));
      const files = await readUploads(request.body.attachments);
      await memberReply(app.db, request.member!, row.id, request.body.message, files);
      const after = (await queryById(app.db, row.id))!;
      return reply
        .status(201)
        .send({ status: 'success' as const, query: await queryDetail(app.db, after, today(), { memberId: request.member!.id }) });
    },
    upload,
  );

  serve(app, area.payoutQueryAttachment, async (request, reply) => {
    const root = await scopedMember(app, request, request.params.coCode);
    const row = await queryInSubtree(app.db, root, request.params.id);
    const file = await queryAttachment(app.db, row.id, request.params.attachmentId);
    if (!file) throw notFound(t('queries.notFound'));
    return sendAttachment(reply, file);
  });
}
