import { z } from 'zod';
import { about, says, t } from './i18n';
import { calendarDate } from './dates';
import { pageLimitSchema, opaqueCursorSchema } from './paging';
import { requiredText } from './schemas';

/**
 * Payout queries: an agent questions a statement line, a payment, or says a policy they sold is missing;
 * operators review, reply, and accept (with an adjustment posted to the payouts ledger) or reject (with a
 * reason). Requests and responses of `/payouts/queries/...` and `/admin/queries/...`, used by the API
 * (validation, serialisation, OpenAPI), the sales remote's Queries tab and the back office.
 */

export const QUERY_TYPES = ['wrong_amount', 'missing_policy', 'missing_payment', 'other'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** Open → In review → Accepted or Rejected; the last two close the query. */
export const QUERY_STATUSES = ['open', 'in_review', 'accepted', 'rejected'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];
export const CLOSED_QUERY_STATUSES: readonly QueryStatus[] = ['accepted', 'rejected'];
export const isQueryClosed = (status: QueryStatus): boolean => CLOSED_QUERY_STATUSES.includes(status);

/** A query is due this many days after it is raised; an open or in-review query past its due day is overdue. */
export const QUERY_DUE_DAYS = 14;

/** At most this many files on one message (the raising one or a reply). */
export const MAX_QUERY_ATTACHMENTS = 3;
/** The most one attached file may be: 5 MB. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** What an attachment may be, by its content (its first bytes), whatever its name says. */
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The longest message of a thread. */
export const MAX_QUERY_MESSAGE = 2000;

/** The query's number as people see it and say it on the phone: `Q-000123`. */
export const QUERY_NUMBER_PATTERN = /^Q-\d{6,}$/;
export const formatQueryNumber = (sequence: number): string => `Q-${String(sequence).padStart(6, '0')}`;

/** The decoded size of base64 text (padding counted off), without decoding it. */
export function base64DecodedBytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The longest base64 text of a file within the size limit. */
export const MAX_ATTACHMENT_BASE64 = 4 * Math.ceil(MAX_ATTACHMENT_BYTES / 3);

/**
 * One uploaded file: its name as the member's device had it and its bytes as base64 (the contracts carry
 * JSON, so the API's typed client, validation and document treat an upload like any other body). Its type
 * is read from the bytes by the API: a program renamed `.pdf` is refused there, naming the file.
 */
export const attachmentUploadSchema = z
  .object({
    fileName: requiredText(200, 'label.fileName'),
    // Far beyond the limit is refused before the content is looked at; just beyond it, the check below names the file.
    contentBase64: z.string(about('field.required', 'label.attachment')).max(2 * MAX_ATTACHMENT_BASE64, {
      error: () => t('queries.attachmentTooLarge', { max: '5 MB' }),
    }),
  })
  .superRefine((file, ctx) => {
    const named = { file: file.fileName };
    if (!BASE64.test(file.contentBase64) || file.contentBase64.length % 4 !== 0) {
      ctx.addIssue({ code: 'custom', path: ['contentBase64'], message: t('queries.attachmentNotBase64', named) });
    } else if (file.contentBase64.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['contentBase64'], message: t('queries.attachmentEmpty', named) });
    } else if (base64DecodedBytes(file.contentBase64) > MAX_ATTACHMENT_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['contentBase64'], message: t('queries.attachmentTooLargeNamed', { ...named, max: '5 MB' }) });
    }
  });
export type AttachmentUpload = z.input<typeof attachmentUploadSchema>;

const attachmentsSchema = z
  .array(attachmentUploadSchema, says('queries.attachmentsList'))
  .max(MAX_QUERY_ATTACHMENTS, says('queries.tooManyAttachments', { max: MAX_QUERY_ATTACHMENTS }))
  .optional()
  .transform((files) => files ?? []);

/** A message of the thread: several lines allowed, no control character, something visible. */
export const queryMessageSchema = requiredText(MAX_QUERY_MESSAGE, 'label.message', { oneLine: false });

const entryIdSchema = z
  .number(about('field.required', 'label.ledgerEntry'))
  .int(about('field.required', 'label.ledgerEntry'))
  .positive(about('field.required', 'label.ledgerEntry'))
  .max(Number.MAX_SAFE_INTEGER, about('field.required', 'label.ledgerEntry'));

