import { z } from 'zod';
import { pageLimitSchema } from '../paging';
import { CONTROL_CHARACTER } from '../schemas';

// The back office's payments: request and response schemas, shared by the API and the back-office remote.

/** Rupees as operators type them: up to 12 digits, at most 2 decimals, no sign (`12500.50`). */
export const RUPEES_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

const realDate = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export type PaymentField = 'coCode' | 'amount' | 'reference' | 'date';

/** How the screen names the fields in its messages ("Amount must be more than 0"). */
export const PAYMENT_FIELD_LABELS: Record<PaymentField, string> = { coCode: 'Member code', amount: 'Amount', reference: 'Reference', date: 'Date' };

/**
 * A payment to a member: the same rules for the back office and the CLI's `record-payment`, each naming
 * the fields its own way (the CLI by its options). Whether the date is after today (India) and whether
 * the member exists are checked by the API.
 */
export function paymentSchemaNaming(label: Record<PaymentField, string>) {
  return z.object({
    coCode: z.string({ error: `${label.coCode} is required` }).trim().min(1, `${label.coCode} is required`).max(40, `${label.coCode} is too long`),
    amount: z
      .string({ error: `${label.amount} is required` })
      .trim()
      .min(1, `${label.amount} is required`)
      .regex(RUPEES_AMOUNT_PATTERN, `${label.amount} must be rupees with at most 2 decimals, e.g. 12500.50`)
      .refine((v) => /[1-9]/.test(v), `${label.amount} must be more than 0`),
    reference: z
      .string({ error: `${label.reference} is required` })
      .trim()
      .min(1, `${label.reference} is required`)
      .max(100, `${label.reference} must be at most 100 characters`)
      .refine((v) => !CONTROL_CHARACTER.test(v), `${label.reference} contains invalid characters`),
    date: z
      .string({ error: `${label.date} is required` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label.date} must be YYYY-MM-DD`)
      .refine(realDate, `${label.date} is not a real date`),
  });
}

/** `POST /admin/payments`: amount in rupees as text (the API turns it into integer paise exactly). */
export const recordPaymentBodySchema = paymentSchemaNaming(PAYMENT_FIELD_LABELS);
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

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
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;

export const paymentResponseSchema = z.object({ status: z.literal('success'), payment: paymentRecordSchema });
export type PaymentResponse = z.output<typeof paymentResponseSchema>;

/** `GET /admin/payments?coCode=&limit=`: the latest payments (to one member, or to anyone), newest first. */
export const paymentListQuerySchema = z.object({
  coCode: z
    .string()
    .trim()
    .max(40, 'Member code is too long')
    .optional()
    .transform((v) => v || undefined),
  limit: pageLimitSchema(100),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentListResponseSchema = z.object({ status: z.literal('success'), payments: z.array(paymentRecordSchema) });
export type PaymentListResponse = z.output<typeof paymentListResponseSchema>;
