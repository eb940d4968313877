import { about, says } from '@portal/shared/validation';
import { z } from './zod';
import type { input, output } from 'zod';

// The back office's members: request and response schemas, shared by the API and the back-office remote.

/** `GET /admin/members?q=&limit=`: members whose name, code or e-mail contains `q` (any member of the network). */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().max(100, about('field.tooLong', 'label.search')).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** A member as the back office lists them (no identity or bank numbers). */
export const memberSummarySchema = z.object({
  coCode: z.string(),
  name: z.string(),
  email: z.string(),
  /** 0 for a top member. */
  depth: z.number().int(),
  parentCoCode: z.string().nullable(),
  parentName: z.string().nullable(),
  /** Members below them, all levels. */
  subtreeSize: z.number().int(),
  /** Whether they have set a password (have a Firebase account). */
  hasAccount: z.boolean(),
  signInDisabled: z.boolean(),
});

export const memberSearchResponseSchema = z.object({
  status: z.literal('success'),
  members: z.array(memberSummarySchema),
});

const paise = z.number().int();

/** Sales totals in integer paise. */
export const memberTotalsSchema = z.object({
  count: z.number().int(),
  netPremiumPaise: paise,
  payOutPaise: paise,
});

/** `GET /admin/members/:code`: the member, their numbers masked, their direct team and their sales. */
export const memberDetailsSchema = memberSummarySchema.extend({
  mobile: z.string().nullable(),
  /** Masked (`ABXXXXX34F`); never in clear here. */
  pan: z.string().nullable(),
  /** Masked (`XXXX XXXX 1234`). */
  aadhaar: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Masked (`••••1234`). */
  bankAccount: z.string().nullable(),
  joinedAt: z.string(),
  signInDisabledAt: z.string().nullable(),
  /** Direct children, by name (at most `MEMBER_CHILDREN_LIMIT`; `childCount` says how many there are). */
  children: z.array(memberSummarySchema),
  childCount: z.number().int(),
  /** Sales they made themselves, and of their whole subtree (themselves included), all time. */
  ownSales: memberTotalsSchema,
  subtreeSales: memberTotalsSchema,
});

export const MEMBER_CHILDREN_LIMIT = 200;

export const memberDetailsResponseSchema = z.object({
  status: z.literal('success'),
  member: memberDetailsSchema,
});

/** `PUT /admin/members/:code/sign-in`. */
export const memberSignInSchema = z.object({
  enabled: z.boolean(says('members.signIn')),
});

/** `POST /admin/members/:code/move`: the member's new parent (the member brings their whole subtree). */
export const memberMoveSchema = z.object({
  parentCoCode: z
    .string(says('members.chooseParent'))
    .trim()
    .min(1, says('members.chooseParent'))
    .max(40, about('field.tooLong', 'label.memberCode')),
});

export const memberMoveResponseSchema = z.object({
  status: z.literal('success'),
  /** Members moved: the member and everyone below them. */
  moved: z.number().int(),
  from: z.string().nullable(),
  to: z.string(),
  member: memberDetailsSchema,
});

export type MemberSearchQuery = input<typeof memberSearchQuerySchema>;
export type MemberSummary = output<typeof memberSummarySchema>;
export type MemberSearchResponse = output<typeof memberSearchResponseSchema>;
export type MemberTotals = output<typeof memberTotalsSchema>;
export type MemberDetails = output<typeof memberDetailsSchema>;
export type MemberDetailsResponse = output<typeof memberDetailsResponseSchema>;
export type MemberSignInInput = input<typeof memberSignInSchema>;
export type MemberMoveInput = input<typeof memberMoveSchema>;
export type MemberMoveResponse = output<typeof memberMoveResponseSchema>;
