/**
 * `npm run bench -w api`: latency (p50/p95/p99) and throughput of the sales list and summary, renewals,
 * statements, insights, payout queries and certification for members of the large dataset, over HTTP with a real emulator token, on PGlite and on PostgreSQL.
 *
 * Env: BENCH_DB (pglite,postgres; postgres alone above 2,000,000 policies), BENCH_MEMBERS (10000), BENCH_POLICIES (1000000), BENCH_DURATION_S (8),
 * BENCH_CONCURRENCY (8,32 — every scenario at each level), BENCH_SCENARIOS (comma-separated substrings of
 * scenario names; all by default), BENCH_CLIENT (wrk when `wrk` is on the PATH, else node),
 * DATABASE_URL (else a throwaway PostgreSQL 15 cluster on BENCH_PG_PORT, 5491), PGLITE_DIR (else .data/bench-pglite-<members>-<policies>),
 * BENCH_PG_POOL (10, the API's pg pool size), FIREBASE_AUTH_EMULATOR_HOST (else one is started on
 * BENCH_EMULATOR_PORT, 9191; the API runs with DEMO_SIGN_IN=true), BENCH_PORT (4191; 4190 is on fetch's blocked-port list), BENCH_TREE (six below
 * 50,000 members, else skewed: see dataset.ts), BENCH_MOVE (1: after the scenarios, move the member whose
 * subtree is closest to BENCH_MOVE_SIZE members, 10000, under another parent and back, with readers running;
 * the default when the move service exists and the engine is PostgreSQL; 0: never), BENCH_BIG_JOB_ROWS (50000:
 * after the scenarios, import that many policies for a member without a team and export them, polling
 * /healthz every 200 ms; 0: skip; see bigJobs.ts), BENCH_QUERIES (20000 payout queries added once; see queries.ts),
 * BENCH_EXAM_MEMBERS (50 members sitting the examination twice each) and BENCH_EXAM_CONCURRENCY (1,8; see
 * certification.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.js';
import { configFromEnv, repoRoot } from '../src/config.js';
import { fromPostgres, openDatabase, sql, type Database } from '../src/db/client.js';
import { memberTokens, operatorToken, type Emulator } from './accounts.js';
import { measureBigJobs, type BigJobsReport } from './bigJobs.js';
import { addCertificationHistory, measureExamSubmits } from './certification.js';
import {
  BENCH_TOP_EMAIL,
  STATEMENT_PDF,
  benchMembers,
  defaultTreeShape,
  generateDataset,
  type GenerationReport,
  type TreeShape,
} from './dataset.js';
import { addBenchQueries, agentWithQueries } from './queries.js';
import { portsFor } from '../../tooling/lib/ports.mjs';

const run = promisify(execFile);
const env = process.env;
const members = Number(env['BENCH_MEMBERS'] ?? 10_000);
const policies = Number(env['BENCH_POLICIES'] ?? 1_000_000);
const durationS = Math.max(1, Math.round(Number(env['BENCH_DURATION_S'] ?? 8)));
const concurrencies = (env['BENCH_CONCURRENCY'] ?? '8,32').split(',').map((s) => Number(s.trim()));
// Past PGlite's ceiling (see README.md) only PostgreSQL by default; BENCH_DB=pglite still runs it.
const PGLITE_DEFAULT_MAX_POLICIES = 2_000_000;
const engines = (env['BENCH_DB'] ?? (policies > PGLITE_DEFAULT_MAX_POLICIES ? 'postgres' : 'pglite,postgres'))
  .split(',')
  .map((s) => s.trim());
const scenarioFilter = env['BENCH_SCENARIOS']
  ?.split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const tree = (env['BENCH_TREE'] ?? defaultTreeShape(members)) as TreeShape;
if (tree !== 'six' && tree !== 'skewed') throw new Error('BENCH_TREE must be six or skewed');
const moveSize = Number(env['BENCH_MOVE_SIZE'] ?? 10_000);
const bigJobRows = Number(env['BENCH_BIG_JOB_ROWS'] ?? 50_000);
const benchQueries = Number(env['BENCH_QUERIES'] ?? 20_000);
const examMembers = Number(env['BENCH_EXAM_MEMBERS'] ?? 50);
const examConcurrencies = (env['BENCH_EXAM_CONCURRENCY'] ?? '1,8').split(',').map((s) => Number(s.trim()));
const EXAM_SUBMIT = 'exam submit, half pass';
const PASSWORD = 'Bench@12345';
const BENCH_NOW = new Date('2026-11-15T06:30:00Z');
const PORT = Number(env['BENCH_PORT'] ?? portsFor('apiBench').api);
const EMULATOR_PORT = Number(env['BENCH_EMULATOR_PORT'] ?? portsFor('apiBench').authEmulator);

async function hasWrk(): Promise<boolean> {
  try {
    await run('wrk', ['--version']);
    return true;
  } catch (error) {
    // `wrk --version` prints its usage and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
const client = env['BENCH_CLIENT'] ?? ((await hasWrk()) ? 'wrk' : 'node');
if (client !== 'wrk' && client !== 'node') throw new Error('BENCH_CLIENT must be wrk or node');

let stopEmulator: (() => Promise<void>) | undefined;
if (!env['FIREBASE_AUTH_EMULATOR_HOST']) {
  // A plain .mjs helper (no types).
  const { startAuthEmulator } = (await import('../../tooling/lib/authEmulator.mjs')) as {
    startAuthEmulator: (o: object) => Promise<{ stop: () => Promise<void> }>;
  };
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, quiet: true });
  env['FIREBASE_AUTH_EMULATOR_HOST'] = `127.0.0.1:${EMULATOR_PORT}`;
  stopEmulator = emulator.stop;
}
const emulatorHost = env['FIREBASE_AUTH_EMULATOR_HOST']!;
// The bench signs in through the emulator: its API runs with demo sign-in.
env['DEMO_SIGN_IN'] = 'true';

interface Measurement {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
interface Result extends Measurement {
  engine: string;
  scenario: string;
  concurrency: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Closed-loop load from Node's fetch. On a 2-core machine it competes with the API for CPU. */
