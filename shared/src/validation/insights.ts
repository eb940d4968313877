import { z } from 'zod';
import { POLICY_TYPES } from '../policyTypes';

/**
 * Insights: a member's subtree (the member and everyone below) over the last 12 calendar
 * months, the current one included, by risk start. Amounts are integer paise (₹1 = 100 paise). The
 * response of `GET /sales/insights/:coCode`, used by the API (serialisation, OpenAPI) and the Insights tab.
 */

const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Policies counted and their summed net premium and pay out. */
export const insightsTotalsSchema = z.object({
  policyCount: z.number().int(),
  netPremiumPaise: paise,
  payOutPaise: paise,
});
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

/** One calendar month, `YYYY-MM`; a month without sales has zeros. */
export const insightsMonthSchema = insightsTotalsSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type InsightsMonth = z.infer<typeof insightsMonthSchema>;

export const insightsPolicyTypeSchema = insightsTotalsSchema.extend({ policyType: z.enum(POLICY_TYPES) });
export type InsightsPolicyType = z.infer<typeof insightsPolicyTypeSchema>;

export const insightsInsurerSchema = insightsTotalsSchema.extend({ insurer: z.string() });
export type InsightsInsurer = z.infer<typeof insightsInsurerSchema>;

/** A direct child of the member, with the totals of the child's whole subtree. */
export const insightsChildSchema = insightsTotalsSchema.extend({ coCode: z.string(), name: z.string() });
export type InsightsChild = z.infer<typeof insightsChildSchema>;

/** How many direct children the ranking lists at most. */
export const INSIGHTS_TOP_CHILDREN = 10;

export const insightsResponseSchema = z.object({
  status: z.literal('success'),
  member: z.object({ coCode: z.string(), name: z.string() }),
  /** Today in India. */
  asOf: isoDate,
  /** First day of the first month and last day of the current month: the period every figure covers. */
  fromDate: isoDate,
  toDate: isoDate,
  totals: insightsTotalsSchema,
  /** The 12 months, oldest first. */
  months: z.array(insightsMonthSchema),
  /** Types with sales in the period, by net premium, highest first. */
  policyTypes: z.array(insightsPolicyTypeSchema),
  /** Insurers with sales in the period, by net premium, highest first. */
  insurers: z.array(insightsInsurerSchema),
  /** How many direct children the member has (0 for an agent without a team). */
  childCount: z.number().int(),
  /** Up to 10 direct children with sales in the period, by their subtree's net premium, highest first. */
  topChildren: z.array(insightsChildSchema).max(INSIGHTS_TOP_CHILDREN),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
