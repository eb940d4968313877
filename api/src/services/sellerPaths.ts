import type { SQL } from 'drizzle-orm';
import { one, preparedRows, rows, sql, type Db } from '../db/client.js';
import { likePrefix } from './members.js';

/**
 * Policies copy their seller's member path (`seller_path`) so that a subtree's policies are one index range.
 * A member move commits the members' new paths and the rollups at once and leaves the policies' copies to
 * a worker (migration 0010): until it is done, a policy whose path starts with `oldPrefix` belongs where
 * `newPrefix` says. Every read of a subtree's policies goes through `policiesUnder`, which knows this.
 */
export interface SellerPathRewrite {
  oldPrefix: string;
  newPrefix: string;
}

/** How a value enters the SQL: a bind parameter, or a literal (for prepared, parameterless statements). */
export type SqlValue = (value: string) => SQL;
export const param: SqlValue = (value) => sql`${value}`;

/** The rewrite still pending, if any (at most one: a move finishes the previous one first). */
export async function pendingRewrite(db: Pick<Db, 'execute'>): Promise<SellerPathRewrite | null> {
  // Prepared: it runs before every read of a subtree's policies.
  const [found] = await preparedRows<SellerPathRewrite>(
    db,
    sql`SELECT old_prefix AS "oldPrefix", new_prefix AS "newPrefix" FROM seller_path_rewrites ORDER BY id LIMIT 1`,
  );
  return found ?? null;
}

/**
 * The condition "policy `p` is in the subtree at `rootPath`" (the member's current path), right before,
 * during and after a pending rewrite: each batch the worker commits moves rows from the old prefix to the
 * new one, and both forms are matched. Index ranges only: a prefix, or two prefixes.
 */
export function policiesUnder(rootPath: string, rewrite: SellerPathRewrite | null, v: SqlValue = param): SQL {
  const under = (prefix: string) => sql`p.seller_path LIKE ${v(likePrefix(prefix))}`;
  if (!rewrite) return under(rootPath);
  const { oldPrefix, newPrefix } = rewrite;
  const wasUnder = oldPrefix.startsWith(rootPath);
  if (newPrefix.startsWith(rootPath)) {
    // The moved subtree is now inside: all of it, rewritten or not.
    return wasUnder ? under(rootPath) : sql`(${under(rootPath)} OR ${under(oldPrefix)})`;
  }
  if (rootPath.startsWith(newPrefix)) {
    // A member inside the moved subtree: its part of it, under either prefix.
    return sql`(${under(rootPath)} OR ${under(oldPrefix + rootPath.slice(newPrefix.length))})`;
  }
  // The moved subtree left: none of the rows still carrying its old paths.
  return wasUnder ? sql`(${under(rootPath)} AND p.seller_path NOT LIKE ${v(likePrefix(oldPrefix))})` : under(rootPath);
}

/**
 * One step of the pending rewrite (of those recorded before `recordedBefore`, if given) inside `tx`: its row
 * locked until `tx` ends, up to `limit` policies rewritten (all of them without a limit), and the row
 * deleted once none is left. How many it rewrote; null when nothing was pending.
 */
async function rewriteStep(tx: Pick<Db, 'execute'>, limit: number | null, recordedBefore: SQL = sql``): Promise<number | null> {
  const pending = await one<SellerPathRewrite & { id: string }>(
    tx,
    sql`SELECT id::text, old_prefix AS "oldPrefix", new_prefix AS "newPrefix" FROM seller_path_rewrites ${recordedBefore} ORDER BY id LIMIT 1 FOR UPDATE`,
  );
  if (!pending) return null;
  const { oldPrefix, newPrefix } = pending;
  // A path-only update: the triggers let it through (migration 0008), the move has already moved the totals.
  await tx.execute(sql`SELECT set_config('portal.skip_rollups', 'on', true), set_config('work_mem', '256MB', true)`);
  const chosen =
    limit === null
      ? sql`p.seller_path LIKE ${likePrefix(oldPrefix)}`
      : sql`p.sr_no IN (SELECT sr_no FROM policies WHERE seller_path LIKE ${likePrefix(oldPrefix)} LIMIT ${limit})`;
  const [done] = await rows<{ n: number }>(
    tx,
    sql`WITH done AS (UPDATE policies p SET seller_path = ${newPrefix} || substr(p.seller_path, ${oldPrefix.length + 1})
          WHERE ${chosen} RETURNING 1) SELECT count(*)::int AS n FROM done`,
  );
  await tx.execute(sql`SELECT set_config('portal.skip_rollups', 'off', true)`);
  if (limit === null || done!.n < limit) await tx.execute(sql`DELETE FROM seller_path_rewrites WHERE id = ${pending.id}::bigint`);
  return done!.n;
}

