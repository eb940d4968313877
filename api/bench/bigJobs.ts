/**
 * Big jobs beside the readers: a policy import of BENCH_BIG_JOB_ROWS rows (50,000) for a member without a
 * team, then the CSV export of that member's sales, each with `/healthz` polled every 200 ms. Reports how
 * long each took and the worst delay of a poll (from when it was due), i.e. how long the API stopped answering.
 */
import type { Database } from '../src/db/client.js';
import { one, sql } from '../src/db/client.js';
import { exportLines, importAndWait, policyFile, pollHealth } from '../test/helpers/bigJobs.js';

export interface BigJobsReport {
  rows: number;
  seller: string;
  importStatus: string;
  importSeconds: number;
  importPolls: number;
  importWorstHealthMs: number;
  exportLines: number;
  exportSeconds: number;
  exportPolls: number;
  exportWorstHealthMs: number;
}

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;
const worst = (delays: number[]) => Math.round(Math.max(0, ...delays));

export async function measureBigJobs(
  database: Database,
  options: { base: string; memberToken: string; operatorToken: string; rows: number },
): Promise<BigJobsReport> {
  const operator = { authorization: `Bearer ${options.operatorToken}` };
  const member = { authorization: `Bearer ${options.memberToken}` };
  const leaf = await one<{ coCode: string }>(
    database.db,
    sql`SELECT co_code AS "coCode" FROM members m WHERE NOT EXISTS (SELECT 1 FROM members c WHERE c.parent_id = m.id) ORDER BY id LIMIT 1`,
  );
  const seller = leaf!.coCode;
  // An import credits only a certified seller: the bench's members are generated without certificates.
  await database.db.execute(
    sql`INSERT INTO certificates (number, member_id, issued_on)
        SELECT 'POSP-2000-' || lpad(id::text, 8, '0'), id, DATE '2000-01-03' FROM members
        WHERE co_code = ${seller} AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.member_id = members.id AND c.revoked_at IS NULL)`,
  );
  await database.db.execute(sql`UPDATE members SET certification_stage = 'certified' WHERE co_code = ${seller}`);
  // New policy numbers on every run, so a kept PGlite folder imports them again rather than finding duplicates.
  const csv = policyFile(options.rows, seller, `BIG${Date.now().toString(36)}`);

  let polls = pollHealth(options.base);
  let started = performance.now();
  const importStatus = await importAndWait(options.base, operator, csv).finally(() => polls.stop());
  const importSeconds = seconds(started);
  const importDelays = await polls.stop();

  polls = pollHealth(options.base);
  started = performance.now();
  const lines = await exportLines(options.base, member, seller).finally(() => polls.stop());
  const exportSeconds = seconds(started);
  const exportDelays = await polls.stop();

  return {
    rows: options.rows,
    seller,
    importStatus,
    importSeconds,
    importPolls: importDelays.length,
    importWorstHealthMs: worst(importDelays),
    exportLines: lines,
    exportSeconds,
    exportPolls: exportDelays.length,
    exportWorstHealthMs: worst(exportDelays),
  };
}
