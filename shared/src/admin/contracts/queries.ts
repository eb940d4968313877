import { adminIdParamsSchema } from '../schemas/common';
import {
  acceptQueryBodySchema,
  adminQueryAttachmentParamsSchema,
  adminQueryListQuerySchema,
  adminQueryListResponseSchema,
  adminQueryResponseSchema,
  rejectQueryBodySchema,
} from '../schemas/queries';
import { defineEndpoints, queryReplyBodySchema } from '@portal/shared/validation';

/** The back office's payout queries: every member's, overdue first; review, reply, accept with an adjustment, reject. */
export const queries = defineEndpoints('admin', {
  adminQueries: {
    method: 'GET',
    path: '/admin/queries',
    access: 'operator',
    summary:
      'Payout queries of every member: the overdue first, then the other open and in-review ones, then the closed ones, each oldest first; filters by status, type, overdue, member',
    query: adminQueryListQuerySchema,
    responses: { 200: adminQueryListResponseSchema },
  },
  adminQuery: {
    method: 'GET',
    path: '/admin/queries/:id',
    access: 'operator',
    summary: 'A payout query with its thread and files',
    params: adminIdParamsSchema,
    responses: { 200: adminQueryResponseSchema },
  },
  adminReviewQuery: {
    method: 'POST',
    path: '/admin/queries/:id/review',
    access: 'operator',
    summary: 'Moves an open payout query to In review, audited; the member is e-mailed',
    description: '409 unless it is open.',
    params: adminIdParamsSchema,
    responses: { 200: adminQueryResponseSchema },
  },
  adminReplyQuery: {
    method: 'POST',
    path: '/admin/queries/:id/replies',
    access: 'operator',
    summary: 'An operator’s reply on a payout query (files allowed), audited; the member is e-mailed',
    description: '409 once it is accepted or rejected.',
    params: adminIdParamsSchema,
    body: queryReplyBodySchema,
    responses: { 201: adminQueryResponseSchema },
  },
  adminAcceptQuery: {
    method: 'POST',
    path: '/admin/queries/:id/accept',
    access: 'operator',
    summary:
      "Accepts a payout query: an adjustment entry (paise, 0 or more) in the member's ledger dated today (India) with the query's number, shown on the statement; audited, the member is e-mailed",
    description:
      "409 once it is accepted or rejected. 400 on reason for adjustmentPaise above the questioned line's amount without a reason, and for adjustmentPaise above 0 without a reason on a missing payment or a query about a payment (a late payment needs no adjustment: it pays the commission itself); 400 on adjustmentPaise above 0 for a missing policy that is now on the member's book (its own pay out credits it).",
    params: adminIdParamsSchema,
    body: acceptQueryBodySchema,
    responses: { 200: adminQueryResponseSchema },
  },
  adminRejectQuery: {
    method: 'POST',
    path: '/admin/queries/:id/reject',
    access: 'operator',
    summary: 'Rejects a payout query with a reason, audited; the member is e-mailed',
    description: '409 once it is accepted or rejected.',
    params: adminIdParamsSchema,
    body: rejectQueryBodySchema,
    responses: { 200: adminQueryResponseSchema },
  },
  adminQueryAttachment: {
    method: 'GET',
    path: '/admin/queries/:id/attachments/:attachmentId',
    access: 'operator',
    summary: 'A file of a payout query’s thread, as an attachment',
    params: adminQueryAttachmentParamsSchema,
    responses: { 200: { file: 'application/octet-stream', description: 'The file, with the type read from its bytes (PDF, JPEG or PNG)' } },
  },
});
