import {
  INSIGHTS_TOP_CHILDREN,
  addMonths,
  monthBounds,
  type InsightsResponse,
  type InsightsTotals,
  type PolicyType,
} from '@portal/shared/validation';
import { preparedRows, sql, type Db } from '../../db/client.js';
import { paiseFromDb } from '../../services/money.js';

/** How many calendar months the insights cover, the current one included. */
export const INSIGHTS_MONTHS = 12;

/** Count, net premium and pay out (paise) as the query's JSON arrays carry them. */
type Sums = [policyCount: number, netPremiumPaise: number, payOutPaise: number];

interface InsightsRow {
  typeMonths: [month: string, policyType: PolicyType, ...Sums][] | null;
  insurers: [insurer: string, ...Sums][] | null;
  children: [coCode: string, name: string, ...Sums][] | null;
  childCount: number;
}

// Sums of numeric(…, 2) rupees, times 100, are whole: the cast to bigint is exact.
const sums = (alias: string) =>
  sql.raw(`sum(${alias}.policy_count)::int, (sum(${alias}.net_premium) * 100)::bigint, (sum(${alias}.pay_out) * 100)::bigint`);

const totalsOf = ([policyCount, netPremium, payOut]: Sums): InsightsTotals => ({
  policyCount,
  netPremiumPaise: paiseFromDb(netPremium),
  payOutPaise: paiseFromDb(payOut),
});

const zero = (): InsightsTotals => ({ policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 });

function add(into: InsightsTotals, more: InsightsTotals) {
  into.policyCount += more.policyCount;
  into.netPremiumPaise += more.netPremiumPaise;
  into.payOutPaise += more.payOutPaise;
}

/** The period: the 12 calendar months up to and including the month of `asOf` (India's today). */
export function insightsPeriod(asOf: string) {
  const months = Array.from({ length: INSIGHTS_MONTHS }, (_, i) => addMonths(asOf, i - INSIGHTS_MONTHS + 1));
  const end = `${addMonths(asOf, 1)}-01`;
  return { months, fromDate: `${months[0]}-01`, toDate: monthBounds(asOf.slice(0, 7)).end, end };
}

const byPremium = <T extends InsightsTotals>(a: T, b: T, tie: (x: T) => string) =>
  b.netPremiumPaise - a.netPremiumPaise || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0);

/**
 * The insights of `member`'s subtree as of `asOf`. Everything comes from the rollups (`sales_rollup` for
 * months, types and the children, `insurer_rollup` for insurers), a few hundred rows for any member, so
 * the same totals as the sales summary for those months. Bind parameters: one plan suits every member.
 */
export async function memberInsights(
  db: Db,
  member: { id: number; coCode: string; name: string },
  asOf: string,
): Promise<Omit<InsightsResponse, 'status'>> {
  const period = insightsPeriod(asOf);
  const from = period.fromDate;
  const inPeriod = (alias: string) => sql`${sql.raw(alias)}.month >= ${from}::date AND ${sql.raw(alias)}.month < ${period.end}::date`;
  // One statement, one round trip: each part is a lookup by a rollup's key (a few hundred rows).
  const [row] = await preparedRows<InsightsRow>(
    db,
    sql`SELECT
      (SELECT json_agg(json_build_array(to_char(r.month, 'YYYY-MM'), r.policy_type, r.policy_count,
          (r.net_premium * 100)::bigint, (r.pay_out * 100)::bigint))
        FROM sales_rollup r WHERE r.member_id = ${member.id} AND ${inPeriod('r')}) AS "typeMonths",
      (SELECT json_agg(json_build_array(i.insurer, i.c, i.p, i.o))
        FROM (SELECT r.insurer, ${sums('r')} FROM insurer_rollup r WHERE r.member_id = ${member.id} AND ${inPeriod('r')}
          GROUP BY r.insurer HAVING sum(r.policy_count) <> 0) AS i (insurer, c, p, o)) AS insurers,
      (SELECT json_agg(json_build_array(t.co_code, t.name, t.c, t.p, t.o) ORDER BY t.p DESC, t.co_code)
        FROM (SELECT m.co_code, m.name, ${sums('r')} FROM members m JOIN sales_rollup r ON r.member_id = m.id
          WHERE m.parent_id = ${member.id} AND ${inPeriod('r')}
          GROUP BY m.id HAVING sum(r.policy_count) <> 0
          ORDER BY sum(r.net_premium) DESC, m.co_code LIMIT ${INSIGHTS_TOP_CHILDREN}) AS t (co_code, name, c, p, o)) AS children,
      (SELECT count(*)::int FROM members WHERE parent_id = ${member.id}) AS "childCount"`,
  );
  const found = row!;

  const totals = zero();
  const months = new Map(period.months.map((month) => [month, zero()]));
  const types = new Map<PolicyType, InsightsTotals>();
  for (const [month, policyType, ...rest] of found.typeMonths ?? []) {
    const t = totalsOf(rest);
    add(totals, t);
    add(months.get(month)!, t);
    if (!types.has(policyType)) types.set(policyType, zero());
    add(types.get(policyType)!, t);
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
    insurers: (found.insurers ?? [])
      .map(([insurer, ...rest]) => ({ insurer, ...totalsOf(rest) }))
      .sort((a, b) => byPremium(a, b, (x) => x.insurer)),
    childCount: found.childCount,
    topChildren: (found.children ?? []).map(([coCode, name, ...rest]) => ({ coCode, name, ...totalsOf(rest) })),
  };
}
