import { ADVISORY_LOCKS, one, rows, sql, type Db } from '../../../db/client.js';
import { HttpError, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit, type OperatorActor } from '../../../services/audit.js';
import { finishRewriteIn } from '../../../services/sellerPaths.js';

/** Advisory lock of member moves: one at a time, so that two moves cannot each pass the cycle check and together make a cycle. */
export const MEMBER_MOVE_LOCK = ADVISORY_LOCKS.memberMove;

/**
 * The parts of a move, timed for the bench: the previous move's seller-path rewrite finished if still
 * pending, checks (locks, look-ups), rollups, members, the policies' rewrite recorded, audit.
 */
export type MoveStep = 'previousRewrite' | 'checks' | 'rollups' | 'members' | 'policies' | 'audit';

interface Node {
  id: number;
  coCode: string;
  name: string;
  path: string;
  depth: number;
  parentId: number | null;
}

/** The ids on a path, root first: `/1/5/17/` → [1, 5, 17]. */
const pathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * The rollups keyed by ancestor (each policy counts towards every member on its seller path): their key
 * columns besides `member_id`, and their sums.
 */
const ROLLUPS = [
  { table: 'sales_rollup', keys: ['policy_type', 'month'], sums: ['policy_count', 'net_premium', 'pay_out'] },
  { table: 'renewal_rollup', keys: ['risk_end', 'policy_type'], sums: ['policy_count'] },
  { table: 'insurer_rollup', keys: ['month', 'insurer'], sums: ['policy_count', 'net_premium', 'pay_out'] },
] as const;

/**
 * Moves the member `code` with its whole subtree under the member `parentCoCode`, in one transaction:
 * members' paths, depths and parent, and the rollups of the ancestors that change.
 *
 * The rollups follow by arithmetic, not by recounting policies: the moved member's own rollup rows already
 * hold its subtree's totals, so they are subtracted from each ancestor it leaves and added to each one it
 * gains (common ancestors keep theirs). The subtree's policies keep their old seller paths: the move records
 * the rewrite (`seller_path_rewrites`), every subtree read and the rollup triggers take it into account, and
 * a worker (`rewriteSellerPaths`) rewrites them after the commit. Only row locks are taken, so readers are
 * never blocked; they see the network before the move until it commits, and after it from then on.
 */
export async function moveMember(
  db: Db,
  actor: OperatorActor,
  input: { code: string; parentCoCode: string },
  options: { onStep?: (step: MoveStep, ms: number) => void } = {},
): Promise<{ moved: number; from: string | null; to: string }> {
  let last = performance.now();
  const step = (name: MoveStep) => {
    const now = performance.now();
    options.onStep?.(name, now - last);
    last = now;
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEMBER_MOVE_LOCK})`);
    // One rewrite pending at a time: what an earlier move left (usually nothing by now) is done first.
    await finishRewriteIn(tx);
    step('previousRewrite');
    const node = (code: string) =>
      one<Node>(
        tx,
        sql`SELECT id, co_code AS "coCode", name, path, depth, parent_id AS "parentId" FROM members WHERE co_code = ${code} FOR UPDATE`,
      );
    const member = await node(input.code);
    if (!member) throw notFound(t('members.notFound', { code: input.code }));
    const parent = await node(input.parentCoCode);
    if (!parent) throw notFound(t('members.notFound', { code: input.parentCoCode }));
    const named = (m: { name: string; coCode: string }) => `${m.name} (${m.coCode})`;
    if (parent.id === member.id) throw new HttpError(409, t('members.underThemselves', { member: named(member) }));
    if (parent.path.startsWith(member.path)) {
      throw new HttpError(409, t('members.loop', { parent: named(parent), member: named(member), name: member.name }));
    }
    if (member.parentId === parent.id)
      throw new HttpError(409, t('members.alreadyUnder', { member: named(member), parent: named(parent) }));
    const oldParent = member.parentId
      ? await one<{ coCode: string; name: string }>(tx, sql`SELECT co_code AS "coCode", name FROM members WHERE id = ${member.parentId}`)
      : undefined;

    step('checks');
    const oldPrefix = member.path;
    const newPrefix = `${parent.path}${member.id}/`;
    const depthChange = parent.depth + 1 - member.depth;
    const oldAncestors = pathIds(oldPrefix).slice(0, -1);
    const newAncestors = pathIds(parent.path);
    const signs = [
      ...oldAncestors.filter((id) => !newAncestors.includes(id)).map((id) => [id, -1] as const),
      ...newAncestors.filter((id) => !oldAncestors.includes(id)).map((id) => [id, 1] as const),
    ];
    if (signs.length) {
      const deltas = sql.raw(`(VALUES ${signs.map(([id, sign]) => `(${id}, ${sign})`).join(', ')}) AS a(id, sign)`);
      for (const { table, keys, sums } of ROLLUPS) {
        const t = sql.raw(table);
        const keyList = sql.raw(keys.join(', '));
        await tx.execute(sql`INSERT INTO ${t} AS r (member_id, ${keyList}, ${sql.raw(sums.join(', '))})
          SELECT a.id, ${sql.raw(keys.map((k) => `s.${k}`).join(', '))}, ${sql.raw(sums.map((c) => `s.${c} * a.sign`).join(', '))}
          FROM ${t} s CROSS JOIN ${deltas} WHERE s.member_id = ${member.id}
          ON CONFLICT (member_id, ${keyList}) DO UPDATE SET ${sql.raw(sums.map((c) => `${c} = r.${c} + EXCLUDED.${c}`).join(', '))}`);
        // What the ancestors left behind is zero: drop those rows rather than keep them forever.
        await tx.execute(sql`DELETE FROM ${t} WHERE member_id IN (${sql.raw(
          signs
            .filter(([, s]) => s < 0)
            .map(([id]) => id)
            .join(', ') || 'NULL',
        )})
          AND policy_count = 0`);
      }
    }

    step('rollups');
    const moved = await rows<{ id: number }>(
      tx,
      sql`UPDATE members SET path = ${newPrefix} || substr(path, ${oldPrefix.length + 1}), depth = depth + ${depthChange},
            parent_id = CASE WHEN id = ${member.id} THEN ${parent.id}::int ELSE parent_id END
          WHERE path LIKE ${`${oldPrefix}%`} RETURNING id`,
    );
    step('members');
    await tx.execute(sql`INSERT INTO seller_path_rewrites (old_prefix, new_prefix) VALUES (${oldPrefix}, ${newPrefix})`);
    step('policies');

    const placement = (p: { coCode: string; name: string } | undefined) =>
      p ? { parentCoCode: p.coCode, parentName: p.name } : { parentCoCode: null, parentName: null };
    await recordAudit(tx, actor, {
      action: 'member.move',
      recordType: 'member',
      recordId: member.coCode,
      before: { ...placement(oldParent), depth: member.depth },
      after: { ...placement(parent), depth: member.depth + depthChange, subtreeSize: moved.length - 1 },
    });
    step('audit');
    return { moved: moved.length, from: oldParent?.coCode ?? null, to: parent.coCode };
  });
}
