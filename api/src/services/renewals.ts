import type { PolicyType, RenewalCounts, RenewalItem, RenewalWindow } from '@portal/shared/validation';
import { one, rows, sql, type Db } from '../db/client.js';
import { addDays } from '../clock.js';
import { likePrefix } from './members.js';

/** How far back a policy still counts as lapsed (not yet lost), in days. */
export const LAPSED_DAYS = 30;

export interface RenewalsFilter {
  policyTypes?: PolicyType[] | undefined;
  soldBy?: string | undefined;
}

function whereClause(rootPath: string, filter: RenewalsFilter, from: string, to: string) {
  // The range on risk_end goes with the seller_path prefix into policies_path_end_idx.
  const parts = [sql`p.seller_path LIKE ${likePrefix(rootPath)}`, sql`p.risk_end BETWEEN ${from}::date AND ${to}::date`];
  if (filter.policyTypes?.length) parts.push(sql`p.policy_type IN (${sql.join(filter.policyTypes.map((t) => sql`${t}`), sql`, `)})`);
  if (filter.soldBy) parts.push(sql`m.co_code = ${filter.soldBy}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The subtree's policies whose risk ends from `today` to `today + within` days, and those that ended in
 * the last 30 days, soonest first; with the counts of every window over the same subtree and filter.
 */
export async function listRenewals(
  db: Db,
  rootPath: string,
  filter: RenewalsFilter,
  today: string,
  within: RenewalWindow,
): Promise<{ counts: RenewalCounts; renewals: RenewalItem[] }> {
  const from = addDays(today, -LAPSED_DAYS);
  const counted = await one<RenewalCounts>(
    db,
    sql`SELECT count(*) FILTER (WHERE p.risk_end >= ${today}::date AND p.risk_end <= ${addDays(today, 7)}::date)::int AS "within7",
          count(*) FILTER (WHERE p.risk_end >= ${today}::date AND p.risk_end <= ${addDays(today, 15)}::date)::int AS "within15",
          count(*) FILTER (WHERE p.risk_end >= ${today}::date AND p.risk_end <= ${addDays(today, 30)}::date)::int AS "within30",
          count(*) FILTER (WHERE p.risk_end >= ${today}::date)::int AS "within60",
          count(*) FILTER (WHERE p.risk_end < ${today}::date)::int AS "lapsed"
        FROM policies p JOIN members m ON m.id = p.sold_by_id
        WHERE ${whereClause(rootPath, filter, from, addDays(today, 60))}`,
  );
  const listed = await rows<Omit<RenewalItem, 'status'>>(
    db,
    sql`SELECT p.sr_no::text AS "srNo", p.policy_number AS "policyNumber", p.policy_type AS "policyType",
          p.client_name AS "clientName", p.insurer, p.net_premium::text AS "netPremium", m.co_code AS "soldBy",
          m.name AS "soldByName", p.risk_end::text AS "riskEnd", (p.risk_end - ${today}::date)::int AS "daysLeft"
        FROM policies p JOIN members m ON m.id = p.sold_by_id
        WHERE ${whereClause(rootPath, filter, from, addDays(today, within))}
        ORDER BY p.risk_end, p.sr_no`,
  );
  return {
    counts: counted!,
    renewals: listed.map((r) => ({ ...r, status: r.daysLeft < 0 ? ('lapsed' as const) : ('due' as const) })),
  };
}