async function loadWithFetch(url: string, token: string, concurrency: number, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => round1(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
  return { requests: latencies.length, rps: round1(latencies.length / elapsed), p50: q(0.5), p95: q(0.95), p99: q(0.99), errors };
}

const wrkDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const wrkScript = path.join(wrkDir, 'report.lua');
writeFileSync(
  wrkScript,
  `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_JSON {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
`,
);

/** Closed-loop load from wrk (C, one event loop per thread): far less client CPU than fetch. */
async function loadWithWrk(url: string, token: string, concurrency: number, seconds: number): Promise<Measurement> {
  const threads = Math.min(2, concurrency);
  const { stdout } = await run('wrk', [
    `-t${threads}`,
    `-c${concurrency}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    wrkScript,
    '-H',
    `Authorization: Bearer ${token}`,
    url,
  ]);
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`Unexpected wrk output:\n${stdout}`);
  const r = JSON.parse(line.slice('BENCH_JSON '.length)) as {
    requests: number;
    durationUs: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  };
  return {
    requests: r.requests,
    rps: round1(r.requests / (r.durationUs / 1e6)),
    p50: round1(r.p50 / 1000),
    p95: round1(r.p95 / 1000),
    p99: round1(r.p99 / 1000),
    errors: r.errors,
  };
}

async function load(url: string, token: string, concurrency: number): Promise<Measurement> {
  // Warm-up: one request checked by hand, then a short run at the same concurrency (pool connections, JIT).
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`${url} answered ${first.status}: ${await first.text()}`);
  await first.arrayBuffer();
  const measure = client === 'wrk' ? loadWithWrk : loadWithFetch;
  await measure(url, token, concurrency, Math.min(2, Math.max(1, Math.round(durationS / 4))));
  return measure(url, token, concurrency, durationS);
}

/**
 * The scenarios, for the top member (the whole tree), the level-3 member with the largest subtree and an
 * agent without a team; the back office's as the bench's operator.
 */
function scenariosFor(level3: string, agent: string): { name: string; url: string; as?: 'operator' }[] {
  const all: { name: string; url: string; as?: 'operator' }[] = [
    { name: 'sales page 1, no filters', url: '/sales/sales/BM000001' },
    { name: 'sales page 1, types+dates', url: '/sales/sales/BM000001?policyTypes=motor,health&fromDate=2026-01-01&toDate=2026-06-30' },
    { name: 'sales page 1, client name', url: '/sales/sales/BM000001?clientName=sharma' },
    { name: 'summary, no filters', url: '/sales/summary/BM000001' },
    { name: 'summary, types+dates', url: '/sales/summary/BM000001?policyTypes=motor,health&fromDate=2026-01-01&toDate=2026-06-30' },
    { name: 'sales page 1, level-2 member', url: '/sales/sales/BM000002' },
    { name: 'sales page 1, level-3 member', url: `/sales/sales/${level3}` },
    { name: 'summary, level-3 member', url: `/sales/summary/${level3}` },
    { name: 'insights, top member', url: '/sales/insights/BM000001' },
    { name: 'insights, level-3 member', url: `/sales/insights/${level3}` },
    { name: 'renewals, 30 days, top member', url: '/sales/renewals/BM000001?within=30' },
    { name: 'renewals, 30 days, level-3 member', url: `/sales/renewals/${level3}?within=30` },
    { name: 'monthly statement, top member', url: '/payouts/statements/BM000001?month=2026-10' },
    { name: 'monthly statement, level-3 member', url: `/payouts/statements/${level3}?month=2026-10` },
    { name: `statement PDF ${STATEMENT_PDF.lines} lines`, url: `/payouts/statements/${STATEMENT_PDF.coCode}/${STATEMENT_PDF.month}.pdf` },
    { name: 'queries list, top member', url: '/payouts/queries/BM000001' },
    { name: 'queries list, level-3 member', url: `/payouts/queries/${level3}` },
    { name: 'queries list, level-3, open only', url: `/payouts/queries/${level3}?status=open` },
    { name: 'queries list, an agent', url: `/payouts/queries/${agent}` },
    { name: 'queries list, back office', url: '/admin/queries', as: 'operator' },
    { name: 'queries list, back office, overdue', url: '/admin/queries?overdue=true', as: 'operator' },
    { name: 'certificate PDF, English', url: '/certification/certificate.pdf?language=en' },
    { name: 'certificate PDF, Hindi', url: '/certification/certificate.pdf?language=hi' },
  ];
  return scenarioFilter ? all.filter((s) => scenarioFilter.some((f) => s.name.toLowerCase().includes(f))) : all;
}

type MoveMember = (
  db: Database['db'],
  actor: { uid: string; email: string },
  move: { code: string; parentCoCode: string },
  options?: { onStep?: (step: string, ms: number) => void },
) => Promise<unknown>;

/** A service's export, when this checkout has it (the bench also runs older checkouts for comparison). */
async function loadOptional<T>(specifier: string, name: string): Promise<T | undefined> {
  try {
    return ((await import(specifier)) as Record<string, T | undefined>)[name];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** The move service (api/src/modules/admin/members/move.ts). */
const loadMoveMember = () => loadOptional<MoveMember>('../src/modules/admin/members/move.js', 'moveMember');

interface Sample {
  start: number;
  end: number;
  ok: boolean;
}

const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? round1(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!) : NaN;
};

function latencies(samples: Sample[]) {
  const ms = samples.map((s) => s.end - s.start);
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    max: round1(Math.max(...ms)),
  };
}

type RewriteSellerPaths = (db: Database['db']) => Promise<{ rewritten: number; done: boolean }>;

/** The seller-path rewrite that follows a move (api/src/services/sellerPaths.ts). */
const loadRewrite = () => loadOptional<RewriteSellerPaths>('../src/services/sellerPaths.js', 'rewriteSellerPaths');

/**
 * Moves the member whose subtree is closest to `moveSize` members under another parent and back, while
 * readers (Node fetch, 4 at a time) load the top member's first sales page and the two parents' summaries:
 * how long each move takes, how long the policies' seller-path rewrite after it takes (in batches, readers
 * seeing the moved network meanwhile), and the readers' latencies before, during the moves and during the
 * rewrites.
 */
async function measureMove(database: Database, moveMember: MoveMember, token: string) {
  const rewrite = await loadRewrite();
  const rewritePaths = async () => {
    const began = performance.now();
    const done = rewrite ? await rewrite(database.db) : { rewritten: 0 };
    return { seconds: Math.round(performance.now() - began) / 1000, policies: done.rewritten };
  };
  const { move } = await benchMembers(database.db, moveSize);
  if (!move) throw new Error('No member to move');
  console.log(
    `[move] ${move.coCode}: ${move.size} members, ${move.policies} policies, from under ${move.parentCoCode} to under ${move.newParentCoCode}`,
  );
  const rollupCount = async (coCode: string) =>
    Number(
      (
        (await database.db.execute(
          sql`SELECT COALESCE(sum(r.policy_count), 0)::int AS n FROM sales_rollup r JOIN members m ON m.id = r.member_id WHERE m.co_code = ${coCode}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  const before = { oldParent: await rollupCount(move.parentCoCode), newParent: await rollupCount(move.newParentCoCode) };
  const urls = ['/sales/sales/BM000001', `/sales/summary/${move.parentCoCode}`, `/sales/summary/${move.newParentCoCode}`];
  const samples: Sample[] = [];
  let reading = true;
  const readers = Array.from({ length: 4 }, async (_, i) => {
    for (let k = i; reading; k++) {
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}${urls[k % urls.length]}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      samples.push({ start, end: performance.now(), ok: res.ok });
    }
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const actor = { uid: 'bench', email: 'bench-operator@agentportal.in' };
  let t0 = 0;
  let t1!: number;
  let t2!: number;
  let t3!: number;
  let r1 = { from: 0, to: 0, seconds: 0, policies: 0 };
  let r2!: typeof r1;
  let after!: typeof before;
  // Where the first move's time goes (the service's own steps, in ms).
  const steps: Record<string, number> = {};
  try {
    await pause(4000);
    t0 = performance.now();
    await moveMember(
      database.db,
      actor,
      { code: move.coCode, parentCoCode: move.newParentCoCode },
      { onStep: (step, ms) => (steps[step] = Math.round(ms)) },
    );
    t1 = performance.now();
    after = { oldParent: await rollupCount(move.parentCoCode), newParent: await rollupCount(move.newParentCoCode) };
    r1 = { from: performance.now(), ...(await rewritePaths()), to: performance.now() };
    await pause(2000);
    t2 = performance.now();
    await moveMember(database.db, actor, { code: move.coCode, parentCoCode: move.parentCoCode });
    t3 = performance.now();
    r2 = { from: performance.now(), ...(await rewritePaths()), to: performance.now() };
    await pause(1000);
  } finally {
    reading = false;
    await Promise.allSettled(readers);
  }
  const during = (a: number, b: number) => samples.filter((s) => s.start < b && s.end > a);
  const result = {
    ...move,
    moveSeconds: Math.round(t1 - t0) / 1000,
    moveBackSeconds: Math.round(t3 - t2) / 1000,
    moveStepsMs: steps,
    // After each move, its policies' seller paths (in batches; readers already see the moved network).
    rewriteSeconds: r1.seconds,
    rewriteBackSeconds: r2.seconds,
    rewrittenPolicies: r1.policies,
    // The moved subtree's policies leave the old parent's totals and join the new parent's.
    rollupsMoved: before.oldParent - after.oldParent === move.policies && after.newParent - before.newParent === move.policies,
    rollupsRestored:
      (await rollupCount(move.parentCoCode)) === before.oldParent && (await rollupCount(move.newParentCoCode)) === before.newParent,
    readersBefore: latencies(samples.filter((s) => s.end <= t0)),
    readersDuringMove: latencies(during(t0, t1)),
    readersDuringMoveBack: latencies(during(t2, t3)),
    readersDuringRewrite: latencies(during(r1.from, r1.to)),
  };
  console.log(`[move]`, result);
  return result;
}

const results: Result[] = [];
const generation: Record<
  string,
  GenerationReport & { members: Awaited<ReturnType<typeof benchMembers>>; sizesGiB?: Record<string, number> }
> = {};
const moves: Record<string, Awaited<ReturnType<typeof measureMove>> | string> = {};
const bigJobs: Record<string, BigJobsReport | string> = {};
const examFailures: Record<string, string> = {};
const loadBefore = os.loadavg();
const moveMember = env['BENCH_MOVE'] === '0' ? undefined : await loadMoveMember();
try {
  for (const engine of engines) {
    let database: Database;
    let stopPg: (() => Promise<void>) | undefined;
    if (engine === 'postgres') {
      let url = env['DATABASE_URL'];
      if (!url) {
        const { startPostgresCluster } = await import('../../tooling/lib/postgres.mjs');
        const server = await startPostgresCluster({ port: Number(env['BENCH_PG_PORT'] ?? portsFor('apiBench').postgres) });
        stopPg = server.stop;
        url = server.adminUrl;
      }
      database = fromPostgres(url, Number(env['BENCH_PG_POOL'] ?? 10));
    } else {
      database = await openDatabase({
        pgliteDir: env['PGLITE_DIR'] ?? path.join(repoRoot, '.data', `bench-pglite-${members}-${policies}`),
      });
    }
    try {
      await database.migrate();
      const log = (m: string) => console.log(`[${engine}] ${m}`);
      const report = await generateDataset(database, { members, policies, tree, log });
      await addCertificationHistory(database, log);
      await addBenchQueries(database, benchQueries, log);
      const chosen = await benchMembers(database.db, moveSize);
      const agent = await agentWithQueries(database);
      generation[engine] = { ...report, members: chosen };
      console.log(`[${engine}] level-3 member ${chosen.level3.coCode} (${chosen.level3.size} members in its subtree)`);
      const sizes = (
        (await database.db.execute(
          sql`SELECT 'database' AS name, pg_database_size(current_database())::float8 / 2^30 AS gib
              UNION ALL SELECT c.relname, pg_total_relation_size(c.oid)::float8 / 2^30 FROM pg_class c
              WHERE c.relname IN ('members', 'policies', 'payout_entries', 'sales_rollup', 'insurer_rollup', 'renewal_rollup')`,
        )) as unknown as { rows: { name: string; gib: number }[] }
      ).rows.map((r) => ({ name: r.name, gib: Math.round(r.gib * 100) / 100 }));
      generation[engine].sizesGiB = Object.fromEntries(sizes.map((r) => [r.name, r.gib]));
      console.log(`[${engine}] size on disk (GiB, with indexes): ${sizes.map((r) => `${r.name} ${r.gib}`).join(', ')}`);
      const fromEnv = configFromEnv({ ...env, NODE_ENV: 'development' });
      const config = {
        ...fromEnv,
        logLevel: 'silent',
        publicRateLimit: { max: 1e9, timeWindowMs: 60_000 },
        certification: { ...fromEnv.certification, attemptsPerDay: 1e9 },
        // "Today" inside the dataset's dates (risk starts up to 2026-11-01), whenever the bench runs.
        now: () => BENCH_NOW,
      };
      const emulator: Emulator = { projectId: config.firebaseProjectId, emulatorHost, password: PASSWORD };
      const [token] = await memberTokens(database, emulator, [BENCH_TOP_EMAIL]);
      const tokens = { member: token!, operator: await operatorToken(database, emulator) };
      const app = await buildApp({ database, config, logger: false });
      await app.listen({ port: PORT, host: '127.0.0.1' });
      try {
        for (const concurrency of concurrencies) {
          for (const s of scenariosFor(chosen.level3.coCode, agent)) {
            const r = await load(`http://127.0.0.1:${PORT}${s.url}`, tokens[s.as ?? 'member'], concurrency);
            results.push({ engine, scenario: s.name, concurrency, ...r });
            console.log(
              `[${engine}] c=${String(concurrency).padEnd(3)} ${s.name.padEnd(30)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  (${r.requests} requests, ${r.errors} errors)`,
            );
          }
        }
        const base = `http://127.0.0.1:${PORT}`;
        if (!scenarioFilter || scenarioFilter.some((f) => EXAM_SUBMIT.includes(f))) {
          for (const concurrency of examConcurrencies) {
            // A failed run is a result too: the other scenarios' figures are kept.
            const r = await measureExamSubmits(database, { ...emulator, base, members: examMembers, concurrency }).catch(
              (error: unknown) => `failed: ${String(error)}`,
            );
            if (typeof r === 'string') {
              examFailures[`${engine} c=${concurrency}`] = r;
              console.log(`[${engine}] c=${String(concurrency).padEnd(3)} ${EXAM_SUBMIT}: ${r}`);
              continue;
            }
            results.push({
              engine,
              scenario: EXAM_SUBMIT,
              concurrency,
              requests: r.submits,
              rps: NaN,
              p50: r.p50,
              p95: r.p95,
              p99: r.p99,
              errors: r.errors,
            });
            console.log(
              `[${engine}] c=${String(concurrency).padEnd(3)} ${EXAM_SUBMIT}: p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  (${r.submits} submits, ${r.passed} passed, ${r.errors} errors)`,
            );
          }
        }
        if (bigJobRows > 0) {
          bigJobs[engine] = await measureBigJobs(database, {
            base,
            memberToken: tokens.member,
            operatorToken: tokens.operator,
            rows: bigJobRows,
          }).catch((error: unknown) => `failed: ${String(error)}`);
          console.log(`[${engine}] big jobs:`, bigJobs[engine]);
        }
        const wantMove = env['BENCH_MOVE'] === '1' || (env['BENCH_MOVE'] === undefined && engine === 'postgres');
        if (wantMove && moveMember) {
          // A failed move is a result too: the scenarios' figures are kept.
          moves[engine] = await measureMove(database, moveMember, tokens.member).catch((error: unknown) => `failed: ${String(error)}`);
        } else if (wantMove) moves[engine] = 'not measured: api/src/modules/admin/members/move.ts (moveMember) is not in this checkout';
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await stopPg?.();
    }
  }
} finally {
  await stopEmulator?.();
  rmSync(wrkDir, { recursive: true, force: true });
}

const loadAfter = os.loadavg();
const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(
  `\n${members} members, ${policies} policies (${tree} tree), ${durationS} s per scenario, client ${client}, load average ${loads(loadBefore)} before, ${loads(loadAfter)} after, ${os.cpus().length} CPUs`,
);
console.table(
  results.map(({ engine, scenario, concurrency, p50, p95, p99, rps, errors }) => ({
    engine,
    scenario,
    c: concurrency,
    p50,
    p95,
    p99,
    'req/s': rps,
    errors,
  })),
);
for (const [engine, move] of Object.entries(moves)) console.log(`[${engine}] move:`, move);
for (const [engine, jobs] of Object.entries(bigJobs)) console.log(`[${engine}] big jobs (worst /healthz delay while they ran):`, jobs);
const outDir = path.join(repoRoot, '.data', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, `results-${members}-${policies}.json`),
  JSON.stringify(
    {
      members,
      policies,
      tree,
      concurrencies,
      durationS,
      client,
      loadAverage: { before: loadBefore, after: loadAfter },
      generation,
      moves,
      bigJobs,
      examFailures,
      results,
    },
    null,
    2,
  ),
);
