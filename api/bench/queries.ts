/**
 * Payout queries at the bench's size: BENCH_QUERIES queries (20,000) of members spread over the network,
 * raised over the last 120 days in every status, one message each, added once. The run's scenarios then read
 * the members' lists and the back office's.
 */
import type { Database } from '../src/db/client.js';
import { one, sql } from '../src/db/client.js';

export async function addBenchQueries(database: Database, queries: number, log: (m: string) => void): Promise<void> {
  const { db } = database;
  const present = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payout_queries`))!.n;
  if (present >= queries) return;
  const members = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM members`))!.n;
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
  log(`${queries - present} queries added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** An agent (no team) with queries of their own. */
export async function agentWithQueries(database: Database): Promise<string> {
  return (await one<{ coCode: string }>(
    database.db,
    sql`SELECT m.co_code AS "coCode" FROM payout_queries q JOIN members m ON m.id = q.member_id
        WHERE NOT EXISTS (SELECT 1 FROM members c WHERE c.parent_id = m.id) ORDER BY q.id LIMIT 1`,
  ))!.coCode;
}
