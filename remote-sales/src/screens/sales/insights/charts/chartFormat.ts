import { formatPaise } from '@portal/shared';
import type { InsightsRow } from '../insightsData';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Rupees for an axis or a bar's end: short, in lakh and crore ("₹1.2L", "₹3.4Cr"). */
export const compactRupees = (rupees: number) => `${rupees < 0 ? '-' : ''}₹${compact.format(Math.abs(rupees))}`;

/** A bar's tooltip: every number of its row. */
export const rowTooltip = (row: InsightsRow) =>
  `${row.label}: net premium ${formatPaise(row.netPremiumPaise)}, pay out ${formatPaise(row.payOutPaise)}, ${row.policyCount} ${row.policyCount === 1 ? 'policy' : 'policies'}`;

/** The value range a chart's scale must show: zero and every bar (amounts in rupees). */
export function valueExtent(rows: InsightsRow[]): [number, number] {
  const values = rows.flatMap((r) => [r.netPremiumPaise / 100, r.payOutPaise / 100]);
  const max = Math.max(0, ...values);
  return [Math.min(0, ...values), max > 0 ? max : 1];
}
