/**
 * Demo certification, so every screen has something after `npm start`: the training modules and question
 * bank; the demo network's members certified before their first policy (so their books and imports stand);
 * and four members, one in each stage, under the team member's first child: in training, at the exam with a failed attempt,
 * certified, and revoked. Idempotent: what exists is left as it is.
 */
import { addDays } from '../../clock.js';
import { one, rows, sql, type Db } from '../../db/client.js';
import { createMember } from '../../services/members.js';
import { DEMO_MODULES, DEMO_QUESTIONS } from './demoContent.js';
import { certificateNumber } from './service.js';

/** The demo members of each stage (none signs in: they are there to be seen in the back office and the team). */
export const DEMO_STAGE_MEMBERS = [
  { email: 'trainee@agentportal.in', name: 'Kavita Joshi', stage: 'training' },
  { email: 'examinee@agentportal.in', name: 'Suresh Patil', stage: 'exam' },
  { email: 'certified@agentportal.in', name: 'Meena Pillai', stage: 'certified' },
  { email: 'revoked@agentportal.in', name: 'Arjun Mehta', stage: 'revoked' },
] as const;

const DEMO_DOMAIN = '%@agentportal.in';
/** The demo network was certified by this day at the latest. */
const DEMO_CERTIFIED_BY = '2024-01-31';

/** The demo's modules and questions, when the tables are empty. */
export async function seedDemoContent(db: Db): Promise<void> {
  const modules = await one<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM training_modules`);
  if (!modules?.count) {
    for (const [i, m] of DEMO_MODULES.entries()) {
      await db.execute(
        sql`INSERT INTO training_modules (position, title_en, title_hi, body_en, body_hi, kind, media_url, minimum_minutes)
            VALUES (${i + 1}, ${m.title[0]}, ${m.title[1]}, ${m.body[0]}, ${m.body[1]}, ${m.kind}, ${m.mediaUrl}, ${m.minimumMinutes})`,
      );
    }
  }
  const questions = await one<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM exam_questions`);
  if (!questions?.count) {
    const array = (values: string[]) =>
      sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}::text`),
        sql`, `,
      )}]::text[]`;
    for (const [en, enOptions, hi, hiOptions, correct] of DEMO_QUESTIONS) {
      await db.execute(
        sql`INSERT INTO exam_questions (text_en, text_hi, options_en, options_hi, correct_option)
            VALUES (${en}, ${hi}, ${array(enOptions)}, ${array(hiOptions)}, ${correct})`,
      );
    }
  }
}

/** Every module done to its full weight (production's share), as a member who trained would have. */
async function fullTraining(db: Db, memberId: number, doneAt: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO training_progress (member_id, module_id, credited_ms, updated_at)
        SELECT ${memberId}, id, minimum_minutes * 60000, ${doneAt}::timestamptz FROM training_modules WHERE active
        ON CONFLICT (member_id, module_id) DO NOTHING`,
  );
  await db.execute(
    sql`UPDATE members SET training_seconds = (SELECT coalesce(sum(credited_ms), 0) / 1000 FROM training_progress WHERE member_id = ${memberId})::int,
          training_done_at = coalesce(training_done_at, ${doneAt}::timestamptz)
        WHERE id = ${memberId}`,
  );
}

async function certify(db: Db, memberId: number, issuedOn: string, attemptId: number | null = null): Promise<number> {
  let number = certificateNumber(new Date(`${issuedOn}T12:00:00+05:30`));
  while (await one(db, sql`SELECT 1 FROM certificates WHERE number = ${number}`))
    number = certificateNumber(new Date(`${issuedOn}T12:00:00+05:30`));
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO certificates (number, member_id, issued_on, issued_at, attempt_id)
        VALUES (${number}, ${memberId}, ${issuedOn}, ${`${issuedOn}T12:00:00+05:30`}::timestamptz, ${attemptId}) RETURNING id`,
  );
  await db.execute(sql`UPDATE members SET certification_stage = 'certified' WHERE id = ${memberId}`);
  return row!.id;
}