/** Rupees as typed (`12500.50`): at most 12 digits and 2 decimals, no sign. */
const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * What a query is about: a line of the member's statement (a policy's pay out or its reversal, by its
 * ledger entry), a payment (its ledger entry), a policy the member sold that is missing (its details as
 * the member typed them, premium in rupees), or nothing in particular.
 */
export const querySubjectInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('line'), entryId: entryIdSchema }),
    z.object({ kind: z.literal('payment'), entryId: entryIdSchema }),
    z.object({
      kind: z.literal('missingPolicy'),
      policyNumber: requiredText(80, 'label.policyNumber'),
      insurer: requiredText(100, 'label.insurer'),
      clientName: requiredText(100, 'label.clientName'),
      riskStart: calendarDate('label.riskStart'),
      premium: z
        .string(about('field.required', 'label.premium'))
        .trim()
        .min(1, about('field.required', 'label.premium'))
        .regex(RUPEES, about('field.rupees', 'label.premium')),
    }),
    z.object({ kind: z.literal('none') }),
  ],
  says('queries.subject'),
);
export type QuerySubjectInput = z.input<typeof querySubjectInputSchema>;

/** Which subjects each type of query takes. */
export const SUBJECTS_OF_TYPE: Record<QueryType, readonly QuerySubjectInput['kind'][]> = {
  wrong_amount: ['line', 'payment'],
  missing_policy: ['missingPolicy'],
  missing_payment: ['line', 'payment', 'none'],
  other: ['line', 'payment', 'none'],
};

/** `POST /payouts/queries/:coCode`: raises a query on the caller's own book, with a message and up to 3 files. */
/** What a query of each type must be about, said when its subject is of another kind. */
const SUBJECT_MESSAGE_OF_TYPE = {
  wrong_amount: 'queries.subjectOf.wrong_amount',
  missing_policy: 'queries.subjectOf.missing_policy',
  missing_payment: 'queries.subjectOf.missing_payment',
  other: 'queries.subjectOf.other',
} as const satisfies Record<(typeof QUERY_TYPES)[number], string>;

export const raiseQueryBodySchema = z
  .object({
    type: z.enum(QUERY_TYPES, says('queries.type')),
    subject: querySubjectInputSchema,
    message: queryMessageSchema,
    attachments: attachmentsSchema,
  })
  .superRefine((body, ctx) => {
    if (!SUBJECTS_OF_TYPE[body.type].includes(body.subject.kind)) {
      ctx.addIssue({ code: 'custom', path: ['subject', 'kind'], message: t(SUBJECT_MESSAGE_OF_TYPE[body.type]) });
    }
  });
export type RaiseQueryBody = z.input<typeof raiseQueryBodySchema>;

/** A reply on a query's thread (the member's or an operator's), with up to 3 files. */
export const queryReplyBodySchema = z.object({ message: queryMessageSchema, attachments: attachmentsSchema });
export type QueryReplyBody = z.input<typeof queryReplyBodySchema>;

/** `:coCode/:id` of a member's query. */
export const memberQueryParamsSchema = z.object({
  coCode: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
  id: z.coerce.number(says('id.number')).int(says('id.whole')).positive(says('id.positive')).max(2_147_483_647, says('id.tooLarge')),
});
export type MemberQueryParams = z.infer<typeof memberQueryParamsSchema>;

/** `:coCode/:id/attachments/:attachmentId`. */
export const memberQueryAttachmentParamsSchema = memberQueryParamsSchema.extend({
  attachmentId: z.coerce
    .number(says('id.number'))
    .int(says('id.whole'))
    .positive(says('id.positive'))
    .max(2_147_483_647, says('id.tooLarge')),
});
export type MemberQueryAttachmentParams = z.infer<typeof memberQueryAttachmentParamsSchema>;

const optionalStatus = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    if (!(QUERY_STATUSES as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', message: t('queries.status') });
      return z.NEVER;
    }
    return value as QueryStatus;
  });

