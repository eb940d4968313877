import {
  calendarDateNamed,
  hasVisibleText,
  isOneLineText,
  pageLimitSchema,
  validationMessage as t,
  type TranslationParams,
  type ValidationKey,
} from '@portal/shared/validation';
import { z } from './zod';
import { formatPaise } from '../../format/currency';
import type { input, output } from 'zod';

// The back office's payments: request and response schemas, shared by the API and the back-office remote.

/** Rupees as operators type them: up to 12 digits, at most 2 decimals, no sign (`12500.50`). */
export const RUPEES_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The most one payment, or one amount of an imported policy, may be unless the API is configured
 * otherwise: ₹1 crore. A mistyped amount beyond it would swing a member's balance by crores.
 */
export const DEFAULT_MONEY_CEILING_PAISE = 1_000_000_000;

/** `12500.5` → 1250050, exactly (no floating point); the text must match `RUPEES_AMOUNT_PATTERN`. */
export function rupeesToPaise(amount: string): number {
  if (!RUPEES_AMOUNT_PATTERN.test(amount)) throw new Error(`Not an amount in rupees: ${amount}`);
  const [rupees = '0', fraction = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Above this amount a payment, or the void of one, needs the operator's explicit confirmation unless the
 * API is configured otherwise (PAYMENT_CONFIRM_ABOVE_RUPEES): ₹1,00,000.
 */
export const DEFAULT_PAYMENT_CONFIRM_ABOVE_PAISE = 10_000_000;

export type PaymentField = 'coCode' | 'amount' | 'reference' | 'date';

/** How the screen names the fields in its messages ("Amount must be more than 0"). */
export const PAYMENT_FIELD_LABELS: Record<PaymentField, string> = {
  coCode: 'CO Code',
  amount: 'Amount',
  reference: 'Reference',
  date: 'Date',
};

/** A field's name in messages: a fixed text (the CLI's option), or one read in the current language. */
export type PaymentFieldName = string | (() => string);

/** The back office's names of the fields, in the language of the moment ("Amount", "राशि"). */
export const PAYMENT_FIELD_NAMES: Record<PaymentField, () => string> = {
  coCode: () => t('label.memberCode'),
  amount: () => t('label.amount'),
  reference: () => t('label.reference'),
  date: () => t('label.date'),
};

/** The text of a field's name. */
export const paymentFieldName = (name: PaymentFieldName): string => (typeof name === 'string' ? name : name());

/**
 * A payment to a member: the same rules for the back office and the CLI's `record-payment`, each naming
 * the fields its own way (the CLI by its options), the amount at most `ceilingPaise`. Whether the date is
 * after today (India) or before the member joined, and whether the member exists, are checked by the API.
 */
export function paymentSchemaNaming(label: Record<PaymentField, PaymentFieldName>, ceilingPaise: number = DEFAULT_MONEY_CEILING_PAISE) {
  const about = (key: Extract<ValidationKey, `field.${string}`>, field: PaymentField, params?: TranslationParams) => ({
    error: () => t(key, { ...params, field: paymentFieldName(label[field]) }),
  });
  return z.object({
    coCode: z
      .string(about('field.required', 'coCode'))
      .trim()
      .min(1, about('field.required', 'coCode'))
      .max(40, about('field.tooLong', 'coCode')),
    amount: z
      .string(about('field.required', 'amount'))
      .trim()
      .min(1, about('field.required', 'amount'))
      .regex(RUPEES_AMOUNT_PATTERN, about('field.rupees', 'amount'))
      .refine((v) => /[1-9]/.test(v), about('field.moreThanZero', 'amount'))
      .refine(
        (v) => !RUPEES_AMOUNT_PATTERN.test(v) || rupeesToPaise(v) <= ceilingPaise,
        about('field.atMostAmount', 'amount', { max: formatPaise(ceilingPaise) }),
      ),
    reference: z
      .string(about('field.required', 'reference'))
      .trim()
      .min(1, about('field.required', 'reference'))
      .max(100, about('field.maxLength', 'reference', { max: 100 }))
      .refine(isOneLineText, about('field.invalidCharacters', 'reference'))
      .refine(hasVisibleText, about('field.invisibleOnly', 'reference')),
    date: calendarDateNamed(() => paymentFieldName(label.date)),
    /** The operator confirmed an amount above the confirmation threshold. */
    confirmed: z.boolean().optional(),
  });
}

/** `POST /admin/payments`: amount in rupees as text (the API turns it into integer paise exactly). */
export const recordPaymentBodySchema = paymentSchemaNaming(PAYMENT_FIELD_NAMES);
export type RecordPaymentBody = input<typeof recordPaymentBodySchema>;

/** A payment as the back office lists it. */
export const paymentRecordSchema = z.object({
  id: z.number().int(),
  coCode: z.string(),
  memberName: z.string(),
  amountPaise: z.number().int(),
  reference: z.string(),
  date: z.string(),
  /** The operator's e-mail, or `cli:<user>` for the CLI. */
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** Its void, when it was voided: the day (India), the operator's reason, who voided it. */
  voided: z.object({ date: z.string(), reason: z.string(), voidedBy: z.string() }).optional(),
});
export type PaymentRecord = output<typeof paymentRecordSchema>;

export const paymentResponseSchema = z.object({ status: z.literal('success'), payment: paymentRecordSchema });
export type PaymentResponse = output<typeof paymentResponseSchema>;

/** `GET /admin/payments?coCode=&limit=`: the latest payments (to one member, or to anyone), newest first. */
export const paymentListQuerySchema = z.object({
  coCode: z
    .string()
    .trim()
    .max(40, { error: () => t('field.tooLong', { field: t('label.memberCode') }) })
    .optional()
    .transform((v) => v || undefined),
  limit: pageLimitSchema(100),
});
export type PaymentListQuery = input<typeof paymentListQuerySchema>;

export const paymentListResponseSchema = z.object({
  status: z.literal('success'),
  payments: z.array(paymentRecordSchema),
  /** Recording or voiding a payment above this needs `confirmed: true`. */
  confirmAbovePaise: z.number().int().optional(),
});
export type PaymentListResponse = output<typeof paymentListResponseSchema>;

/** `POST /admin/payments/:id/void`: the reason is shown on the member's statement beside the void. */
export const voidPaymentBodySchema = z.object({
  reason: z
    .string({ error: () => t('field.required', { field: t('label.reason') }) })
    .trim()
    .min(1, { error: () => t('field.required', { field: t('label.reason') }) })
    .max(200, { error: () => t('field.maxLength', { field: t('label.reason'), max: 200 }) })
    .refine(isOneLineText, { error: () => t('field.invalidCharacters', { field: t('label.reason') }) })
    .refine(hasVisibleText, { error: () => t('field.invisibleOnly', { field: t('label.reason') }) }),
  confirmed: z.boolean().optional(),
});
export type VoidPaymentBody = input<typeof voidPaymentBodySchema>;