/** A submitted sitting of 20 questions with `score` right, `daysAgo` days before `today`. */
async function sitting(db: Db, memberId: number, today: string, daysAgo: number, score: number): Promise<number> {
  const questions = await rows<{ id: number; correct: number }>(
    db,
    sql`SELECT id, correct_option AS correct FROM exam_questions WHERE active ORDER BY id LIMIT 20`,
  );
  const answers = Object.fromEntries(questions.map((q, i) => [String(q.id), i < score ? q.correct : (q.correct + 1) % 4]));
  const started = `${addDays(today, -daysAgo)}T11:00:00+05:30`;
  const ids = questions.map((q) => q.id);
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO exam_attempts (member_id, question_ids, started_at, deadline, submitted_at, answers, score, outcome)
        VALUES (${memberId}, ${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}, ${started}::timestamptz,
          ${started}::timestamptz + interval '30 minutes', ${started}::timestamptz + interval '21 minutes',
          ${JSON.stringify(answers)}::jsonb, ${Math.min(score, ids.length)}, ${score >= 12 ? 'passed' : 'failed'})
        RETURNING id`,
  );
  return row!.id;
}

export async function seedDemoCertification(db: Db, key: Buffer, today: string, { midEmail }: { midEmail: string }): Promise<void> {
  await seedDemoContent(db);
  const stageEmails = DEMO_STAGE_MEMBERS.map((m) => m.email);

  // The demo network: certified a month or two before their first policy, and by early 2024 (books of
  // older policies are imported for them).
  const network = await rows<{ id: number; issuedOn: string }>(
    db,
    sql`SELECT m.id, (least(coalesce((SELECT min(risk_start) FROM policies p WHERE p.sold_by_id = m.id), ${today}::date),
                             m.created_at::date, ${today}::date, ${DEMO_CERTIFIED_BY}::date) - 30 - m.id % 60)::text AS "issuedOn"
        FROM members m
        WHERE m.email LIKE ${DEMO_DOMAIN} AND m.email NOT IN (${sql.join(
          stageEmails.map((e) => sql`${e}`),
          sql`, `,
        )})
          AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.member_id = m.id)
        ORDER BY m.id`,
  );
  for (const member of network) {
    await fullTraining(db, member.id, `${member.issuedOn}T10:00:00+05:30`);
    await certify(db, member.id, member.issuedOn);
  }

  // Under the team member's first child: the demo payouts sell for the two demo accounts and their children,
  // and these members (two of whom may not sell yet) are not among them.
  const parent = await one<{ coCode: string }>(
    db,
    sql`SELECT coalesce(
          (SELECT c.co_code FROM members c JOIN members t ON c.parent_id = t.id WHERE t.email = ${midEmail} AND c.email LIKE ${DEMO_DOMAIN}
           AND c.email NOT IN (${sql.join(
             stageEmails.map((e) => sql`${e}`),
             sql`, `,
           )}) ORDER BY c.id LIMIT 1),
          (SELECT co_code FROM members WHERE email = ${midEmail})) AS "coCode"`,
  );
  if (!parent?.coCode) return;
  for (const [i, demo] of DEMO_STAGE_MEMBERS.entries()) {
    if (await one(db, sql`SELECT 1 FROM members WHERE email = ${demo.email}`)) continue;
    const member = await createMember(db, key, {
      name: demo.name,
      email: demo.email,
      mobile: `98765${String(43210 + i)}`,
      pan: `DEMO${'PQRS'[i]}${String(1234 + i)}${'KLMN'[i]}`.slice(0, 10),
      aadhaar: null,
      parentCoCode: parent.coCode,
    });
    if (demo.stage === 'training') {
      // Part of the first two modules, over two sessions.
      for (const [n, module] of (
        await rows<{ id: number }>(db, sql`SELECT id FROM training_modules WHERE active ORDER BY position, id LIMIT 2`)
      ).entries()) {
        const started = `${addDays(today, -2 + n)}T18:00:00+05:30`;
        await db.execute(
          sql`INSERT INTO training_sessions (member_id, module_id, session, started_at, last_beat_at, ended_at, heartbeats, credited_ms)
              VALUES (${member.id}, ${module.id}, ${`demo-session-${member.id}-${n}`}, ${started}::timestamptz,
                ${started}::timestamptz + interval '45 seconds', ${started}::timestamptz + interval '45 seconds', 4, 45000)`,
        );
        await db.execute(
          sql`INSERT INTO training_progress (member_id, module_id, credited_ms, updated_at) VALUES (${member.id}, ${module.id}, 45000, ${started}::timestamptz)`,
        );
      }
      await db.execute(sql`UPDATE members SET training_seconds = 90 WHERE id = ${member.id}`);
      continue;
    }
    await fullTraining(db, member.id, `${addDays(today, -90)}T10:00:00+05:30`);
    if (demo.stage === 'exam') {
      await db.execute(sql`UPDATE members SET certification_stage = 'exam' WHERE id = ${member.id}`);
      await sitting(db, member.id, today, 1, 8);
      continue;
    }
    const passedDaysAgo = demo.stage === 'certified' ? 20 : 60;
    await sitting(db, member.id, today, passedDaysAgo + 1, 9);
    const attempt = await sitting(db, member.id, today, passedDaysAgo, 16);
    const certificate = await certify(db, member.id, addDays(today, -passedDaysAgo), attempt);
    if (demo.stage === 'revoked') {
      const revokedOn = addDays(today, -10);
      await db.execute(
        sql`UPDATE certificates SET revoked_at = ${`${revokedOn}T15:00:00+05:30`}::timestamptz, revoked_on = ${revokedOn},
              revoked_reason = 'Sold a policy under another agent’s code', revoked_by = 'ops@agentportal.in'
            WHERE id = ${certificate}`,
      );
      await db.execute(sql`UPDATE members SET certification_stage = 'revoked' WHERE id = ${member.id}`);
    }
  }
}
