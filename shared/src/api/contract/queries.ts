import { coCodeParamsSchema } from '../../validation/responses';
import {
  memberQueriesQuerySchema,
  memberQueryAttachmentParamsSchema,
  memberQueryParamsSchema,
  queryListResponseSchema,
  queryReplyBodySchema,
  queryResponseSchema,
  raiseQueryBodySchema,
} from '../../validation/queries';
import { defineEndpoints } from './define';

const attachmentsNote =
  'Files travel as base64 in the JSON body (up to 3, each a PDF, JPEG or PNG by its content, at most 5 MB); a file of another type, whatever its name, is a 400 naming it.';

/**
 * Payout queries: an agent raises one on their own book (a statement line, a payment, a missing policy),
 * replies while it is open or in review, and reads its thread; a leader reads the subtree's, read only.
 */
export const queries = defineEndpoints('queries', {
  payoutQueries: {
    method: 'GET',
    path: '/payouts/queries/:coCode',
    access: 'member',
    summary: "A page of the payout queries of a member's subtree (member: the ones one member raised), newest first",
    params: coCodeParamsSchema,
    query: memberQueriesQuerySchema,
    responses: { 200: queryListResponseSchema },
  },
  raisePayoutQuery: {
    method: 'POST',
    path: '/payouts/queries/:coCode',
    access: 'member',
    summary: 'Raises a payout query on the caller’s own statement line, payment or missing policy, with a message and files',
    description: `Only under the caller's own code (a leader cannot raise for the team: 403); a line or payment of another member is a 400 on subject.entryId. ${attachmentsNote}`,
    params: coCodeParamsSchema,
    body: raiseQueryBodySchema,
    responses: { 201: queryResponseSchema },
  },
  payoutQuery: {
    method: 'GET',
    path: '/payouts/queries/:coCode/:id',
    access: 'member',
    summary: 'A payout query of the member’s subtree with its thread',
    params: memberQueryParamsSchema,
    responses: { 200: queryResponseSchema },
  },
  replyPayoutQuery: {
    method: 'POST',
    path: '/payouts/queries/:coCode/:id/replies',
    access: 'member',
    summary: 'The agent’s reply on their own open or in-review query, with files',
    description: `A leader reads the team's queries but cannot reply (403); a closed query is a 409. ${attachmentsNote}`,
    params: memberQueryParamsSchema,
    body: queryReplyBodySchema,
    responses: { 201: queryResponseSchema },
  },
  payoutQueryAttachment: {
    method: 'GET',
    path: '/payouts/queries/:coCode/:id/attachments/:attachmentId',
    access: 'member',
    summary: 'A file of a payout query’s thread, as an attachment',
    params: memberQueryAttachmentParamsSchema,
    responses: { 200: { file: 'application/octet-stream', description: 'The file, with the type read from its bytes (PDF, JPEG or PNG)' } },
  },
});
