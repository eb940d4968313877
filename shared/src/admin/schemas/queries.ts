import {
  about,
  hasVisibleText,
  isOneLineText,
  opaqueCursorSchema,
  pageLimitSchema,
  queryDetailSchema,
  querySummarySchema,
  QUERY_STATUSES,
  QUERY_TYPES,
  says,
  validationMessage as t,
  type QueryStatus,
  type QueryType,
} from '@portal/shared/validation';
import { z } from './zod';
import { DEFAULT_MONEY_CEILING_PAISE } from './payments';
import type { input, output } from 'zod';

// The back office's payout queries: request and response schemas, shared by the API and the back-office remote.

/** Rows per page when the list names no limit. */
export const QUERIES_PAGE_SIZE = 50;

const oneOf = <T extends string>(values: readonly T[], message: () => string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (values as readonly string[]).includes(value), { error: message })
    .transform((value) => (value ? (value as T) : undefined));

/**
 * `GET /admin/queries?status=&type=&overdue=&coCode=&cursor=&limit=`: every member's queries, the overdue
 * ones first, then the other open and in-review ones, then the closed ones, each oldest first.
 * `overdue=true` keeps only the overdue ones, `overdue=false` the others.
 */
export const adminQueryListQuerySchema = z.object({
  status: oneOf<QueryStatus>(QUERY_STATUSES, () => t('queries.status')),
  type: oneOf<QueryType>(QUERY_TYPES, () => t('queries.type')),
  overdue: z
    .enum(['true', 'false'], says('queries.overdue'))
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  coCode: z
    .string()
    .trim()
    .max(40, about('field.tooLong', 'label.memberCode'))
    .optional()
    .transform((value) => value || undefined),
  cursor: opaqueCursorSchema,
  limit: pageLimitSchema(100),
});
export type AdminQueryListQuery = input<typeof adminQueryListQuerySchema>;

const reasonNamed = (key: 'field.required' | 'field.invalidCharacters' | 'field.invisibleOnly') => ({
  error: () => t(key, { field: t('label.reason') }),
});
const reasonBase = () =>
  z
    .string(reasonNamed('field.required'))
    .trim()
    .max(200, { error: () => t('field.maxLength', { field: t('label.reason'), max: 200 }) })
    .refine(isOneLineText, reasonNamed('field.invalidCharacters'));
/** A reason on one line, at most 200 characters, something visible. */
const requiredReason = () => reasonBase().min(1, reasonNamed('field.required')).refine(hasVisibleText, reasonNamed('field.invisibleOnly'));
/** The same, or nothing (empty is nothing). */
const optionalReason = () =>
  reasonBase()
    .refine((value) => value === '' || hasVisibleText(value), reasonNamed('field.invisibleOnly'))
    .optional()
    .transform((value) => value || undefined);

/**
 * `POST /admin/queries/:id/accept`: the adjustment credited to the member, in paise (0 or more, at most
 * the money ceiling). A reason is required for 0 ("policy added") and for more than the questioned line's
 * amount; the API checks the second, knowing the line.
 */
export const acceptQueryBodySchema = z
  .object({
    adjustmentPaise: z
      .number(about('field.required', 'label.adjustment'))
      .int(about('field.wholePaise', 'label.adjustment'))
      .min(0, about('field.notNegative', 'label.adjustment'))
      .max(DEFAULT_MONEY_CEILING_PAISE, about('field.atMostAmount', 'label.adjustment', { max: '₹1,00,00,000.00' })),
    reason: optionalReason(),
  })
  .refine((body) => body.adjustmentPaise > 0 || body.reason !== undefined, {
    path: ['reason'],
    error: () => t('queries.zeroNeedsReason'),
  });
export type AcceptQueryBody = input<typeof acceptQueryBodySchema>;

/** `POST /admin/queries/:id/reject`: the reason is mailed to the member and shown on the query. */
export const rejectQueryBodySchema = z.object({ reason: requiredReason() });
export type RejectQueryBody = input<typeof rejectQueryBodySchema>;

/** `:id/attachments/:attachmentId` of a query in the back office. */
export const adminQueryAttachmentParamsSchema = z.object({
  id: z.coerce.number(says('id.number')).int(says('id.whole')).positive(says('id.positive')).max(2_147_483_647, says('id.tooLarge')),
  attachmentId: z.coerce
    .number(says('id.number'))
    .int(says('id.whole'))
    .positive(says('id.positive'))
    .max(2_147_483_647, says('id.tooLarge')),
});

/** A query in the back office: what the member sees, and which operator decided it. */
export const adminQuerySummarySchema = querySummarySchema.extend({ decidedBy: z.string().nullable() });
export type AdminQuerySummary = output<typeof adminQuerySummarySchema>;
export const adminQueryDetailSchema = queryDetailSchema.extend({ decidedBy: z.string().nullable() });
export type AdminQueryDetail = output<typeof adminQueryDetailSchema>;

export const adminQueryListResponseSchema = z.object({
  status: z.literal('success'),
  queries: z.array(adminQuerySummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminQueryListResponse = output<typeof adminQueryListResponseSchema>;

export const adminQueryResponseSchema = z.object({ status: z.literal('success'), query: adminQueryDetailSchema });
export type AdminQueryResponse = output<typeof adminQueryResponseSchema>;
