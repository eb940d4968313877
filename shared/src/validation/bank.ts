import { z } from 'zod';
import { about, says } from './i18n';
import { requiredText } from './schemas';

/** An IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Indian bank account numbers run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

const accountNumber = z
  .string(about('field.required', 'label.accountNumber'))
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value !== '', about('field.required', 'label.accountNumber'))
  .refine((value) => value === '' || BANK_ACCOUNT_PATTERN.test(value), says('bank.accountDigits'));

/**
 * `PUT /account/bank`: the member's payout account, asked for as a change the operator approves. The
 * account number is typed twice; the server also checks the IFSC against its bank and branch table.
 */
export const bankDetailsSchema = z
  .object({
    holderName: requiredText(100, 'label.accountHolder'),
    accountNumber,
    accountNumberConfirm: z.string(about('field.required', 'label.accountNumberConfirm')).transform((value) => value.replace(/\s+/g, '')),
    ifsc: z
      .string(about('field.required', 'label.ifsc'))
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value !== '', about('field.required', 'label.ifsc'))
      .refine((value) => value === '' || IFSC_PATTERN.test(value), says('bank.ifscFormat')),
  })
  .refine((value) => value.accountNumber === value.accountNumberConfirm, {
    ...says('bank.accountMismatch'),
    path: ['accountNumberConfirm'],
  });

/** A payout account as the API shows it: the account number masked to its last 4 digits. */
export const bankAccountViewSchema = z.object({
  /** Null for an account recorded before holders and IFSCs were asked for (at onboarding). */
  holderName: z.string().nullable(),
  /** `••••1234`. */
  account: z.string(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
});

export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const bankChangeSchema = z.object({
  holderName: z.string(),
  account: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  id: z.number().int(),
  status: z.enum(BANK_CHANGE_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});

/** The member's own payout account: the approved one, and a change waiting for the operator. */
export const payoutAccountSchema = z.object({
  current: bankAccountViewSchema.nullable(),
  pending: bankChangeSchema.nullable(),
});

export const payoutAccountResponseSchema = z.object({ status: z.literal('success'), payoutAccount: payoutAccountSchema });

export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankAccountView = z.output<typeof bankAccountViewSchema>;
export type BankChange = z.output<typeof bankChangeSchema>;
export type PayoutAccount = z.output<typeof payoutAccountSchema>;
export type PayoutAccountResponse = z.output<typeof payoutAccountResponseSchema>;
