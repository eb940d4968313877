import { currentLanguage, formatPaise, localeOf } from '@portal/shared';
import type { InsightsResponse, InsightsTotals } from '@portal/shared/validation';
import { t } from '../../../i18n';
import { policyTypeLabel } from '../../sales-area';

/** One bar group of a chart and one row of its table. */
export interface InsightsRow extends InsightsTotals {
  key: string;
  /** What the row is: a month, a policy type, an insurer, a member. */
  label: string;
  /** A shorter label for a narrow axis (a month: "Jan 26"). */
  shortLabel: string;
}

export type InsightsChartId = 'months' | 'types' | 'insurers' | 'team';

/** One chart: its title, what its rows are, the rows, and where its CSV goes. */
export interface InsightsChart {
  id: InsightsChartId;
  title: string;
  /** The header of the first column ("Month", "Insurer"…). */
  rowHeader: string;
  rows: InsightsRow[];
  /** A total row under the table (the months' chart, whose rows cover everything). */
  total: InsightsTotals | null;
  fileName: string;
  /** Shown instead of the chart when there are no rows. */
  emptyText: string;
}

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

type MonthStyle = 'long' | 'medium' | 'short';
const MONTH_STYLES: Record<MonthStyle, Intl.DateTimeFormatOptions> = {
  long: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  medium: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { month: 'short', year: '2-digit', timeZone: 'UTC' },
};
/** The month formatters per locale and style, made on first use. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month in the current language: long "January 2026", medium "Jan 2026", short "Jan 26". */
function formatMonth(month: string, style: MonthStyle): string {
  const locale = localeOf(currentLanguage());
  const key = `${locale}|${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, MONTH_STYLES[style]);
    monthFormats.set(key, format);
  }
  return format.format(monthDate(month));
}

/** `2026-01` → "January 2026" ("जनवरी 2026" in Hindi). */
export const monthName = (month: string) => formatMonth(month, 'long');

/** The period of the answer in words: "December 2025 to November 2026". */
export function periodText(insights: Pick<InsightsResponse, 'months'>): string {
  const first = insights.months[0]?.month;
  const last = insights.months[insights.months.length - 1]?.month;
  return first && last ? t('insights.period', { from: monthName(first), to: monthName(last) }) : '';
}

/** No policy in the whole period. */
export const hasNoSales = (insights: InsightsResponse) => insights.totals.policyCount === 0;

/** The four charts of an answer, in the order the page shows them. */
export function insightsCharts(insights: InsightsResponse): InsightsChart[] {
  const code = insights.member.coCode;
  const span = `${insights.months[0]?.month ?? ''}-to-${insights.months[insights.months.length - 1]?.month ?? ''}`;
  const file = (what: string) => `insights-${code}-${what}-${span}.csv`.replace(/[^\w.-]+/g, '_');
  return [
    {
      id: 'months',
      title: t('insights.charts.months'),
      rowHeader: t('insights.charts.month'),
      // "Dec 2025": the table's four columns fit a phone.
      rows: insights.months.map((m) => ({
        ...totalsOf(m),
        key: m.month,
        label: formatMonth(m.month, 'medium'),
        shortLabel: formatMonth(m.month, 'short'),
      })),
      total: insights.totals,
      fileName: file('by-month'),
      emptyText: t('insights.charts.noSales'),
    },
    {
      id: 'types',
      title: t('insights.charts.types'),
      rowHeader: t('insights.charts.type'),
      rows: insights.policyTypes.map((t) => ({
        ...totalsOf(t),
        key: t.policyType,
        label: policyTypeLabel(t.policyType),
        shortLabel: policyTypeLabel(t.policyType),
      })),
      total: null,
      fileName: file('by-policy-type'),
      emptyText: t('insights.charts.noPolicies'),
    },
    {
      id: 'insurers',
      title: t('insights.charts.insurers'),
      rowHeader: t('insights.charts.insurer'),
      rows: insights.insurers.map((i) => ({ ...totalsOf(i), key: i.insurer, label: i.insurer, shortLabel: i.insurer })),
      total: null,
      fileName: file('by-insurer'),
      emptyText: t('insights.charts.noPolicies'),
    },
    {
      id: 'team',
      title: t('insights.charts.team'),
      rowHeader: t('insights.charts.member'),
      rows: insights.topChildren.map((c) => ({ ...totalsOf(c), key: c.coCode, label: `${c.name} (${c.coCode})`, shortLabel: c.name })),
      total: null,
      fileName: file('top-team'),
      emptyText: insights.childCount === 0 ? t('insights.charts.noTeam') : t('insights.charts.noTeamSales'),
    },
  ];
}

const totalsOf = (t: InsightsTotals): InsightsTotals => ({
  policyCount: t.policyCount,
  netPremiumPaise: t.netPremiumPaise,
  payOutPaise: t.payOutPaise,
});

/** An amount of a table or CSV: rupees with en-IN grouping, paise only when not zero, no symbol (the header names the currency). */
export const plainRupees = (paise: number) => formatPaise(paise).replace('₹', '');

/** The columns of a chart's table and CSV, after the chart's own first one, in the current language. */
export const amountColumns = (): string[] => [
  t('insights.columns.policies'),
  t('insights.columns.netPremium'),
  t('insights.columns.payOut'),
];

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is written as text.
  const text = /^[=+\-@\t\r]/.test(value) && !/^-[\d,.]+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The chart's numbers as CSV: the table's columns and rows (and its total), CRLF lines. */
export function chartCsv(chart: InsightsChart): string {
  const lines = [[chart.rowHeader, ...amountColumns()]];
  for (const row of chart.rows)
    lines.push([row.label, String(row.policyCount), plainRupees(row.netPremiumPaise), plainRupees(row.payOutPaise)]);
  if (chart.total)
    lines.push([
      t('insights.columns.total'),
      String(chart.total.policyCount),
      plainRupees(chart.total.netPremiumPaise),
      plainRupees(chart.total.payOutPaise),
    ]);
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
