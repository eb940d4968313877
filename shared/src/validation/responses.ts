import { z } from 'zod';
import { POLICY_TYPES } from '../policyTypes';
import { memberCertificationSchema } from './certification';
import { memberPreferencesSchema } from './renewals';
import { about, says } from './i18n';

/**
 * Response shapes of the API, as zod schemas: the API serialises with them and documents them
 * in its OpenAPI document, and the screens' types are read from them.
 */
export const statusSchema = z.enum(['success', 'error']);

export const errorResponseSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const messageResponseSchema = z.object({ status: statusSchema, message: z.string() });

/**
 * What an e-mail's owner can do at login: sign in (`registered`), wait for the application's review
 * (`pending`), ask for a new set-password link (`invited`), or apply (`unknown`). Sign-up already tells
 * a pending applicant or a member apart from a stranger, so this says no more than it does.
 */
export const ACCOUNT_STATES = ['registered', 'pending', 'invited', 'unknown'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const checkUserResponseSchema = z.object({
  status: statusSchema,
  userRegistered: z.boolean(),
  account: z.enum(ACCOUNT_STATES).optional(),
});

/** A set-password link on arrival: usable, already used, expired, or not one of ours for that e-mail. */
export const INVITE_STATES = ['valid', 'used', 'expired', 'invalid'] as const;
export type InviteState = (typeof INVITE_STATES)[number];
export const inviteCheckResponseSchema = z.object({ status: statusSchema, invite: z.enum(INVITE_STATES) });

export const memberProfileSchema = z.object({
  name: z.string(),
  coCode: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  pan: z.string().nullable(),
  aadhar: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  preferences: memberPreferencesSchema,
  /** Where the member stands in certification (a member sells only once certified): the banner needs no other request. */
  certification: memberCertificationSchema,
});
export const profileResponseSchema = z.object({ status: z.literal('success'), profile: memberProfileSchema });

export const hierarchyMemberSchema = z.object({ name: z.string(), coCode: z.string(), hasChildren: z.boolean().optional() });
export const l1MemberResponseSchema = z.object({ status: statusSchema, member: hierarchyMemberSchema });
export const hierarchyResponseSchema = z.object({
  status: statusSchema,
  hasChildren: z.boolean(),
  children: z.array(hierarchyMemberSchema),
});

export const saleSchema = z.object({
  srNo: z.string(),
  policyType: z.enum(POLICY_TYPES),
  productName: z.string(),
  policyNumber: z.string(),
  clientName: z.string(),
  riskStart: z.string(),
  riskEnd: z.string(),
  netPremium: z.string(),
  payOut: z.string(),
  vehicleNo: z.string().nullable().optional(),
  insurer: z.string(),
  soldBy: z.string(),
  soldByName: z.string().optional(),
});
export const salesResponseSchema = z.object({ status: statusSchema, sales: z.array(saleSchema), nextCursor: z.string().nullable() });
export const salesSummaryResponseSchema = z.object({
  status: statusSchema,
  summary: z.object({ count: z.number().int(), netPremium: z.string(), payOut: z.string() }),
});

/** Path parameters. */
export const coCodeParamsSchema = z.object({
  coCode: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
});
export const policyDownloadParamsSchema = z.object({
  soldBy: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
  policyNumber: z
    .string()
    .trim()
    .min(1, about('field.required', 'label.policyNumber'))
    .max(80, about('field.tooLong', 'label.policyNumber')),
});
export const checkUserQuerySchema = z.object({
  email: z
    .string(about('field.required', 'label.email'))
    .trim()
    .min(1, says('email.empty'))
    .max(254, about('field.maxLength', 'label.email', { max: 254 }))
    .transform((value) => value.toLowerCase()),
});

export type StatusResponse = z.output<typeof messageResponseSchema>;
export type CheckUserResponse = z.output<typeof checkUserResponseSchema>;
export type MemberProfile = z.output<typeof memberProfileSchema>;
export type ProfileResponse = z.output<typeof profileResponseSchema>;
export type HierarchyMember = z.output<typeof hierarchyMemberSchema>;
export type L1MemberResponse = z.output<typeof l1MemberResponseSchema>;
export type HierarchyResponse = z.output<typeof hierarchyResponseSchema>;
export type Sale = z.output<typeof saleSchema>;
export type SalesResponse = z.output<typeof salesResponseSchema>;
export type SalesSummaryResponse = z.output<typeof salesSummaryResponseSchema>;
export type SalesSummary = SalesSummaryResponse['summary'];
