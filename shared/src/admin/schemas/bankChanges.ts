import { bankAccountViewSchema, bankChangeSchema, emailSchema, phoneSchema, requiredText, says } from '@portal/shared/validation';
import { z } from './zod';
import type { input, output } from 'zod';

/** A change as the back office lists it, with whose it is. */
export const adminBankChangeSchema = bankChangeSchema.extend({
  coCode: z.string(),
  memberName: z.string(),
  /** The account it replaces (masked), if any. */
  previous: bankAccountViewSchema.nullable(),
});

export const adminBankChangesResponseSchema = z.object({ status: z.literal('success'), changes: z.array(adminBankChangeSchema) });
export const adminBankChangeResponseSchema = z.object({ status: z.literal('success'), change: adminBankChangeSchema });

export const bankChangeRejectSchema = z.object({ reason: requiredText(500, 'label.reason') });

/** `PUT /admin/members/:code/contact`: the operator corrects a member's phone, e-mail or both. */
export const memberContactSchema = z
  .object({ mobile: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((value) => value.mobile !== undefined || value.email !== undefined, says('bank.contactNothing'));

export type AdminBankChange = output<typeof adminBankChangeSchema>;
export type AdminBankChangesResponse = output<typeof adminBankChangesResponseSchema>;
export type AdminBankChangeResponse = output<typeof adminBankChangeResponseSchema>;
export type BankChangeRejectInput = input<typeof bankChangeRejectSchema>;
export type MemberContactInput = input<typeof memberContactSchema>;
