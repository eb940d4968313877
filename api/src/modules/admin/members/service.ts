import type { Auth } from 'firebase-admin/auth';
import type { SQL } from 'drizzle-orm';
import { MEMBER_CHILDREN_LIMIT, type MemberDetails, type MemberSummary, type MemberTotals } from '@portal/shared/admin';
import { one, rows, sql, type Db } from '../../../db/client.js';
import { HttpError, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit, type OperatorActor } from '../../../services/audit.js';
import { decrypt } from '../../../services/crypto.js';
import { maskAadhaar, maskBankAccount, maskPan } from '../../../services/mask.js';
import { rupeesToPaise } from '../../../services/money.js';

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

interface DetailRow extends MemberSummary {
  id: number;
  firebaseUid: string | null;
  mobile: string | null;
  panEnc: string | null;
  aadhaarEnc: string | null;
  bankName: string | null;
  bankAccountEnc: string | null;
  joinedAt: string;
  signInDisabledAt: string | null;
}

interface TotalsRow {
  count: number;
  netPremium: string;
  payOut: string;
}

const totals = (r: TotalsRow | undefined): MemberTotals => ({
  count: r?.count ?? 0,
  netPremiumPaise: rupeesToPaise(r?.netPremium ?? '0'),
  payOutPaise: rupeesToPaise(r?.payOut ?? '0'),
});

/** The rollup sums as unsigned rupee text (a total is never negative). */
const rollupSums = sql`COALESCE(sum(r.policy_count), 0)::int AS count, COALESCE(sum(r.net_premium), 0)::numeric(18,2)::text AS "netPremium",
  COALESCE(sum(r.pay_out), 0)::numeric(18,2)::text AS "payOut"`;

/**
 * A member as the back office shows them: identity and bank numbers masked, direct children, and sales of
 * the subtree (their rollup rows) and of their own book (their rollup minus their children's: the rollup
 * counts each policy once for every member on its seller path).
 */
export async function memberDetails(db: Pick<Db, 'execute'>, key: Buffer, code: string): Promise<MemberDetails> {
  const m = await one<DetailRow>(
    db,
    sql`SELECT ${summaryColumns}, m.id, m.firebase_uid AS "firebaseUid", m.mobile, m.pan_enc AS "panEnc", m.aadhaar_enc AS "aadhaarEnc",
          m.bank_name AS "bankName", m.bank_account_enc AS "bankAccountEnc",
          to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "joinedAt",
          to_char(m.sign_in_disabled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "signInDisabledAt"
        FROM members m LEFT JOIN members p ON p.id = m.parent_id WHERE m.co_code = ${code}`,
  );
  if (!m) throw notFound(t('members.notFound', { code }));
  const [children, count, subtree, childrenSales] = await Promise.all([
    summaries(db, sql`m.parent_id = ${m.id}`, sql`m.name, m.co_code`, MEMBER_CHILDREN_LIMIT),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM members WHERE parent_id = ${m.id}`),
    one<TotalsRow>(db, sql`SELECT ${rollupSums} FROM sales_rollup r WHERE r.member_id = ${m.id}`),
    one<TotalsRow>(
      db,
      sql`SELECT ${rollupSums} FROM sales_rollup r WHERE r.member_id IN (SELECT id FROM members WHERE parent_id = ${m.id})`,
    ),
  ]);
  const subtreeSales = totals(subtree);
  const below = totals(childrenSales);
  const { id: _id, firebaseUid: _uid, panEnc, aadhaarEnc, bankAccountEnc, ...summary } = m;
  return {
    ...summary,
    pan: maskPan(decrypt(key, panEnc)),
    aadhaar: maskAadhaar(decrypt(key, aadhaarEnc)),
    bankAccount: maskBankAccount(decrypt(key, bankAccountEnc)),
    children,
    childCount: count?.n ?? 0,
    subtreeSales,
    ownSales: {
      count: subtreeSales.count - below.count,
      netPremiumPaise: subtreeSales.netPremiumPaise - below.netPremiumPaise,
      payOutPaise: subtreeSales.payOutPaise - below.payOutPaise,
    },
  };
}

/**
 * Disables or enables a member's sign-in: their Firebase account (disabling also revokes their refresh
 * tokens, so a signed-in session ends at its next token check) and `sign_in_disabled_at`, audited. The
 * database row is locked while Firebase is called, so two toggles of one member apply in order; if Firebase
 * fails, nothing is recorded.
 */
export async function setMemberSignIn(
  db: Db,
  auth: Auth,
  key: Buffer,
  actor: OperatorActor,
  code: string,
  enabled: boolean,
): Promise<MemberDetails> {
  await db.transaction(async (tx) => {
    const m = await one<{ id: number; name: string; firebaseUid: string | null; disabled: boolean }>(
      tx,
      sql`SELECT id, name, firebase_uid AS "firebaseUid", sign_in_disabled_at IS NOT NULL AS disabled FROM members WHERE co_code = ${code} FOR UPDATE`,
    );
    if (!m) throw notFound(t('members.notFound', { code }));
    if (!m.firebaseUid) {
      throw new HttpError(
        409,
        enabled ? t('members.noPasswordToEnable', { name: m.name, code }) : t('members.noPasswordToDisable', { name: m.name, code }),
      );
    }
    await tx.execute(sql`UPDATE members SET sign_in_disabled_at = ${enabled ? null : sql`now()`} WHERE id = ${m.id}`);
    await recordAudit(tx, actor, {
      action: enabled ? 'member.enable_sign_in' : 'member.disable_sign_in',
      recordType: 'member',
      recordId: code,
      before: { signInDisabled: m.disabled },
      after: { signInDisabled: !enabled },
    });
    try {
      await auth.updateUser(m.firebaseUid, { disabled: !enabled });
      if (!enabled) await auth.revokeRefreshTokens(m.firebaseUid);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') {
        throw new HttpError(
          409,
          enabled ? t('members.noAccountToEnable', { name: m.name, code }) : t('members.noAccountToDisable', { name: m.name, code }),
        );
      }
      throw error;
    }
  });
  return memberDetails(db, key, code);
}
