/**
 * Moving a member with a 10,000-member subtree under another parent: how long the move takes,
 * and what readers see meanwhile. `npx tsx bench/moveMember.ts` (in api/).
 *
 * Builds (once per database) a network whose member BM000006 leads exactly BENCH_MOVE_SUBTREE members
 * (itself included; default 10,000) under one leader, and BENCH_MOVE_OTHERS more under another (default
 * 10,000), with BENCH_MOVE_POLICIES_PER_MEMBER policies each (default 50, the 1,00,000-member /
 * 50,00,000-policy bench's average). Then moves the subtree to the other side and back BENCH_MOVE_ROUNDS
 * times (default 2) while BENCH_MOVE_READERS connections (default 4) read the top member's and both
 * sides' sales summaries and first pages; prints each move's duration, the seller-path rewrite after it
 * (`rewriteSellerPaths`, as the app's worker runs it), the readers' p50/p95/max before the moves, during
 * them and during the rewrites, and checks the rollups against the policies after each rewrite.
 *
 * Env: DATABASE_URL (else a throwaway PostgreSQL 15 cluster on BENCH_MOVE_PG_PORT, default 5493).
 * Results: api/bench/README.md, "Moving a member".
 */
import { startPostgresCluster } from '../../tooling/lib/postgres.mjs';
import { fromPostgres, one, rows, sql, type Db } from '../src/db/client.js';
import { cliActor } from '../src/services/audit.js';
import { readFileSync } from 'node:fs';
import { moveMember, type MoveStep } from '../src/modules/admin/members/move.js';
import { rewriteSellerPaths } from '../src/services/sellerPaths.js';
import { listSales, summarizeSales } from '../src/modules/sales/queries.js';

const env = process.env;
const SUBTREE = Number(env['BENCH_MOVE_SUBTREE'] ?? 10_000);
const OTHERS = Number(env['BENCH_MOVE_OTHERS'] ?? 10_000);
const PER_MEMBER = Number(env['BENCH_MOVE_POLICIES_PER_MEMBER'] ?? 50);
const ROUNDS = Number(env['BENCH_MOVE_ROUNDS'] ?? 2);
const READERS = Number(env['BENCH_MOVE_READERS'] ?? 4);

// ids: 1 top; 2 and 3 the two leaders; 4 under 2 and 5 under 3; 6 the moved member (under 4), its subtree
// 6 … 5+SUBTREE six children wide; then OTHERS members under 5, six wide.
const MOVED = 6;
const FIRST_OTHER = 6 + SUBTREE;
const TOTAL = FIRST_OTHER + OTHERS - 1;
const code = (id: number) => `BM${String(id).padStart(6, '0')}`;

function parentOf(id: number): number | null {
  if (id === 1) return null;
  if (id <= 3) return 1;
  if (id <= 5) return id - 2;
  if (id === MOVED) return 4;
  if (id < FIRST_OTHER) return MOVED + Math.floor((id - MOVED - 1) / 6);
  if (id === FIRST_OTHER) return 5;
  return FIRST_OTHER + Math.floor((id - FIRST_OTHER - 1) / 6);
}

