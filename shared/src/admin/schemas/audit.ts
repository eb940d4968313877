import { about, calendarDate, opaqueCursorSchema, pageLimitSchema, says } from '@portal/shared/validation';
import { z } from './zod';
import type { input, output } from 'zod';

// The back office's audit: request and response schemas, shared by the API and the back-office remote.

/** Rows per page when the query names no limit. */
export const AUDIT_PAGE_SIZE = 50;

/** What the screens call each audited action; an action not listed is shown from its name. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'application.approve': 'Approved an application',
  'application.reject': 'Rejected an application',
  'application.reveal': 'Revealed identity numbers',
  'application.resend_invite': 'Re-sent an invitation',
  'member.move': 'Moved a member',
  'member.disable_sign_in': 'Disabled sign-in',
  'member.enable_sign_in': 'Enabled sign-in',
  'member.resend_invite': 'Re-sent an invitation to a member',
  'member.replace_account': 'Replaced a sign-in account made before the invite',
  'member.bank_change_request': 'Asked for a new payout account (the member)',
  'member.bank_change_approve': 'Approved a payout account',
  'member.bank_change_reject': 'Rejected a payout account',
  'member.contact_correct': 'Corrected a member’s mobile or e-mail',
  'import.run': 'Started a policy import',
  'import.finish': 'Finished a policy import',
  'payment.record': 'Recorded a payment',
  'payment.void': 'Voided a payment',
  'import.rollback': 'Rolled back a policy import',
  'operator.create': 'Created an operator',
  'contact_message.handle': 'Marked a message handled',
  'contact_message.reopen': 'Reopened a message',
  'mail.retry': 'Retried a mail',
  'certificate.revoke': 'Revoked a certificate',
  'certificate.reissue': 'Reissued a certificate',
  'certificate.record': 'Recorded a certificate earned before the portal',
  'training_module.create': 'Added a training module',
  'training_module.update': 'Changed a training module',
  'question.create': 'Added an exam question',
  'question.update': 'Changed an exam question',
  'payout_query.review': 'Moved a payout query to In review',
  'payout_query.reply': 'Replied on a payout query',
  'payout_query.accept': 'Accepted a payout query',
  'payout_query.reject': 'Rejected a payout query',
};

/** The kinds of record an action is done to, as the screens name them. */
export const AUDIT_RECORD_TYPE_LABELS: Record<string, string> = {
  application: 'Application',
  member: 'Member',
  import: 'Policy import',
  payment: 'Payment',
  operator: 'Operator',
  contact_message: 'Contact message',
  mail: 'Mail',
  certificate: 'Certificate',
  training_module: 'Training module',
  question: 'Exam question',
  payout_query: 'Payout query',
};

/**
 * `GET /admin/audit`: newest first. `action`, `recordType` and `recordId` match exactly; `operator` is a
 * part of the operator's e-mail (any case); `from` and `to` are days in India, both included.
 */
export const auditQuerySchema = z
  .object({
    action: z
      .string(about('field.text', 'label.action'))
      .trim()
      .max(60, about('field.maxLength', 'label.action', { max: 60 }))
      .regex(/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/, says('audit.action'))
      .optional(),
    operator: z
      .string(about('field.text', 'label.operator'))
      .trim()
      .min(1, about('field.notEmpty', 'label.operator'))
      .max(254, about('field.maxLength', 'label.operator', { max: 254 }))
      .optional(),
    recordType: z
      .string(about('field.text', 'label.recordType'))
      .trim()
      .max(40, about('field.maxLength', 'label.recordType', { max: 40 }))
      .regex(/^[a-z][a-z_]*$/, says('audit.recordType'))
      .optional(),
    recordId: z
      .string(about('field.text', 'label.recordId'))
      .trim()
      .min(1, about('field.notEmpty', 'label.recordId'))
      .max(64, about('field.maxLength', 'label.recordId', { max: 64 }))
      .optional(),
    from: calendarDate('label.from').optional(),
    to: calendarDate('label.to').optional(),
    cursor: opaqueCursorSchema,
    limit: pageLimitSchema(100),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    ...says('audit.fromBeforeTo'),
    path: ['to'],
  });

const jsonValue = z
  .unknown()
  .meta({ description: 'The record as shown to operators (never an identity or bank number in clear); null when none' });

export const auditEntrySchema = z.object({
  /** A whole number as text (the log's ids are 64-bit). */
  id: z.string(),
  at: z.string().meta({ description: 'When, ISO 8601 timestamp' }),
  operatorEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: jsonValue,
  after: jsonValue,
});

export const auditResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

export type AuditQuery = input<typeof auditQuerySchema>;
export type AuditFilters = output<typeof auditQuerySchema>;
export type AuditEntryView = output<typeof auditEntrySchema>;
export type AuditResponse = output<typeof auditResponseSchema>;