/**
 * Rewrites what is left of the pending rewrite inside `tx`, which must hold the member-move lock: a move
 * calls it first, so that at most one rewrite is ever pending.
 */
export async function finishRewriteIn(tx: Pick<Db, 'execute'>): Promise<void> {
  await rewriteStep(tx, null);
}

export interface RewriteProgress {
  /** Policies rewritten by this call. */
  rewritten: number;
  /** Whether no rewrite is left pending. */
  done: boolean;
}

/**
 * Works off the pending rewrite, `batchSize` policies per transaction, until none is left (or `shouldStop`).
 * Each batch locks the rewrite's row, so several processes may run it: they take turns, and a policy is
 * rewritten once. Readers are never blocked; writers of a policy wait for at most one batch.
 */
export async function rewriteSellerPaths(
  db: Db,
  options: {
    batchSize?: number;
    /** Only a rewrite recorded at least this long ago (a look for one that a stopped process left). */
    olderThanMs?: number;
    shouldStop?: () => boolean;
  } = {},
): Promise<RewriteProgress> {
  const batchSize = options.batchSize ?? 20_000;
  const age = options.olderThanMs ? sql`WHERE created_at <= now() - make_interval(secs => ${options.olderThanMs / 1000})` : sql``;
  let rewritten = 0;
  for (;;) {
    if (options.shouldStop?.()) return { rewritten, done: !(await pendingRewrite(db)) };
    const step = await db.transaction((tx) => rewriteStep(tx, batchSize, age));
    // None left to take; with an age limit, a fresh one may still be pending.
    if (step === null) return { rewritten, done: !options.olderThanMs || !(await pendingRewrite(db)) };
    rewritten += step;
  }
}

export interface SellerPathWorkerOptions {
  db: Db;
  /** Between looks for a rewrite left by a process that stopped half-way; a move's own process starts at once. */
  pollMs?: number;
  batchSize?: number;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

/**
 * Runs `rewriteSellerPaths` at start, when kicked (after this process's move), and every `pollMs` for a
 * rewrite left at least `pollMs` ago (the process that moved stopped half-way); `stop` waits for the batch
 * under way.
 */
export function createSellerPathWorker(options: SellerPathWorkerOptions) {
  const pollMs = options.pollMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (olderThanMs = 0): void => {
    if (stopped) return;
    if (running) {
      if (!olderThanMs) again = true;
      return;
    }
    const began = performance.now();
    running = rewriteSellerPaths(options.db, {
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(olderThanMs ? { olderThanMs } : {}),
      shouldStop: () => stopped,
    })
      .then((progress) => {
        if (progress.rewritten)
          options.log.info({ ...progress, ms: Math.round(performance.now() - began) }, 'policy seller paths rewritten after a member move');
      })
      // The first line only: a failed query's message goes on with its parameters.
      .catch((error: unknown) =>
        options.log.error({ err: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'seller path rewrite failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    start() {
      if (timer || stopped) return;
      run();
      timer = setInterval(() => run(pollMs), pollMs);
      timer.unref();
    },
    kick: () => run(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type SellerPathWorker = ReturnType<typeof createSellerPathWorker>;
