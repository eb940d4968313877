import {
  RENEWABLE_POLICY_TYPES,
  type PolicyType,
  type RenewalCounts,
  type RenewalItem,
  type RenewalMark,
  type RenewalOutcome,
  type RenewalWindow,
} from '@portal/shared/validation';
import type { SQL } from 'drizzle-orm';
import { literal, one, preparedRows, rows, sql, type Db } from '../../db/client.js';
import { addDays, indiaDate } from '../../clock.js';
import { HttpError, notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { paiseFromDb } from '../../services/money.js';
import { decodeCursor, encodeCursor } from '../sales/queries.js';
import { param, pendingRewrite, policiesUnder, type SellerPathRewrite, type SqlValue } from '../../services/sellerPaths.js';

/** How far back a policy still counts as lapsed (not yet lost), in days. */
export const LAPSED_DAYS = 30;
/** The furthest window ahead: a policy can be marked from this many days before its risk end. */
export const FURTHEST_WINDOW = 60;
/** Whether policy `p` can come up for renewal at all (a loan cannot), for every renewals query and reminder. */
export const renewableType = (column: SQL = sql`p.policy_type`) =>
  sql`${column} IN (${sql.raw(RENEWABLE_POLICY_TYPES.map((type) => `'${type}'`).join(', '))})`;

export interface RenewalsFilter {
  policyTypes?: PolicyType[] | undefined;
  soldBy?: string | undefined;
}

/** Keyset position in the list: the last row's (risk_end, sr_no), soonest first. */
export interface RenewalsCursor {
  riskEnd: string;
  srNo: string;
}

// The same (date, serial number) keyset as the sales list, so the one codec serves both.
export const encodeRenewalsCursor = (cursor: RenewalsCursor) => encodeCursor({ riskStart: cursor.riskEnd, srNo: cursor.srNo });
export function decodeRenewalsCursor(value: string): RenewalsCursor {
  const { riskStart, srNo } = decodeCursor(value);
  return { riskEnd: riskStart, srNo };
}

function whereClause(
  rootPath: string,
  rewrite: SellerPathRewrite | null,
  filter: RenewalsFilter,
  from: string,
  to: string,
  v: SqlValue = param,
) {
  // The range on risk_end goes with the seller_path prefix into policies_path_end_idx (a small subtree) or
  // policies_end_idx (a big one). A cancelled policy is not up for renewal.
  const parts = [
    policiesUnder(rootPath, rewrite, v),
    sql`p.risk_end BETWEEN ${v(from)}::date AND ${v(to)}::date`,
    sql`p.cancelled_on IS NULL`,
    renewableType(),
  ];
  if (filter.policyTypes?.length)
    parts.push(
      sql`p.policy_type IN (${sql.join(
        filter.policyTypes.map((t) => v(t)),
        sql`, `,
      )})`,
    );
  // A bind parameter even in a prepared statement: any text may come here, and the seller's id is looked up
  // at run time, so its value would not shape the plan; as a literal each code asked for would be prepared anew.
  if (filter.soldBy) parts.push(sql`p.sold_by_id = (SELECT id FROM members WHERE co_code = ${filter.soldBy})`);
  return parts;
}

const COUNT_NAMES = ['within7', 'within15', 'within30', 'within60', 'lapsed'] as const;

const countColumns = (today: string, v: SqlValue, dated: SQL, counted: SQL) => {
  const on = (days: number) => sql`${v(addDays(today, days))}::date`;
  return sql`
    COALESCE(${counted} FILTER (WHERE ${dated} >= ${on(0)} AND ${dated} <= ${on(7)}), 0)::int AS "within7",
    COALESCE(${counted} FILTER (WHERE ${dated} >= ${on(0)} AND ${dated} <= ${on(15)}), 0)::int AS "within15",
    COALESCE(${counted} FILTER (WHERE ${dated} >= ${on(0)} AND ${dated} <= ${on(30)}), 0)::int AS "within30",
    COALESCE(${counted} FILTER (WHERE ${dated} >= ${on(0)}), 0)::int AS "within60",
    COALESCE(${counted} FILTER (WHERE ${dated} < ${on(0)}), 0)::int AS "lapsed"`;
};

const isRenewed = sql`EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.policy_sr_no = p.sr_no AND o.kind = 'renewed')`;

/**
 * The counts of every window, as a one-row query. A subtree's come from renewal_rollup (a few hundred rows
 * whatever its size); one seller's own policies (`soldBy`) are few, and counted from the policies.
 */
function windowCountsQuery(
  root: { id: number; path: string },
  rewrite: SellerPathRewrite | null,
  filter: RenewalsFilter,
  today: string,
  v: SqlValue,
): SQL {
  const from = addDays(today, -LAPSED_DAYS);
  const to = addDays(today, FURTHEST_WINDOW);
  const policies = whereClause(root.path, rewrite, filter, from, to, v);
  if (filter.soldBy) {
    return sql`SELECT ${countColumns(today, v, sql`p.risk_end`, sql`count(*)`)} FROM policies p
      WHERE ${sql.join([...policies, sql`NOT ${isRenewed}`], sql` AND `)}`;
  }
  if (!Number.isInteger(root.id)) throw new Error(`Bad member id ${root.id}`);
  const types = filter.policyTypes?.length
    ? sql`AND r.policy_type IN (${sql.join(
        filter.policyTypes.map((t) => v(t)),
        sql`, `,
      )})`
    : sql``;
  // The rollup counts every policy; those already marked renewed are no longer due, and are few.
  const all = sql`SELECT ${countColumns(today, v, sql`r.risk_end`, sql`sum(r.policy_count)`)} FROM renewal_rollup r
    WHERE r.member_id = ${sql.raw(String(root.id))} AND r.risk_end BETWEEN ${v(from)}::date AND ${v(to)}::date
      AND ${renewableType(sql`r.policy_type`)} ${types}`;
  const renewed = sql`SELECT ${countColumns(today, v, sql`p.risk_end`, sql`count(*)`)} FROM policies p
    WHERE ${sql.join([...policies, isRenewed], sql` AND `)}`;
  const due = sql.join(
    COUNT_NAMES.map((name) => sql`a.${sql.raw(`"${name}"`)} - b.${sql.raw(`"${name}"`)} AS ${sql.raw(`"${name}"`)}`),
    sql`, `,
  );
  return sql`SELECT ${due} FROM (${all}) a, (${renewed}) b`;
}

interface ItemRow extends Omit<RenewalItem, 'status' | 'outcome' | 'netPremiumPaise'> {
  netPremiumPaise: string;
  kind: 'renewed' | 'not_renewing' | null;
  renewedPolicyNumber: string | null;
  reason: string | null;
  automatic: boolean | null;
  decidedAt: string | null;
  decidedByName: string | null;
}

const itemColumns = (today: SQL) => sql`p.sr_no::text AS "srNo", p.policy_number AS "policyNumber", p.policy_type AS "policyType",
  p.product_name AS "productName", p.client_name AS "clientName", p.insurer, p.net_premium::text AS "netPremium",
  (p.net_premium * 100)::bigint::text AS "netPremiumPaise", m.co_code AS "soldBy", m.name AS "soldByName",
  p.risk_end::text AS "riskEnd", (p.risk_end - ${today}::date)::int AS "daysLeft",
  o.kind, COALESCE(rp.policy_number, o.renewed_policy_number) AS "renewedPolicyNumber", o.reason, o.automatic,
  to_char(o.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "decidedAt", dm.name AS "decidedByName"`;

const itemJoins = sql`FROM policies p JOIN members m ON m.id = p.sold_by_id
  LEFT JOIN renewal_outcomes o ON o.policy_sr_no = p.sr_no
  LEFT JOIN policies rp ON rp.sr_no = o.renewed_sr_no
  LEFT JOIN members dm ON dm.id = o.decided_by`;

function toItem(row: ItemRow): RenewalItem {
  const { kind, renewedPolicyNumber, reason, automatic, decidedAt, decidedByName, netPremiumPaise, ...policy } = row;
  let outcome: RenewalOutcome | null = null;
  if (kind === 'renewed') {
    outcome = { kind, renewedPolicyNumber, automatic: automatic === true, at: decidedAt!, byName: decidedByName };
  } else if (kind === 'not_renewing') {
    outcome = { kind, reason: reason!, at: decidedAt!, byName: decidedByName };
  }
  return { ...policy, netPremiumPaise: paiseFromDb(netPremiumPaise), status: policy.daysLeft < 0 ? 'lapsed' : 'due', outcome };
}

/**
 * One page of the subtree's policies whose risk ends from `today` to `today + within` days, and those that
 * ended in the last 30 days, soonest first, each with its mark; with the counts of every window over the
 * same subtree and filter (the whole window, not the page).
 */
export async function listRenewals(
  db: Db,
  root: { id: number; path: string },
  filter: RenewalsFilter,
  today: string,
  within: RenewalWindow,
  page: { cursor?: RenewalsCursor | undefined; limit: number },
): Promise<{ counts: RenewalCounts; renewals: RenewalItem[]; nextCursor: string | null }> {
  if (!Number.isInteger(page.limit) || page.limit < 1) throw new Error(`Bad page size ${page.limit}`);
  const from = addDays(today, -LAPSED_DAYS);
  const to = addDays(today, within);
  const limit = sql.raw(String(page.limit + 1));
  // The page and the counts in one statement, one round trip. The first page repeats (every visit, every
  // refresh): prepared, with the values as literals, so that the plan suits this subtree's size. Later pages
  // are each seen once: a plain parameterised query.
  const v = page.cursor ? param : literal;
  const rewrite = await pendingRewrite(db);
  const parts = whereClause(root.path, rewrite, filter, from, to, v);
  if (page.cursor) parts.push(sql`(p.risk_end, p.sr_no) > (${page.cursor.riskEnd}::date, ${page.cursor.srNo}::bigint)`);
  const query = sql`SELECT (SELECT row_to_json(c) FROM (${windowCountsQuery(root, rewrite, filter, today, v)}) c) AS counts,
      (SELECT COALESCE(json_agg(x ORDER BY x."riskEnd", x."srNo"::bigint), '[]'::json) FROM (
        SELECT ${itemColumns(v(today))} ${itemJoins} WHERE ${sql.join(parts, sql` AND `)} ORDER BY p.risk_end, p.sr_no LIMIT ${limit}
      ) x) AS page`;
  const [found] = await (page.cursor ? rows : preparedRows)<{ counts: RenewalCounts; page: ItemRow[] }>(db, query);
  const listed = found!.page;
  const more = listed.length > page.limit;
  const renewals = (more ? listed.slice(0, page.limit) : listed).map(toItem);
  const last = renewals[renewals.length - 1];
  return {
    counts: found!.counts,
    renewals,
    nextCursor: more && last ? encodeRenewalsCursor({ riskEnd: last.riskEnd, srNo: last.srNo }) : null,
  };
}

/** One policy of the subtree as a list item, or null when it is not in the subtree. */
export async function renewalItem(db: Db, rootPath: string, srNo: string, today: string): Promise<RenewalItem | null> {
  const row = await one<ItemRow>(
    db,
    sql`SELECT ${itemColumns(param(today))} ${itemJoins}
        WHERE p.sr_no = ${srNo}::bigint AND ${policiesUnder(rootPath, await pendingRewrite(db))}`,
  );
  return row ? toItem(row) : null;
}

const notMarkable = () => t('renewals.notMarkable', { days: FURTHEST_WINDOW, lapsedDays: LAPSED_DAYS });
/** In English (the tests' expectations); answers are written in the request's language. */
export const NOT_MARKABLE = notMarkable();

/** The policy, if it is in the subtree (404 otherwise) and due or lapsed (409 otherwise). */
async function markable(db: Db, rootPath: string, srNo: string, today: string): Promise<RenewalItem> {
  const item = await renewalItem(db, rootPath, srNo, today);
  if (!item) throw notFound(t('renewals.noSuchPolicy'));
  if (!(RENEWABLE_POLICY_TYPES as readonly string[]).includes(item.policyType)) throw new HttpError(409, t('renewals.loan'));
  const cancelled = await one<{ on: string | null }>(
    db,
    sql`SELECT cancelled_on::text AS "on" FROM policies WHERE sr_no = ${srNo}::bigint`,
  );
  if (cancelled?.on) throw new HttpError(409, t('renewals.cancelled', { date: cancelled.on }));
  if (item.daysLeft > FURTHEST_WINDOW || item.daysLeft < -LAPSED_DAYS) throw new HttpError(409, notMarkable());
  return item;
}

/**
 * Marks a due or lapsed policy of the subtree by hand at the instant `now`, replacing any earlier mark. A
 * renewed policy's new number is linked to that policy when the same seller has one by that number.
 */
export async function markRenewal(
  db: Db,
  rootPath: string,
  srNo: string,
  mark: RenewalMark,
  decidedBy: number,
  now: Date,
): Promise<RenewalItem> {
  // The mark is stamped with the API's clock, not the database's, so "today" and "marked on" never disagree.
  const today = indiaDate(now);
  await db.transaction(async (tx) => {
    await markable(tx, rootPath, srNo, today);
    const renewedNumber = mark.outcome === 'renewed' ? (mark.renewedPolicyNumber ?? null) : null;
    const reason = mark.outcome === 'not_renewing' ? mark.reason : null;
    await tx.execute(sql`
      INSERT INTO renewal_outcomes (policy_sr_no, kind, renewed_sr_no, renewed_policy_number, reason, automatic, decided_by, decided_at)
      SELECT p.sr_no, ${mark.outcome},
        (SELECT n.sr_no FROM policies n WHERE n.sold_by_id = p.sold_by_id AND n.policy_number = ${renewedNumber} AND n.sr_no <> p.sr_no),
        ${renewedNumber}, ${reason}, false, ${decidedBy}, ${now.toISOString()}::timestamptz
      FROM policies p WHERE p.sr_no = ${srNo}::bigint
      ON CONFLICT (policy_sr_no) DO UPDATE SET kind = EXCLUDED.kind, renewed_sr_no = EXCLUDED.renewed_sr_no,
        renewed_policy_number = EXCLUDED.renewed_policy_number, reason = EXCLUDED.reason, automatic = false,
        decided_by = EXCLUDED.decided_by, decided_at = EXCLUDED.decided_at`);
  });
  return (await renewalItem(db, rootPath, srNo, today))!;
}

/** Clears the mark of a due or lapsed policy of the subtree (nothing to clear is not an error). */
export async function clearRenewal(db: Db, rootPath: string, srNo: string, today: string): Promise<RenewalItem> {
  await db.transaction(async (tx) => {
    await markable(tx, rootPath, srNo, today);
    await tx.execute(sql`DELETE FROM renewal_outcomes WHERE policy_sr_no = ${srNo}::bigint`);
  });
  return (await renewalItem(db, rootPath, srNo, today))!;
}

/** How far a renewal's risk start may be from the old policy's risk end, in days (before, after). */
export const MATCH_WINDOW = { before: 60, after: 30 } as const;

/**
 * Marks as renewed, automatically, each policy that the given (newly imported) policies renew: the same
 * seller, the same policy type and client name (trimmed, any case), the same vehicle when both have one,
 * an earlier risk start, and the new risk start from 60 days before to 30 days after the old risk end.
 * The closest new policy wins; a new policy renews one old policy at most (a client with two policies of
 * a type renews each with a policy of its own); cancelled policies take no part. A policy already marked
 * keeps its mark: a member's own "Renewed" or "Not renewing" is a decision the import does not overrule
 * (they can clear it). Returns how many matched.
 */
export async function matchRenewals(db: Db, imported: { sellerId: number; policyNumber: string }[]): Promise<number> {
  let count = 0;
  for (let i = 0; i < imported.length; i += 500) count += await matchChunk(db, imported.slice(i, i + 500));
  return count;
}

/**
 * Each round pairs every unmarked old policy with its closest new one, then keeps one old policy per new
 * one; an old policy that lost its closest new one to another is paired again in the next round.
 */
async function matchChunk(db: Db, imported: { sellerId: number; policyNumber: string }[]): Promise<number> {
  let count = 0;
  for (let matched = await matchRound(db, imported); matched; matched = await matchRound(db, imported)) count += matched;
  return count;
}

async function matchRound(db: Db, imported: { sellerId: number; policyNumber: string }[]): Promise<number> {
  const keys = sql.join(
    imported.map((k) => sql`(${k.sellerId}::int, ${k.policyNumber}::text)`),
    sql`, `,
  );
  const matched = await rows<{ policySrNo: string }>(
    db,
    sql`INSERT INTO renewal_outcomes (policy_sr_no, kind, renewed_sr_no, renewed_policy_number, automatic)
        SELECT DISTINCT ON (c.new_sr_no) c.old_sr_no, 'renewed', c.new_sr_no, c.new_number, true
        FROM (
          SELECT DISTINCT ON (old.sr_no) old.sr_no AS old_sr_no, n.sr_no AS new_sr_no, n.policy_number AS new_number,
            abs(n.risk_start - old.risk_end) AS gap
          FROM policies n
          JOIN policies old ON old.sold_by_id = n.sold_by_id AND old.policy_type = n.policy_type
            AND lower(btrim(old.client_name)) = lower(btrim(n.client_name))
            AND old.sr_no <> n.sr_no AND old.risk_start < n.risk_start
            AND n.risk_start BETWEEN old.risk_end - ${MATCH_WINDOW.before}::int AND old.risk_end + ${MATCH_WINDOW.after}::int
            AND (old.vehicle_no IS NULL OR n.vehicle_no IS NULL OR upper(old.vehicle_no) = upper(n.vehicle_no))
          WHERE (n.sold_by_id, n.policy_number) IN (${keys})
            AND n.cancelled_on IS NULL AND old.cancelled_on IS NULL
            AND NOT EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.policy_sr_no = old.sr_no)
            AND NOT EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.renewed_sr_no = n.sr_no)
          ORDER BY old.sr_no, gap, n.sr_no
        ) c
        ORDER BY c.new_sr_no, c.gap, c.old_sr_no
        ON CONFLICT (policy_sr_no) DO NOTHING
        RETURNING policy_sr_no::text AS "policySrNo"`,
  );
  return matched.length;
}
