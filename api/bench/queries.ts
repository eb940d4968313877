/**
 * The payout queries lists at the bench's size: `npx tsx bench/queries.ts` in api/ (BENCH_MEMBERS, default
 * 100,000; BENCH_POLICIES, default 100,000; BENCH_QUERIES, default 20,000; PGLITE_DIR or DATABASE_URL).
 * Adds queries of random members (raised over the last 120 days, every status, one message each) once, then
 * times the lists' database reads (the member's newest-first page for the top member, the largest level-3
 * subtree and one agent; the back office's overdue-first page) and prints p50/p95 in milliseconds.
 */
import os from 'node:os';
import path from 'node:path';
import { indiaDate } from '../src/clock.js';
import { one, openDatabase, sql } from '../src/db/client.js';
import { memberQueries, operatorQueries } from '../src/modules/queries/service.js';
import { memberByCode } from '../src/services/members.js';
import { benchMembers, generateDataset } from './dataset.js';

const members = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const policies = Number(process.env['BENCH_POLICIES'] ?? 100_000);
const queries = Number(process.env['BENCH_QUERIES'] ?? 20_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 200);
const database = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'],
  pgliteDir: process.env['PGLITE_DIR'] ?? path.join(os.tmpdir(), 'bench-queries-pglite'),
});
try {
  await database.migrate();
  const { db } = database;
  await generateDataset(database, { members, policies, log: (m) => console.log(`[${database.kind}] ${m}`) });
  const present = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payout_queries`))!.n;
  if (present < queries) {
    const started = Date.now();
    await db.execute(sql`INSERT INTO payout_queries (number, member_id, type, subject_kind, status, raised_at, due_on,
        decided_at, decided_on, decided_by, decision_reason)
      SELECT 'QB-' || g, 1 + (g * 7919) % ${members}, 'other', 'none', s.status, r.raised, (r.raised AT TIME ZONE 'Asia/Kolkata')::date + 14,
        CASE WHEN s.status = 'rejected' THEN r.raised + interval '3 days' END,
        CASE WHEN s.status = 'rejected' THEN (r.raised AT TIME ZONE 'Asia/Kolkata')::date + 3 END,
        CASE WHEN s.status = 'rejected' THEN 'bench' END, CASE WHEN s.status = 'rejected' THEN 'bench' END
      FROM generate_series(${present + 1}::int, ${queries}::int) g
        CROSS JOIN LATERAL (SELECT now() - ((g * 104729) % (120 * 24 * 60)) * interval '1 minute' AS raised) r
        CROSS JOIN LATERAL (SELECT (ARRAY['open', 'in_review', 'rejected', 'open'])[1 + g % 4] AS status) s`);
    await db.execute(sql`INSERT INTO payout_query_messages (query_id, author, member_id, text, at)
      SELECT q.id, 'member', q.member_id, 'Bench query', q.raised_at FROM payout_queries q
      WHERE NOT EXISTS (SELECT 1 FROM payout_query_messages x WHERE x.query_id = q.id)`);
    await db.execute(sql`ANALYZE`);
    console.log(`[${database.kind}] ${queries - present} queries added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const today = indiaDate(new Date());
  const { level3 } = await benchMembers(db, 1000);
  const top = (await memberByCode(db, 'BM000001'))!;
  const mid = (await memberByCode(db, level3.coCode))!;
  const agent = (await one<{ coCode: string }>(
    db,
    sql`SELECT m.co_code AS "coCode" FROM payout_queries q JOIN members m ON m.id = q.member_id
        WHERE NOT EXISTS (SELECT 1 FROM members c WHERE c.parent_id = m.id) ORDER BY q.id LIMIT 1`,
  ))!;
  const leaf = (await memberByCode(db, agent.coCode))!;
  const scenarios: [string, () => Promise<unknown>][] = [
    ['member list, top (whole tree)', () => memberQueries(db, top, { limit: 20 }, today)],
    [`member list, level 3 (${level3.size} members)`, () => memberQueries(db, mid, { limit: 20 }, today)],
    ['member list, level 3, open only', () => memberQueries(db, mid, { status: 'open', limit: 20 }, today)],
    ['member list, an agent (own)', () => memberQueries(db, leaf, { limit: 20 }, today)],
    ['member list, top, member filter', () => memberQueries(db, top, { memberId: leaf.id, limit: 20 }, today)],
    ['back office, overdue first', () => operatorQueries(db, { limit: 50 }, today)],
    ['back office, overdue only', () => operatorQueries(db, { overdue: true, limit: 50 }, today)],
  ];
  for (const [name, read] of scenarios) {
    for (let i = 0; i < 10; i++) await read();
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await read();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
    console.log(`[${database.kind}] ${name.padEnd(40)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms`);
  }
} finally {
  await database.close();
}
