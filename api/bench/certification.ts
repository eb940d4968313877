/**
 * Certification at the bench's size: `npx tsx bench/certification.ts` in api/ (BENCH_MEMBERS, default
 * 100,000; BENCH_POLICIES, default 100,000; BENCH_RUNS, default 200; PGLITE_DIR or DATABASE_URL). Adds once
 * the demo's modules and questions, a history for every member (training progress, two sittings, a
 * certificate for most), then times an examination sitting's submit (the service in one transaction: the
 * sitting locked, the answers checked and stored, a pass issuing the certificate) and the certificate PDF
 * (its data read and rendered, English and Hindi). Prints p50/p95 in milliseconds.
 */
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../src/config.js';
import { one, openDatabase, rows, sql } from '../src/db/client.js';
import { renderCertificatePdf } from '../src/modules/certification/certificatePdf.js';
import { seedDemoContent } from '../src/modules/certification/demo.js';
import { ownCertificate, startSitting, submitSitting } from '../src/modules/certification/service.js';
import { generateDataset } from './dataset.js';

const members = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const policies = Number(process.env['BENCH_POLICIES'] ?? 100_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 200);
const settings = { ...configFromEnv({}).certification, attemptsPerDay: 1_000_000 };
const database = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'],
  pgliteDir: process.env['PGLITE_DIR'] ?? path.join(os.tmpdir(), 'bench-certification-pglite'),
});

function report(name: string, ms: number[]) {
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
  console.log(`[${database.kind}] ${name.padEnd(44)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms`);
}

try {
  await database.migrate();
  const { db } = database;
  await generateDataset(database, { members, policies, log: (m) => console.log(`[${database.kind}] ${m}`) });
  await seedDemoContent(db);
  const history = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM exam_attempts`))!.n;
  if (history < members) {
    const started = Date.now();
    // Every member trained; two sittings each (a failed one and a passed one) for 80 % of them, certified then.
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
    console.log(`[${database.kind}] certification history added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // Submit: members at the exam stage, each a sitting started (untimed) and submitted (timed); every other one passes.
  const candidates = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM members WHERE certification_stage = 'exam' ORDER BY id LIMIT ${runs + 10}`,
  );
  const key = new Map(
    (await rows<{ id: number; correct: number }>(db, sql`SELECT id, correct_option AS correct FROM exam_questions`)).map((q) => [
      q.id,
      q.correct,
    ]),
  );
  const submits: number[] = [];
  for (const [i, { id }] of candidates.entries()) {
    const now = new Date();
    const sitting = await startSitting(db, id, settings, now);
    const answers = sitting.questions.map((q) => ({ questionId: q.id, option: i % 2 ? key.get(q.id)! : (key.get(q.id)! + 1) % 2 }));
    const t0 = performance.now();
    await submitSitting(db, id, sitting.attempt.id, { answers }, settings, new Date());
    if (i >= 10) submits.push(performance.now() - t0);
  }
  report(`exam submit (${submits.length} sittings, half pass)`, submits);

  const holders = await rows<{ id: number; name: string; coCode: string }>(
    db,
    sql`SELECT id, name, co_code AS "coCode" FROM members WHERE certification_stage = 'certified' ORDER BY id DESC LIMIT 60`,
  );
  for (const language of ['en', 'hi'] as const) {
    const pdfs: number[] = [];
    for (const [i, holder] of holders.entries()) {
      const t0 = performance.now();
      const certificate = (await ownCertificate(db, holder.id))!;
      await renderCertificatePdf(
        {
          number: certificate.number,
          name: holder.name,
          coCode: holder.coCode,
          issuedOn: certificate.issuedOn,
          maskedPan: 'ABXXXXX34F',
          status: certificate.status,
        },
        language,
        { portalUrl: 'https://portal.example.in' },
      );
      if (i >= 10) pdfs.push(performance.now() - t0);
    }
    report(`certificate PDF (${language})`, pdfs);
  }
} finally {
  await database.close();
}
