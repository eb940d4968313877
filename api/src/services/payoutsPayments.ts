/** Payments to members, recorded by an operator (`npm run admin -w api -- record-payment …`). */
import { userInfo } from 'node:os';
import { z } from 'zod';
import { CONTROL_CHARACTER, fieldErrors } from '@portal/shared/validation';
import { indiaDate } from '../clock.js';
import type { Db } from '../db/client.js';
import { memberByCode } from './members.js';
import { RUPEES_PATTERN, rupeesToPaise } from './money.js';
import { recordPayment } from './payouts.js';

const realDate = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const paymentSchema = z.object({
  coCode: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is too long'),
  amount: z
    .string({ error: 'is required' })
    .trim()
    .regex(RUPEES_PATTERN, 'must be rupees with at most 2 decimals, e.g. 12500.50')
    .refine((v) => /[1-9]/.test(v), 'must be more than 0'),
  reference: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine((v) => !CONTROL_CHARACTER.test(v), 'contains invalid characters'),
  date: z.string({ error: 'is required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').refine(realDate, 'is not a real date'),
});

const OPTION_NAMES: Record<string, string> = { coCode: '--co-code', amount: '--amount', reference: '--reference', date: '--date' };

export interface RecordedPayment {
  id: number;
  coCode: string;
  name: string;
  amountPaise: number;
  reference: string;
  date: string;
}

/**
 * Validates and records one payment: amount > 0 with at most 2 decimals, a date not after today (India),
 * a member that exists. Throws an Error naming the option otherwise; records nothing then.
 */
export async function recordPaymentCommand(
  db: Db,
  input: { coCode?: string | undefined; amount?: string | undefined; reference?: string | undefined; date?: string | undefined },
  now: Date,
  operator = `cli:${userInfo().username}`,
): Promise<RecordedPayment> {
  const today = indiaDate(now);
  const parsed = paymentSchema.safeParse(input);
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrors(parsed.error))[0]!;
    throw new Error(`${OPTION_NAMES[field] ?? field} ${message}`);
  }
  const { coCode, amount, reference, date } = parsed.data;
  if (date > today) throw new Error(`--date ${date} is in the future`);
  const member = await memberByCode(db, coCode);
  if (!member) throw new Error(`--co-code: no member with code ${coCode}`);
  const amountPaise = rupeesToPaise(amount);
  const id = await recordPayment(db, { memberId: member.id, amountPaise, reference, date, createdBy: operator });
  return { id, coCode: member.coCode, name: member.name, amountPaise, reference, date };
}
