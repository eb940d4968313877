import type { MemberSummary } from '@portal/shared/validation';
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../db/client.js';

export const DEFAULT_MEMBER_SEARCH_LIMIT = 20;

/** `q` as a LIKE operand: its own `%`, `_` and `\` match themselves. */
function likeEscape(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The summary columns of `m` (a members row): its parent's code and name, and its subtree's size counted on
 * the path index (an index range over the subtree; the top member's is the whole network).
 */
const summaryColumns = sql`m.co_code AS "coCode", m.name, m.email, m.depth, p.co_code AS "parentCoCode", p.name AS "parentName",
  (SELECT count(*)::int FROM members s WHERE s.path LIKE m.path || '%') - 1 AS "subtreeSize",
  m.firebase_uid IS NOT NULL AS "hasAccount", m.sign_in_disabled_at IS NOT NULL AS "signInDisabled"`;

function summaries(db: Pick<Db, 'execute'>, where: SQL, order: SQL, limit: number) {
  return rows<MemberSummary>(
    db,
    sql`SELECT ${summaryColumns} FROM (SELECT m.* FROM members m WHERE ${where} ORDER BY ${order} LIMIT ${limit}) m
        LEFT JOIN members p ON p.id = m.parent_id ORDER BY ${order}`,
  );
}

/**
 * Members whose code, e-mail or name contains `q` (case-insensitive), best matches first: the exact code,
 * then codes, e-mails and names that start with `q`, then the rest by name. Without `q`, the top of the network.
 *
 * E-mails are stored in lower case and codes are short, so those tests are cheap; a name that merely contains
 * `q` needs a scan of the members table (a few tens of milliseconds at 1,00,000 members — PGlite has no
 * pg_trgm index to offer), bounded by the LIMIT once enough rows are found.
 */
export async function searchMembers(db: Db, q: string | undefined, limit = DEFAULT_MEMBER_SEARCH_LIMIT): Promise<MemberSummary[]> {
  const text = q?.trim() ?? '';
  if (!text) return summaries(db, sql`m.depth <= 1`, sql`m.depth, m.name, m.co_code`, limit);
  const lower = text.toLowerCase();
  const contains = `%${likeEscape(lower)}%`;
  const prefix = `${likeEscape(lower)}%`;
  const where = sql`(lower(m.co_code) LIKE ${contains} OR m.email LIKE ${contains} OR lower(m.name) LIKE ${contains})`;
  const order = sql`(CASE WHEN lower(m.co_code) = ${lower} THEN 0
      WHEN lower(m.co_code) LIKE ${prefix} OR m.email LIKE ${prefix} OR lower(m.name) LIKE ${prefix} THEN 1
      ELSE 2 END), m.name, m.co_code`;
  return summaries(db, where, order, limit);
}