async function generate(db: Db, log: (m: string) => void) {
  const have = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM members`);
  if (have!.n === TOTAL) return log(`dataset present: ${TOTAL} members`);
  if (have!.n > 0) throw new Error("The database must be empty or hold this bench's dataset.");
  const started = Date.now();
  const paths: string[] = [''];
  const batch: ReturnType<typeof sql>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db.execute(sql`INSERT INTO members (id, co_code, parent_id, path, depth, name, email) VALUES ${sql.join(batch, sql`, `)}`);
    batch.length = 0;
  };
  for (let id = 1; id <= TOTAL; id++) {
    const parent = parentOf(id);
    const path = `${parent ? paths[parent] : '/'}${id}/`;
    paths[id] = path;
    batch.push(
      sql`(${id}, ${code(id)}, ${parent}, ${path}, ${path.split('/').length - 3}, ${`Bench Member ${id}`}, ${`move-${id}@bench.test`})`,
    );
    if (batch.length === 1000) await flush();
  }
  await flush();
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('members', 'id'), ${TOTAL})`);
  const policies = TOTAL * PER_MEMBER;
  for (let from = 1; from <= policies; from += 200_000) {
    const to = Math.min(policies, from + 199_999);
    await db.execute(sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
        net_premium, pay_out, insurer, sold_by_id, seller_path, cancelled_on)
      SELECT t.pt, 'Bench product', 'MV' || lpad(t.g::text, 10, '0'), 'Client ' || (t.h % 10000), t.rs,
        t.rs + 364, t.prem, round(t.prem * 0.12, 2), (ARRAY['Star Health','HDFC Life','ICICI Lombard','LIC','Bajaj Allianz','Tata AIG'])[1 + (t.h / 7) % 6],
        m.id, m.path, CASE WHEN t.h % 50 = 0 THEN t.rs + 30 END
      FROM (SELECT g, h, (ARRAY['life','nonmotor','health','motor','loan'])[1 + (g % 5)::int] AS pt,
              DATE '2026-11-01' - (h % 730)::int AS rs, (1500 + (h % 58000) + (h % 100) / 100.0)::numeric(14,2) AS prem,
              1 + ((g - 1) / ${PER_MEMBER}) AS seller
            FROM (SELECT g, ((g::bigint * 2654435761) % 4294967296) AS h FROM generate_series(${from}::int, ${to}::int) g) s) t
      JOIN members m ON m.id = t.seller`);
    log(`policies: ${to} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  for (const table of ['members', 'policies', 'sales_rollup', 'renewal_rollup', 'insurer_rollup', 'payout_entries']) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  log(`dataset ready in ${Math.round((Date.now() - started) / 1000)} s: ${TOTAL} members, ${policies} policies`);
}

/** Members whose sales_rollup totals differ from their policies' (by seller path prefix): none, when the rollups are right. */
async function rollupMismatches(db: Db, ids: number[]) {
  return rows<{ id: number }>(
    db,
    sql`SELECT m.id FROM members m WHERE m.id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
        AND (SELECT COALESCE(sum(policy_count), 0) FROM sales_rollup WHERE member_id = m.id)
         <> (SELECT count(*) FROM policies p WHERE p.seller_path LIKE m.path || '%')`,
  );
}

/**
 * CPU ticks used so far by each of the PostgreSQL server's processes (the postmaster's children: backends,
 * WAL writer, checkpointer, autovacuum): unlike wall time, robust to other work on the machine. Null when
 * the server is not on this machine.
 */
async function serverCpuTicks(db: Db): Promise<Map<string, number> | null> {
  try {
    const dir = (await one<{ d: string }>(db, sql`SELECT current_setting('data_directory') AS d`))!.d;
    const postmaster = readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]!.trim();
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    const ticks = new Map<string, number>();
    for (const pid of [postmaster, ...children]) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // A process that ended meanwhile.
      }
    }
    return ticks;
  } catch {
    return null;
  }
}

/** CPU seconds between two snapshots, over the processes alive at the second (clock ticks of 1/100 s). */
function cpuSecondsBetween(before: Map<string, number> | null, after: Map<string, number> | null): number | undefined {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return +(ticks / 100).toFixed(2);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: +percentile(s, 50).toFixed(1), p95: +percentile(s, 95).toFixed(1), max: +(s.at(-1) ?? NaN).toFixed(1) };
};

