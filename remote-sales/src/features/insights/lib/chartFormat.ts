import { formatCount, formatPaise, numberFormat } from '@portal/shared';
import { t } from '../../../i18n';
import type { InsightsRow } from './insightsData';

/** Rupees for an axis or a bar's end: short, in lakh and crore ("₹1.2L", "₹3.4Cr"; "₹1.2 लाख" in Hindi). */
export const compactRupees = (rupees: number) =>
  `${rupees < 0 ? '-' : ''}₹${numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(Math.abs(rupees))}`;

/** A bar's tooltip: every number of its row, in the current language. */
export const rowTooltip = (row: InsightsRow) =>
  t('insights.tooltip', {
    label: row.label,
    premium: formatPaise(row.netPremiumPaise),
    payOut: formatPaise(row.payOutPaise),
    count: row.policyCount,
    n: formatCount(row.policyCount),
  });

/** The value range a chart's scale must show: zero and every bar (amounts in rupees). */
export function valueExtent(rows: InsightsRow[]): [number, number] {
  const values = rows.flatMap((r) => [r.netPremiumPaise / 100, r.payOutPaise / 100]);
  const max = Math.max(0, ...values);
  return [Math.min(0, ...values), max > 0 ? max : 1];
}
