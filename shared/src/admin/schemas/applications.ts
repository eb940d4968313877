import { about, CONTROL_CHARACTER, hasVisibleText, isOneLineText, pageLimitSchema, says } from '@portal/shared/validation';
import { z } from './zod';
import { listSearchSchema, rowIdCursorSchema } from './common';
import type { input, output } from 'zod';

// The back office's applications: request and response schemas, shared by the API and the back-office remote.

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the API answers (409) when an application is no longer in the state an action needs. */
export const applicationMessages = {
  alreadyApproved: 'This application has already been approved.',
  alreadyRejected: 'This application has already been rejected.',
  notApproved: 'Only an approved application can have its invite re-sent.',
  passwordSet: 'This member has already set a password: there is no invite to re-send.',
  unknownParent: 'No member has this code.',
} as const;

export const APPLICATIONS_PAGE_SIZE = 25;
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;

/** `GET /admin/applications?status=&q=&cursor=&limit=`: newest first, a page at a time. */
export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, says('applications.status')).default('pending'),
  q: listSearchSchema,
  cursor: rowIdCursorSchema,
  limit: pageLimitSchema(100),
});

/** An application in a list: no identity numbers. */
export const applicationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const applicationCountsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const applicationListResponseSchema = z.object({
  status: z.literal('success'),
  applications: z.array(applicationSummarySchema),
  /** Per status, for the same search (every page). */
  counts: applicationCountsSchema,
  nextCursor: z.string().nullable(),
});

/** The member an approved application became. */
export const applicationMemberSchema = z.object({
  coCode: z.string(),
  name: z.string(),
  parentCoCode: z.string().nullable(),
  parentName: z.string().nullable(),
  /** Whether they have set a password; until then their invite can be re-sent. */
  hasAccount: z.boolean(),
});

/** The member an application's PAN or Aadhaar matches. */
export const applicationDuplicateSchema = z.object({
  coCode: z.string(),
  name: z.string(),
  matched: z.enum(['pan', 'aadhaar']),
});

/** One application in full, its PAN and Aadhaar masked. */
export const applicationDetailsSchema = applicationSummarySchema.extend({
  referralId: z.string().nullable(),
  reason: z.string(),
  /** Masked (`ABXXXXX34F`); null when not given. */
  pan: z.string().nullable(),
  /** Masked (`XXXX XXXX 2346`); null when not given. */
  aadhaar: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  member: applicationMemberSchema.nullable().meta({ type: 'object' }),
  canResendInvite: z.boolean(),
  /**
   * An existing member (not the one this application became) whose PAN or Aadhaar matches this
   * application's, compared by keyed hash: a person may not be engaged twice. Null when none does.
   */
  duplicateOf: applicationDuplicateSchema.nullable().meta({ type: 'object' }),
});

export const applicationResponseSchema = z.object({ status: z.literal('success'), application: applicationDetailsSchema });

/** After an action: what was done, in words, and the application as it is now. */
export const applicationActionResponseSchema = applicationResponseSchema.extend({ message: z.string() });

/** `POST /admin/applications/:id/reveal`: the numbers in full (an audited action). */
export const applicationRevealResponseSchema = z.object({
  status: z.literal('success'),
  pan: z.string().nullable(),
  aadhaar: z.string().nullable(),
});

/** `POST /admin/applications/:id/approve`. */
export const applicationApproveSchema = z.object({
  parentCoCode: z
    .string(says('applications.chooseParent'))
    .trim()
    .min(1, says('applications.chooseParent'))
    .max(40, about('field.tooLong', 'label.memberCode'))
    .refine(isOneLineText, about('field.invalidCharacters', 'label.memberCode')),
});

/** `POST /admin/applications/:id/reject`: the reason is e-mailed to the applicant. */
export const applicationRejectSchema = z.object({
  reason: z
    .string(about('field.required', 'label.reason'))
    .trim()
    .min(1, about('field.required', 'label.reason'))
    .min(REJECTION_REASON_MIN, about('field.minLength', 'label.reason', { min: REJECTION_REASON_MIN }))
    .max(REJECTION_REASON_MAX, about('field.maxLength', 'label.reason', { max: REJECTION_REASON_MAX }))
    .refine((value) => !CONTROL_CHARACTER.test(value), about('field.invalidCharacters', 'label.reason'))
    .refine(hasVisibleText, about('field.invisibleOnly', 'label.reason')),
});

export type ApplicationListQuery = input<typeof applicationListQuerySchema>;
export type ApplicationSummary = output<typeof applicationSummarySchema>;
export type ApplicationCounts = output<typeof applicationCountsSchema>;
export type ApplicationListResponse = output<typeof applicationListResponseSchema>;
export type ApplicationDetails = output<typeof applicationDetailsSchema>;
export type ApplicationResponse = output<typeof applicationResponseSchema>;
export type ApplicationActionResponse = output<typeof applicationActionResponseSchema>;
export type ApplicationRevealResponse = output<typeof applicationRevealResponseSchema>;
export type ApplicationApprove = input<typeof applicationApproveSchema>;
export type ApplicationReject = input<typeof applicationRejectSchema>;