async function main() {
  let stop = async () => undefined as void;
  let url = env['DATABASE_URL'];
  if (!url) {
    const server = await startPostgresCluster({ port: Number(env['BENCH_MOVE_PG_PORT'] ?? 5493) });
    url = server.url;
    stop = server.stop;
  }
  const database = fromPostgres(url, READERS + 2);
  const log = (m: string) => console.log(`[move bench] ${m}`);
  try {
    await database.migrate();
    const { db } = database;
    await generate(db, log);

    // Readers: what the sales screens read for the top member and both leaders, each request loading the
    // member first (as requireMember does), so a reader sees the paths of before or after the move.
    const readerIds = [1, 2, 3, 4, 5, MOVED];
    let phase: 'before' | 'during' | 'rewrite' | 'done' = 'before';
    const phaseNow = () => phase;
    const latencies = { before: [] as number[], during: [] as number[], rewrite: [] as number[] };
    const reader = async (n: number) => {
      for (let i = n; phase !== 'done'; i++) {
        const id = readerIds[i % readerIds.length]!;
        const began = performance.now();
        const m = (await one<{ id: number; path: string }>(db, sql`SELECT id, path FROM members WHERE id = ${id}`))!;
        if (i % 2) await summarizeSales(db, m, {});
        else await listSales(db, m.path, {}, { limit: 50 });
        const took = performance.now() - began;
        // Read again: the move may have ended while this request ran.
        const now = phaseNow();
        if (now !== 'done') latencies[now].push(took);
      }
    };
    const readers = Array.from({ length: READERS }, (_, n) => reader(n));
    await new Promise((r) => setTimeout(r, 3000));

    const moves: {
      to: string;
      ms: number;
      moved: number;
      steps: Partial<Record<MoveStep, number>>;
      serverCpuS?: number;
      rewriteMs?: number;
      rewritten?: number;
    }[] = [];
    // The policies' seller paths, after the move has committed (the app's worker does this in batches).
    const rewrite = async () => {
      const began = performance.now();
      const { rewritten } = await rewriteSellerPaths(db);
      return { rewriteMs: Math.round(performance.now() - began), rewritten };
    };
    const target = FIRST_OTHER + 6 * 6 + 3; // two levels below the first member under the other leader
    for (let round = 0; round < ROUNDS; round++) {
      for (const to of [target, 4]) {
        phase = 'during';
        const began = performance.now();
        const steps: Partial<Record<MoveStep, number>> = {};
        const result = await moveMember(
          db,
          cliActor(),
          { code: code(MOVED), parentCoCode: code(to) },
          { onStep: (name, took) => (steps[name] = Math.round(took)) },
        );
        const ms = performance.now() - began;
        phase = 'rewrite';
        const rewritten = await rewrite();
        phase = 'before';
        moves.push({ to: code(to), ms: +ms.toFixed(0), moved: result.moved, steps, ...rewritten });
        log(
          `moved ${result.moved} members ${result.from} → ${result.to} in ${ms.toFixed(0)} ms; ${rewritten.rewritten} seller paths rewritten after it in ${rewritten.rewriteMs} ms`,
        );
        const wrong = await rollupMismatches(db, [1, 2, 3, 4, 5, FIRST_OTHER, target, MOVED]);
        if (wrong.length) throw new Error(`rollups wrong after the move for members ${wrong.map((w) => w.id).join(', ')}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    phase = 'done';
    await Promise.all(readers);
    // Once more with no readers: the CPU the server spends on a move, whatever else the machine runs.
    for (const to of [target, 4]) {
      await db.execute(sql`CHECKPOINT`);
      const cpuBefore = await serverCpuTicks(db);
      const began = performance.now();
      const steps: Partial<Record<MoveStep, number>> = {};
      const result = await moveMember(
        db,
        cliActor(),
        { code: code(MOVED), parentCoCode: code(to) },
        { onStep: (name, took) => (steps[name] = Math.round(took)) },
      );
      const ms = performance.now() - began;
      const serverCpuS = cpuSecondsBetween(cpuBefore, await serverCpuTicks(db));
      const rewritten = await rewrite();
      moves.push({
        to: code(to),
        ms: +ms.toFixed(0),
        moved: result.moved,
        steps,
        ...rewritten,
        ...(serverCpuS === undefined ? {} : { serverCpuS }),
      });
      log(`(no readers) moved ${result.moved} members in ${ms.toFixed(0)} ms, server CPU ${serverCpuS ?? '?'} s`);
    }
    const policies = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM policies WHERE seller_path LIKE ${`%/${MOVED}/%`}`);
    const summary = {
      at: new Date().toISOString(),
      loadavg: (await import('node:os')).loadavg().map((l) => +l.toFixed(2)),
      members: TOTAL,
      subtree: SUBTREE,
      subtreePolicies: policies!.n,
      moves,
      readersBefore: stats(latencies.before),
      readersDuring: stats(latencies.during),
      readersDuringRewrite: stats(latencies.rewrite),
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await database.close();
    await stop();
  }
}

await main();
