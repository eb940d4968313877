import { z } from 'zod';
import { FINANCIAL_QUARTERS, isFinancialYear, isMonth } from '../calendar/indiaCalendar';
import { POLICY_TYPES } from '../policyTypes';
import { bankAccountViewSchema } from './bank';
import { about, says } from './i18n';

/**
 * Payouts: a member's monthly commission statement and yearly tax summary. Every amount is
 * an integer number of paise (₹1 = 100 paise); negative for a reversal (clawback). Requests and responses
 * of `/payouts/...`, used by the API (validation, serialisation, OpenAPI) and by the Payouts screen.
 */

const MONTH_MESSAGE = says('payouts.month');

/** A calendar month, `YYYY-MM` (e.g. `2025-06`). Whether it is in the future is checked by the API. */
export const monthSchema = z.string(MONTH_MESSAGE).trim().refine(isMonth, MONTH_MESSAGE);

/**
 * An Indian financial year (1 April to 31 March), `YYYY-YY`: `2025-26` runs from 1 April 2025 to
 * 31 March 2026. Whether it is in the future is checked by the API.
 */
export const financialYearSchema = z
  .string(says('payouts.financialYear'))
  .trim()
  .refine(isFinancialYear, says('payouts.financialYearConsecutive'));

/** `GET /payouts/statements/:coCode?month=`: no month (or empty) means the current month in India. */
export const statementQuerySchema = z.object({
  month: z
    .string(MONTH_MESSAGE)
    .trim()
    .optional()
    .refine((value) => !value || isMonth(value), MONTH_MESSAGE)
    .transform((value) => value || undefined),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** `GET /payouts/statements/:coCode/:month.pdf` and `.csv`. */
export const statementFileParamsSchema = z.object({
  coCode: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
  month: monthSchema,
});
export type StatementFileParams = z.infer<typeof statementFileParamsSchema>;

/** `GET /payouts/tax-summary/:coCode?fy=`. */
export const taxSummaryQuerySchema = z.object({ fy: financialYearSchema });
export type TaxSummaryQuery = z.infer<typeof taxSummaryQuerySchema>;

const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Whose statement it is; the PAN masked as on the profile (`ABXXXXX34F`), null when none is on file. */
export const payoutMemberSchema = z.object({ coCode: z.string(), name: z.string(), panMasked: z.string().nullable() });
export type PayoutMember = z.infer<typeof payoutMemberSchema>;

/**
 * One ledger line of the member's own book: `earned` is a policy's pay out, dated by its risk start;
 * `reversed` claws it back (negative `payOutPaise`), dated by the policy's cancellation.
 */
export const statementLineSchema = z.object({
  /** The ledger entry: what a payout query about this line names. */
  entryId: z.number().int().optional(),
  date: isoDate,
  kind: z.enum(['earned', 'reversed']),
  policyNumber: z.string(),
  clientName: z.string(),
  productName: z.string(),
  policyType: z.enum(POLICY_TYPES),
  netPremiumPaise: paise,
  payOutPaise: paise,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * TDS under section 194D for the month. `fyToDateGrossPaise` is the member's gross from the start of the
 * financial year to the end of the month (or to `asOf`); nothing is deducted while it stays within
 * `thresholdPaise`. `ratePercent` is 20 without a PAN on file (`withPan: false`).
 */
export const statementTdsSchema = z.object({
  section: z.literal('194D'),
  fy: z.string(),
  ratePercent: z.number(),
  thresholdPaise: paise,
  fyToDateGrossPaise: paise,
  deductedPaise: paise,
  withPan: z.boolean(),
});
export type StatementTds = z.infer<typeof statementTdsSchema>;

/**
 * A payment made to the member (recorded by an operator), or the void of one: a negative amount on the day
 * of the void, with the voided payment's date and the operator's reason.
 */
export const statementPaymentSchema = z.object({
  /** The ledger entry: what a payout query about this payment names. */
  entryId: z.number().int().optional(),
  date: isoDate,
  reference: z.string(),
  amountPaise: paise,
  voidOf: z.object({ date: isoDate, reason: z.string() }).optional(),
});
export type StatementPayment = z.infer<typeof statementPaymentSchema>;

/**
 * An adjustment credited by an accepted payout query, dated the day it was accepted (India), with the
 * query's number and the operator's reason when one was given. It is commission: it counts in the gross
 * (and so in TDS) like an earned line.
 */
export const statementAdjustmentSchema = z.object({
  entryId: z.number().int(),
  date: isoDate,
  queryNumber: z.string(),
  amountPaise: paise,
  reason: z.string().nullable(),
});
export type StatementAdjustment = z.infer<typeof statementAdjustmentSchema>;

/**
 * A direct child's own book for the month (its totals only, not its lines). `grossPaise = earnedPaise +
 * reversedPaise + adjustmentsPaise`, as on the child's own statement.
 */
export const teamTotalsSchema = z.object({
  coCode: z.string(),
  name: z.string(),
  earnedPaise: paise,
  /** Zero or negative. */
  reversedPaise: paise,
  /** The accepted payout queries' adjustments dated in the month. */
  adjustmentsPaise: paise,
  grossPaise: paise,
  lineCount: z.number().int(),
});
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/**
 * A member's statement for one month. `netPayablePaise = grossPaise - tds.deductedPaise`;
 * `closingBalancePaise = openingBalancePaise + netPayablePaise - paymentsPaise`; the opening balance is
 * everything net payable before the month minus the payments before it. The current month is the
 * statement so far (`complete: false`, `asOf` today); a past month has `asOf` its last day.
 */
export const statementSchema = z.object({
  member: payoutMemberSchema,
  month: z.string(),
  asOf: isoDate,
  complete: z.boolean(),
  openingBalancePaise: paise,
  lines: z.array(statementLineSchema),
  /** The month's adjustments from accepted payout queries (the API always sends the list; counted in the gross). */
  adjustments: z.array(statementAdjustmentSchema).optional(),
  grossPaise: paise,
  tds: statementTdsSchema,
  netPayablePaise: paise,
  payments: z.array(statementPaymentSchema),
  paymentsPaise: paise,
  closingBalancePaise: paise,
  team: z.array(teamTotalsSchema),
  /** The approved payout account payments go to (masked to its last 4 digits); null when none is approved. */
  payoutAccount: bankAccountViewSchema.nullable().optional(),
});
export type PayoutStatement = z.infer<typeof statementSchema>;

export const statementResponseSchema = z.object({ status: z.literal('success'), statement: statementSchema });
export type StatementResponse = z.infer<typeof statementResponseSchema>;

/** Gross commission and TDS of one quarter of the financial year (Q1 = April–June … Q4 = January–March). */
export const taxQuarterSchema = z.object({ quarter: z.enum(FINANCIAL_QUARTERS), grossPaise: paise, tdsPaise: paise });
export type TaxQuarter = z.infer<typeof taxQuarterSchema>;

/** A financial year's gross commission and TDS, for the member's income-tax return. */
export const taxSummarySchema = z.object({
  member: payoutMemberSchema,
  fy: z.string(),
  /** The year so far when it is the current financial year. */
  complete: z.boolean(),
  asOf: isoDate,
  section: z.literal('194D'),
  grossPaise: paise,
  tdsPaise: paise,
  quarters: z.array(taxQuarterSchema),
  ratePercent: z.number(),
  thresholdPaise: paise,
  withPan: z.boolean(),
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;

export const taxSummaryResponseSchema = z.object({ status: z.literal('success'), summary: taxSummarySchema });
export type TaxSummaryResponse = z.infer<typeof taxSummaryResponseSchema>;

// The API loads only the validation entry; the statement PDF and CSV format amounts as the screen does.
export { csvPaise, csvRupees, formatPaise, formatRupees } from '../format/currency';
