/**
 * TDS on insurance commission, section 194D of the Income-tax Act, for individual agents.
 *
 * - Nothing is deducted while the member's gross commission for the financial year (1 April – 31 March)
 *   stays within the threshold. Once it crosses it, tax is due on the whole year's amount: the month that
 *   crosses deducts on everything so far, later months on their own amount.
 * - Reversals (clawbacks) lower the gross. What was deducted is never handed back by a later month: the
 *   tax due to date is compared with what was already deducted, and only a shortfall is deducted (a
 *   reversal's excess is absorbed by the following months' tax, or claimed in the member's return).
 * - Amounts are rounded to the nearest rupee (half up), as 194D deductions usually are; rounding the tax
 *   due on the year to date (not each month's share) keeps the months adding up to the year's tax.
 * - Without a PAN on file, the higher rate of section 206AA (20%) applies; the PAN on file today counts
 *   for every month (no history of PAN changes is kept).
 */
import { financialYearBounds, financialYearOf } from '@portal/shared/validation';

export interface TdsRule {
  /** First day of the first financial year the rule applies to (rules change at the start of a year). */
  from: string;
  withPanPercent: number;
  withoutPanPercent: number;
  thresholdPaise: number;
}

/** The one dated table of 194D rates and thresholds, newest first. */
export const TDS_194D_RULES: readonly TdsRule[] = [
  // 2% (Finance (No. 2) Act 2024) and ₹20,000 (Finance Act 2025), both from 1 April 2025.
  { from: '2025-04-01', withPanPercent: 2, withoutPanPercent: 20, thresholdPaise: 20_000_00 },
  { from: '0000-01-01', withPanPercent: 5, withoutPanPercent: 20, thresholdPaise: 15_000_00 },
];

/** The rule for a financial year (`YYYY-YY`). */
export function tdsRule(fy: string): TdsRule {
  const { start } = financialYearBounds(fy);
  return TDS_194D_RULES.find((rule) => rule.from <= start)!;
}

export function tdsRatePercent(fy: string, withPan: boolean): number {
  const rule = tdsRule(fy);
  return withPan ? rule.withPanPercent : rule.withoutPanPercent;
}

/** `paise × percent / 100`, rounded to the nearest rupee (half up), in paise; integers only. */
export function taxInWholeRupees(paise: number, percent: number): number {
  if (paise <= 0) return 0;
  // percent is a whole number in the table: paise × percent is exact, and so is the division by 10,000.
  return Math.floor((paise * percent + 5_000) / 10_000) * 100;
}

export interface MonthGross {
  /** `YYYY-MM`. */
  month: string;
  grossPaise: number;
}

export interface MonthTds extends MonthGross {
  fy: string;
  ratePercent: number;
  thresholdPaise: number;
  /** The member's gross from the start of the financial year to the end of this month. */
  fyToDateGrossPaise: number;
  deductedPaise: number;
}

/**
 * TDS for each month of a member's history (months in any order, one entry per month; months with no
 * entries may be left out). The running total restarts each 1 April.
 */
export function tdsByMonth(months: readonly MonthGross[], withPan: boolean): MonthTds[] {
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const result: MonthTds[] = [];
  let fy = '';
  let toDate = 0;
  let deducted = 0;
  for (const { month, grossPaise } of sorted) {
    const monthFy = financialYearOf(month);
    if (monthFy !== fy) {
      fy = monthFy;
      toDate = 0;
      deducted = 0;
    }
    const rule = tdsRule(fy);
    const ratePercent = withPan ? rule.withPanPercent : rule.withoutPanPercent;
    toDate += grossPaise;
    const dueToDate = toDate > rule.thresholdPaise ? taxInWholeRupees(toDate, ratePercent) : 0;
    const deductedPaise = Math.max(0, dueToDate - deducted);
    deducted += deductedPaise;
    result.push({ month, grossPaise, fy, ratePercent, thresholdPaise: rule.thresholdPaise, fyToDateGrossPaise: toDate, deductedPaise });
  }
  return result;
}
