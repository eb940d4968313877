import { isCalendarDate, type Sale, type SalesSummary } from '@portal/shared/validation';
import { literal, one, preparedRows, rows, sql, type Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { decodeKeyset, encodeKeyset } from '../../services/keysetCursor.js';
import { param, pendingRewrite, policiesUnder, type SellerPathRewrite, type SqlValue } from '../../services/sellerPaths.js';

export interface SalesFilter {
  policyTypes?: string[] | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  clientName?: string | undefined;
}

/** Keyset position: the last row's (risk_start, sr_no), newest first. */
export interface SalesCursor {
  riskStart: string;
  srNo: string;
}

export const encodeCursor = (cursor: SalesCursor): string => encodeKeyset([cursor.riskStart, cursor.srNo]);

export function decodeCursor(value: string): SalesCursor {
  const [riskStart, srNo] = decodeKeyset(value, [isCalendarDate, (part) => /^\d{1,18}$/.test(part)]);
  return { riskStart, srNo };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const isoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badRequest(t('errors.invalidDate'), { date: t('errors.dateFormat') });
  return value;
};

function whereClause(rootPath: string, rewrite: SellerPathRewrite | null, filter: SalesFilter, v: SqlValue = param) {
  const parts = [policiesUnder(rootPath, rewrite, v)];
  if (filter.policyTypes?.length) {
    parts.push(
      sql`p.policy_type IN (${sql.join(
        filter.policyTypes.map((t) => v(t)),
        sql`, `,
      )})`,
    );
  }
  if (filter.fromDate) parts.push(sql`p.risk_start >= ${v(isoDate(filter.fromDate))}::date`);
  if (filter.toDate) parts.push(sql`p.risk_start <= ${v(isoDate(filter.toDate))}::date`);
  // A bind parameter even in a prepared statement: free text is no literal, and a pattern with a leading %
  // shapes no plan; as a literal each search typed would be prepared anew.
  if (filter.clientName) parts.push(sql`p.client_name ILIKE ${`%${escapeLike(filter.clientName)}%`}`);
  return parts;
}

/** A sale's columns as the API answers them, from `policies p JOIN members m` (the seller). */
export const saleColumns = sql`p.sr_no::text AS "srNo", p.policy_type AS "policyType", p.product_name AS "productName",
  p.policy_number AS "policyNumber", p.client_name AS "clientName", p.risk_start::text AS "riskStart",
  p.risk_end::text AS "riskEnd", p.net_premium::text AS "netPremium", p.pay_out::text AS "payOut",
  p.vehicle_no AS "vehicleNo", p.insurer, m.co_code AS "soldBy", m.name AS "soldByName"`;

/** One page of the subtree's sales, newest risk start first. */
export async function listSales(
  db: Db,
  rootPath: string,
  filter: SalesFilter,
  page: { cursor?: SalesCursor | undefined; limit: number },
): Promise<{ sales: Sale[]; nextCursor: string | null }> {
  if (!Number.isInteger(page.limit) || page.limit < 1) throw new Error(`Bad page size ${page.limit}`);
  const limit = sql.raw(String(page.limit + 1));
  const rewrite = await pendingRewrite(db);
  let found: Sale[];
  if (page.cursor) {
    // Later pages: each cursor is seen once, so a plain parameterised query.
    const parts = whereClause(rootPath, rewrite, filter);
    parts.push(sql`(p.risk_start, p.sr_no) < (${page.cursor.riskStart}::date, ${page.cursor.srNo}::bigint)`);
    found = await rows<Sale>(
      db,
      sql`SELECT ${saleColumns} FROM policies p JOIN members m ON m.id = p.sold_by_id
          WHERE ${sql.join(parts, sql` AND `)}
          ORDER BY p.risk_start DESC, p.sr_no DESC LIMIT ${limit}`,
    );
  } else {
    // First pages repeat (every visit, every refresh): a prepared statement with the values as literals skips
    // planning, which costs as much as running it, and keeps the plan made for these values.
    found = await preparedRows<Sale>(
      db,
      sql`SELECT ${saleColumns} FROM policies p JOIN members m ON m.id = p.sold_by_id
          WHERE ${sql.join(whereClause(rootPath, rewrite, filter, literal), sql` AND `)}
          ORDER BY p.risk_start DESC, p.sr_no DESC LIMIT ${limit}`,
    );
  }
  const more = found.length > page.limit;
  const sales = more ? found.slice(0, page.limit) : found;
  const last = sales[sales.length - 1];
  return { sales, nextCursor: more && last ? encodeCursor({ riskStart: last.riskStart, srNo: last.srNo }) : null };
}

async function scanTotals(db: Db, rootPath: string, filter: SalesFilter): Promise<SalesSummary> {
  const row = await one<SalesSummary>(
    db,
    sql`SELECT count(*)::int AS count, COALESCE(sum(p.net_premium), 0)::numeric(18,2)::text AS "netPremium",
          COALESCE(sum(p.pay_out), 0)::numeric(18,2)::text AS "payOut"
        FROM policies p WHERE ${sql.join(whereClause(rootPath, await pendingRewrite(db), filter), sql` AND `)}`,
  );
  return row!;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const nextMonth = (iso: string) => {
  const d = new Date(`${monthStart(iso)}T00:00:00Z`);
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};

function addTotals(a: SalesSummary, b: SalesSummary): SalesSummary {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const text = (c: bigint) => {
    const sign = c < 0n ? '-' : '';
    const abs = (c < 0n ? -c : c).toString().padStart(3, '0');
    return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
  };
  return {
    count: a.count + b.count,
    netPremium: text(cents(a.netPremium) + cents(b.netPremium)),
    payOut: text(cents(a.payOut) + cents(b.payOut)),
  };
}

/**
 * Totals of the subtree. Without a client-name filter, whole months come from `sales_rollup` (maintained
 * by triggers) and only the partial months at the edges of a date range are summed from the policies.
 */
export async function summarizeSales(db: Db, root: { id: number; path: string }, filter: SalesFilter): Promise<SalesSummary> {
  if (filter.clientName) return scanTotals(db, root.path, filter);
  const from = filter.fromDate;
  const to = filter.toDate;
  // Whole months inside [from, to]: [fullStart, fullEnd) by month start.
  const fullStart = from ? (from === monthStart(from) ? from : nextMonth(from)) : undefined;
  const fullEnd = to ? (isoDay(Date.parse(`${to}T00:00:00Z`) + DAY).endsWith('-01') ? nextMonth(to) : monthStart(to)) : undefined;
  if (fullStart && fullEnd && fullStart >= fullEnd) return scanTotals(db, root.path, filter);

  // Literals only: a prepared statement per member and filter (see preparedRows).
  if (!Number.isInteger(root.id)) throw new Error(`Bad member id ${root.id}`);
  const parts = [sql`member_id = ${sql.raw(String(root.id))}`];
  if (filter.policyTypes?.length)
    parts.push(
      sql`policy_type IN (${sql.join(
        filter.policyTypes.map((t) => literal(t)),
        sql`, `,
      )})`,
    );
  if (fullStart) parts.push(sql`month >= ${literal(isoDate(fullStart))}::date`);
  if (fullEnd) parts.push(sql`month < ${literal(isoDate(fullEnd))}::date`);
  let total = (
    await preparedRows<SalesSummary>(
      db,
      sql`SELECT COALESCE(sum(policy_count), 0)::int AS count, COALESCE(sum(net_premium), 0)::numeric(18,2)::text AS "netPremium",
          COALESCE(sum(pay_out), 0)::numeric(18,2)::text AS "payOut"
        FROM sales_rollup WHERE ${sql.join(parts, sql` AND `)}`,
    )
  )[0]!;
  if (from && fullStart && from < fullStart) {
    total = addTotals(
      total,
      await scanTotals(db, root.path, { ...filter, fromDate: from, toDate: isoDay(Date.parse(`${fullStart}T00:00:00Z`) - DAY) }),
    );
  }
  if (to && fullEnd && to >= fullEnd) {
    total = addTotals(total, await scanTotals(db, root.path, { ...filter, fromDate: fullEnd, toDate: to }));
  }
  return total;
}
