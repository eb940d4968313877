/**
 * `npm run bench -w api`: latency (p50/p95/p99) and throughput of the sales list and summary for the top
 * member of the large dataset, over HTTP with a real emulator token, on PGlite and on PostgreSQL.
 *
 * Env: BENCH_DB (pglite,postgres), BENCH_MEMBERS (10000), BENCH_POLICIES (1000000), BENCH_DURATION_S (8),
 * BENCH_CONCURRENCY (8), DATABASE_URL (else a throwaway PostgreSQL 15 cluster on port 5499),
 * PGLITE_DIR (else .data/bench-pglite-<members>-<policies>), FIREBASE_AUTH_EMULATOR_HOST (else one is started on 9199),
 * BENCH_PORT (4191; 4190 is on fetch's blocked-port list).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { configFromEnv, repoRoot } from '../src/config.js';
import { fromPostgres, openDatabase, sql, type Database } from '../src/db/client.js';
import { createFirebase, firebaseErrorCode } from '../src/services/firebase.js';
import { BENCH_TOP_EMAIL, generateDataset } from './dataset.js';

const env = process.env;
const members = Number(env['BENCH_MEMBERS'] ?? 10_000);
const policies = Number(env['BENCH_POLICIES'] ?? 1_000_000);
const durationMs = Number(env['BENCH_DURATION_S'] ?? 8) * 1000;
const concurrency = Number(env['BENCH_CONCURRENCY'] ?? 8);
const engines = (env['BENCH_DB'] ?? 'pglite,postgres').split(',').map((s) => s.trim());
const PASSWORD = 'Bench@12345';
const PORT = Number(env['BENCH_PORT'] ?? 4191);

let stopEmulator: (() => Promise<void>) | undefined;
if (!env['FIREBASE_AUTH_EMULATOR_HOST']) {
  // A plain .mjs helper (no types).
  const { startAuthEmulator } = (await import('../../scripts/lib/authEmulator.mjs')) as { startAuthEmulator: (o: object) => Promise<{ stop: () => Promise<void> }> };
  const emulator = await startAuthEmulator({ port: 9199, quiet: true });
  env['FIREBASE_AUTH_EMULATOR_HOST'] = '127.0.0.1:9199';
  stopEmulator = emulator.stop;
}
const emulatorHost = env['FIREBASE_AUTH_EMULATOR_HOST']!;

async function tokenForTop(database: Database, projectId: string): Promise<string> {
  const firebase = createFirebase(projectId);
  try {
    let uid: string;
    try {
      uid = (await firebase.auth.getUserByEmail(BENCH_TOP_EMAIL)).uid;
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
      uid = (await firebase.auth.createUser({ email: BENCH_TOP_EMAIL, password: PASSWORD, displayName: 'Bench Top' })).uid;
    }
    await database.db.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE email = ${BENCH_TOP_EMAIL}`);
  } finally {
    await firebase.close();
  }
  const r = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BENCH_TOP_EMAIL, password: PASSWORD, returnSecureToken: true }),
  });
  return ((await r.json()) as { idToken: string }).idToken;
}

interface Result {
  engine: string;
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function load(url: string, token: string): Promise<Omit<Result, 'engine' | 'scenario'>> {
  const latencies: number[] = [];
  let errors = 0;
  // Warm-up.
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  const end = Date.now() + durationMs;
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
  const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;
  return { requests: latencies.length, rps: Math.round((latencies.length / elapsed) * 10) / 10, p50: q(0.5), p95: q(0.95), p99: q(0.99), errors };
}

const scenarios = [
  { name: 'sales page 1, no filters', url: '/sales/sales/BM000001' },
  { name: 'sales page 1, types+dates', url: '/sales/sales/BM000001?policyTypes=motor,health&fromDate=2026-01-01&toDate=2026-06-30' },
  { name: 'sales page 1, client name', url: '/sales/sales/BM000001?clientName=sharma' },
  { name: 'summary, no filters', url: '/sales/summary/BM000001' },
  { name: 'summary, types+dates', url: '/sales/summary/BM000001?policyTypes=motor,health&fromDate=2026-01-01&toDate=2026-06-30' },
  { name: 'sales page 1, level-2 member', url: '/sales/sales/BM000002' },
];

const results: Result[] = [];
for (const engine of engines) {
  let database: Database;
  let stopPg: (() => Promise<void>) | undefined;
  if (engine === 'postgres') {
    let url = env['DATABASE_URL'];
    if (!url) {
      const { startPostgres } = await import('../test/helpers/services.js');
      const server = await startPostgres();
      stopPg = server.stop;
      url = server.adminUrl;
    }
    database = fromPostgres(url, 10);
  } else {
    database = await openDatabase({ pgliteDir: env['PGLITE_DIR'] ?? path.join(repoRoot, '.data', `bench-pglite-${members}-${policies}`) });
  }
  try {
    await database.migrate();
    await generateDataset(database.db, { members, policies, log: (m) => console.log(`[${engine}] ${m}`) });
    const config = { ...configFromEnv({ ...env, NODE_ENV: 'development' }), logLevel: 'silent', publicRateLimit: { max: 1e9, timeWindowMs: 60_000 } };
    const token = await tokenForTop(database, config.firebaseProjectId);
    const app = await buildApp({ database, config, logger: false });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    try {
      for (const s of scenarios) {
        const r = await load(`http://127.0.0.1:${PORT}${s.url}`, token);
        results.push({ engine, scenario: s.name, ...r });
        console.log(`[${engine}] ${s.name.padEnd(30)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  (${r.requests} requests, ${r.errors} errors)`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await stopPg?.();
  }
}
await stopEmulator?.();

console.log(`\n${members} members, ${policies} policies, concurrency ${concurrency}, ${durationMs / 1000} s per scenario`);
console.table(results.map(({ engine, scenario, p50, p95, p99, rps, errors }) => ({ engine, scenario, p50, p95, p99, 'req/s': rps, errors })));
const outDir = path.join(repoRoot, '.data', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, `results-${members}-${policies}.json`), JSON.stringify({ members, policies, concurrency, durationMs, results }, null, 2));