/**
 * `GET /payouts/queries/:coCode?member=&status=&cursor=&limit=`: the queries of the member's subtree (an
 * agent without a team: their own), newest first; `member` narrows to the queries one member of it raised.
 */
export const memberQueriesQuerySchema = z.object({
  member: z
    .string()
    .trim()
    .max(40, about('field.tooLong', 'label.memberCode'))
    .optional()
    .transform((value) => value || undefined),
  status: optionalStatus,
  cursor: opaqueCursorSchema,
  limit: pageLimitSchema(100),
});
export type MemberQueriesQuery = z.input<typeof memberQueriesQuerySchema>;

const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The subject as stored, with what the ledger says of it (amounts in paise). */
export const querySubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    entryId: z.number().int(),
    /** The line's ledger kind and day, as on the statement. */
    entryKind: z.enum(['earned', 'reversed']),
    date: isoDate,
    policyNumber: z.string(),
    productName: z.string(),
    amountPaise: paise,
  }),
  z.object({ kind: z.literal('payment'), entryId: z.number().int(), date: isoDate, reference: z.string(), amountPaise: paise }),
  z.object({
    kind: z.literal('missingPolicy'),
    policyNumber: z.string(),
    insurer: z.string(),
    clientName: z.string(),
    riskStart: isoDate,
    premiumPaise: paise,
  }),
  z.object({ kind: z.literal('none') }),
]);
export type QuerySubject = z.infer<typeof querySubjectSchema>;

/** A file of a thread: its type as read from its bytes, its size, its name made safe, its SHA-256 (hex). */
export const queryAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  sha256: z.string(),
});
export type QueryAttachment = z.infer<typeof queryAttachmentSchema>;

/** One message of the thread, by the member or by an operator (named "Support" to the member). */
export const queryMessageViewSchema = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  authorName: z.string(),
  text: z.string(),
  at: z.string(),
  attachments: z.array(queryAttachmentSchema),
});
export type QueryMessageView = z.infer<typeof queryMessageViewSchema>;

/**
 * A query as the lists show it. `dueOn` is 14 days after it was raised (India's day); `overdue` while it is
 * open or in review after that day; `ageDays` is days since it was raised (to its decision once closed).
 * Once accepted: `adjustmentPaise` (0 or more) posted to the ledger on `decidedOn`, with `decisionReason`
 * when one was given; once rejected: `decisionReason` is the operator's reason.
 */
export const querySummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  coCode: z.string(),
  memberName: z.string(),
  type: z.enum(QUERY_TYPES),
  status: z.enum(QUERY_STATUSES),
  subject: querySubjectSchema,
  raisedAt: z.string(),
  dueOn: isoDate,
  overdue: z.boolean(),
  ageDays: z.number().int(),
  decidedOn: isoDate.nullable(),
  adjustmentPaise: paise.nullable(),
  decisionReason: z.string().nullable(),
  messageCount: z.number().int(),
  /**
   * When it went In review (an instant, UTC), for its history; null while open, and for one decided without
   * a review. Always sent by this API (optional only for answers of an older one).
   */
  reviewedAt: z.string().nullable().optional(),
  /**
   * The thread's newest message once there is more than the raising one: who (an operator is "Support" to
   * the member), when, and its first 120 characters. Always sent by this API (optional as `reviewedAt`).
   */
  lastReply: z
    .object({ author: z.enum(['member', 'operator']), authorName: z.string(), at: z.string(), excerpt: z.string() })
    .nullable()
    .optional(),
});
export type QuerySummary = z.infer<typeof querySummarySchema>;

/** A query with its thread, oldest message first. `canReply`: whether the caller may reply now. */
export const queryDetailSchema = querySummarySchema.extend({
  messages: z.array(queryMessageViewSchema),
  canReply: z.boolean(),
});
export type QueryDetail = z.infer<typeof queryDetailSchema>;

export const queryListResponseSchema = z.object({
  status: z.literal('success'),
  queries: z.array(querySummarySchema),
  nextCursor: z.string().nullable(),
});
export type QueryListResponse = z.infer<typeof queryListResponseSchema>;

export const queryResponseSchema = z.object({ status: z.literal('success'), query: queryDetailSchema });
export type QueryResponse = z.infer<typeof queryResponseSchema>;
