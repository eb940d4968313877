/**
 * Certification at the bench's size: the demo's training modules and questions, and a history for every
 * generated member (training done, a failed and a passed sitting and a certificate for four in five; the
 * fifth at the exam stage), added once. Then an examination sitting's submit over HTTP: members at the
 * exam stage each start a sitting (untimed) and submit it (timed), a failing one then a passing one, so half
 * the submits issue a certificate.
 */
import type { Database } from '../src/db/client.js';
import { one, rows, sql } from '../src/db/client.js';
import { seedDemoContent } from '../src/modules/certification/demo.js';
import { memberTokens, type Emulator } from './accounts.js';

export async function addCertificationHistory(database: Database, log: (m: string) => void): Promise<void> {
  const { db } = database;
  await seedDemoContent(db);
  const members = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM members`))!.n;
  const history = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM exam_attempts`))!.n;
  if (history >= members) return;
  const started = Date.now();
  await db.execute(sql`INSERT INTO training_progress (member_id, module_id, credited_ms)
    SELECT m.id, t.id, t.minimum_minutes * 60000 FROM members m CROSS JOIN training_modules t ON CONFLICT DO NOTHING`);
  await db.execute(sql`UPDATE members SET training_seconds = 54000, training_done_at = now() - interval '400 days',
    certification_stage = CASE WHEN id % 5 = 0 THEN 'exam' ELSE 'certified' END`);
  const ids = (await rows<{ id: number }>(db, sql`SELECT id FROM exam_questions ORDER BY id LIMIT 20`)).map((q) => q.id);
  const drawn = sql.raw(`ARRAY[${ids.join(',')}]::int[]`);
  const answers = JSON.stringify(Object.fromEntries(ids.map((id) => [String(id), 0])));
  for (const [outcome, score, days] of [
    ['failed', 8, 420],
    ['passed', 16, 410],
  ] as const) {
    await db.execute(sql`INSERT INTO exam_attempts (member_id, question_ids, started_at, deadline, submitted_at, answers, score, outcome)
      SELECT id, ${drawn}, now() - ${days} * interval '1 day', now() - ${days} * interval '1 day' + interval '30 minutes',
        now() - ${days} * interval '1 day' + interval '20 minutes', ${answers}::jsonb, ${score}, ${outcome}
      FROM members WHERE ${outcome === 'failed'} OR id % 5 <> 0`);
  }
  await db.execute(sql`INSERT INTO certificates (number, member_id, issued_on, issued_at)
    SELECT 'POSP-2025-' || lpad(id::text, 8, '0'), id, (now() - interval '410 days')::date, now() - interval '410 days'
    FROM members WHERE id % 5 <> 0 ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
  log(`certification history added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export interface ExamSubmitReport {
  submits: number;
  passed: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const quantile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;

/**
 * `sittings` members at the exam stage (generated, never certified by an earlier run: a pass certifies
 * them), `concurrency` of them at a time, each submitting a failing sitting and then a passing one.
 */
export async function measureExamSubmits(
  database: Database,
  options: Emulator & { base: string; members: number; concurrency: number },
): Promise<ExamSubmitReport> {
  const { db } = database;
  const candidates = await rows<{ email: string }>(
    db,
    sql`SELECT email FROM members WHERE certification_stage = 'exam' ORDER BY id LIMIT ${options.members}`,
  );
  if (candidates.length < options.members) throw new Error(`only ${candidates.length} members left at the exam stage`);
  const tokens = await memberTokens(
    database,
    options,
    candidates.map((c) => c.email),
  );
  const key = new Map(
    (await rows<{ id: number; correct: number }>(db, sql`SELECT id, correct_option AS correct FROM exam_questions`)).map((q) => [
      q.id,
      q.correct,
    ]),
  );
  const post = async (token: string, path: string, body: unknown) => {
    const res = await fetch(`${options.base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ms: number[] = [];
  let errors = 0;
  let passed = 0;
  const queue = [...tokens];
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) {
        for (const pass of [false, true]) {
          const sitting = await post(token, '/certification/exam/attempts', {});
          if (!sitting.ok) throw new Error(`starting a sitting answered ${sitting.status}: ${JSON.stringify(sitting.body)}`);
          const { attempt, questions } = sitting.body as { attempt: { id: number }; questions: { id: number }[] };
          const answers = questions.map((q) => ({ questionId: q.id, option: pass ? key.get(q.id)! : (key.get(q.id)! + 1) % 2 }));
          const t0 = performance.now();
          const result = await post(token, `/certification/exam/attempts/${attempt.id}/submit`, { answers });
          ms.push(performance.now() - t0);
          if (!result.ok) errors++;
          else if (result.body['passed']) passed++;
        }
      }
    }),
  );
  ms.sort((a, b) => a - b);
  return {
    submits: ms.length,
    passed,
    concurrency: options.concurrency,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    p99: quantile(ms, 0.99),
    errors,
  };
}
