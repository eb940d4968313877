import { INSIGHTS_TOP_CHILDREN, type InsightsResponse, type InsightsTotals, type PolicyType } from '@portal/shared/validation';
import { preparedRows, sql, type Db } from '../db/client.js';

/** How many calendar months the insights cover, the current one included. */
export const INSIGHTS_MONTHS = 12;

/** Totals as the database sends them: paise as text, since int8 does not fit a JSON number in every driver. */
interface TotalsRow {
  policyCount: number;
  netPremiumPaise: string;
  payOutPaise: string;
}

// Sums of numeric(…, 2) rupees, times 100, are whole: the cast to bigint is exact.
const totalsColumns = (alias: string) =>
  sql.raw(`sum(${alias}.policy_count)::int AS "policyCount",
    (sum(${alias}.net_premium) * 100)::bigint::text AS "netPremiumPaise",
    (sum(${alias}.pay_out) * 100)::bigint::text AS "payOutPaise"`);

function toPaise(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`Amount out of range: ${text} paise`);
  return value;
}

const totalsOf = (row: TotalsRow): InsightsTotals => ({
  policyCount: row.policyCount,
  netPremiumPaise: toPaise(row.netPremiumPaise),
  payOutPaise: toPaise(row.payOutPaise),
});

const zero = (): InsightsTotals => ({ policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 });

function add(into: InsightsTotals, more: InsightsTotals) {
  into.policyCount += more.policyCount;
  into.netPremiumPaise += more.netPremiumPaise;
  into.payOutPaise += more.payOutPaise;
}

/** `YYYY-MM` of the month `offset` months after the month of `iso` (a date or a month). */
function shiftMonth(iso: string, offset: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + offset;
  const d = new Date(Date.UTC(year, month, 1));
  return d.toISOString().slice(0, 7);
}

/** The period: the 12 calendar months up to and including the month of `asOf` (India's today). */
export function insightsPeriod(asOf: string) {
  const months = Array.from({ length: INSIGHTS_MONTHS }, (_, i) => shiftMonth(asOf, i - INSIGHTS_MONTHS + 1));
  const end = `${shiftMonth(asOf, 1)}-01`;
  const lastDay = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { months, fromDate: `${months[0]}-01`, toDate: lastDay, end };
}

const byPremium = <T extends InsightsTotals>(a: T, b: T, tie: (x: T) => string) =>
  b.netPremiumPaise - a.netPremiumPaise || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0);

/**
 * The insights of `member`'s subtree as of `asOf`. Everything comes from the rollups (`sales_rollup` for
 * months, types and the children, `insurer_rollup` for insurers), a few hundred rows for any member, so
 * the same totals as the sales summary for those months. Bind parameters: one plan suits every member
 * (each lookup is by the rollup's key).
 */
export async function memberInsights(
  db: Db,
  member: { id: number; coCode: string; name: string },
  asOf: string,
): Promise<Omit<InsightsResponse, 'status'>> {
  const period = insightsPeriod(asOf);
  const from = period.fromDate;
  const [typeMonths, insurerRows, childRows, childCount] = await Promise.all([
    preparedRows<TotalsRow & { month: string; policyType: PolicyType }>(
      db,
      sql`SELECT to_char(r.month, 'YYYY-MM') AS month, r.policy_type AS "policyType", ${totalsColumns('r')}
          FROM sales_rollup r WHERE r.member_id = ${member.id} AND r.month >= ${from}::date AND r.month < ${period.end}::date
          GROUP BY r.month, r.policy_type`,
    ),
    preparedRows<TotalsRow & { insurer: string }>(
      db,
      sql`SELECT r.insurer, ${totalsColumns('r')}
          FROM insurer_rollup r WHERE r.member_id = ${member.id} AND r.month >= ${from}::date AND r.month < ${period.end}::date
          GROUP BY r.insurer HAVING sum(r.policy_count) <> 0`,
    ),
    preparedRows<TotalsRow & { coCode: string; name: string }>(
      db,
      sql`SELECT m.co_code AS "coCode", m.name, ${totalsColumns('r')}
          FROM members m JOIN sales_rollup r ON r.member_id = m.id
          WHERE m.parent_id = ${member.id} AND r.month >= ${from}::date AND r.month < ${period.end}::date
          GROUP BY m.id HAVING sum(r.policy_count) <> 0
          ORDER BY sum(r.net_premium) DESC, m.co_code
          LIMIT ${INSIGHTS_TOP_CHILDREN}`,
    ),
    preparedRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM members WHERE parent_id = ${member.id}`),
  ]);

  const totals = zero();
  const months = new Map(period.months.map((month) => [month, zero()]));
  const types = new Map<PolicyType, InsightsTotals>();
  for (const row of typeMonths) {
    const t = totalsOf(row);
    add(totals, t);
    add(months.get(row.month)!, t);
    if (!types.has(row.policyType)) types.set(row.policyType, zero());
    add(types.get(row.policyType)!, t);
  }
  return {
    member: { coCode: member.coCode, name: member.name },
    asOf,
    fromDate: period.fromDate,
    toDate: period.toDate,
    totals,
    months: [...months].map(([month, t]) => ({ month, ...t })),
    policyTypes: [...types]
      .filter(([, t]) => t.policyCount !== 0)
      .map(([policyType, t]) => ({ policyType, ...t }))
      .sort((a, b) => byPremium(a, b, (x) => x.policyType)),
    insurers: insurerRows.map((row) => ({ insurer: row.insurer, ...totalsOf(row) })).sort((a, b) => byPremium(a, b, (x) => x.insurer)),
    childCount: childCount[0]!.count,
    topChildren: childRows.map((row) => ({ coCode: row.coCode, name: row.name, ...totalsOf(row) })),
  };
}
