/**
 * Demo payout queries, so the Queries tab and the back office have something in each status whenever the
 * API starts: for the demo top member and the mid-level member, one accepted (its adjustment on a
 * statement), one rejected, one in review with a reply and a file, one open and overdue. Dated relative to
 * the day of the first seed; seeded once (a member who has queries gets no more).
 */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addDays } from '../../clock.js';
import { one, rows, sql, type Db } from '../../db/client.js';

const DEMO_OPERATOR_EMAIL = 'ops@agentportal.in';

/** A one-page PDF, as a member would scan or save a rate card. */
async function demoPdf(title: string, line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 300]);
  page.drawText(title, { x: 30, y: 250, size: 16, font });
  page.drawText(line, { x: 30, y: 220, size: 11, font });
  return Buffer.from(await doc.save());
}

interface DemoMember {
  id: number;
  coCode: string;
}

/** Days before `today` as an instant at 11:00 in India. */
const instantDaysAgo = (today: string, days: number) => `${addDays(today, -days)}T11:00:00+05:30`;

async function insertQuery(
  db: Db,
  member: DemoMember,
  values: {
    type: string;
    subjectKind: string;
    entryId?: number | null;
    missing?: { policyNumber: string; insurer: string; clientName: string; riskStart: string; premiumPaise: number };
    raisedDaysAgo: number;
  },
  today: string,
): Promise<{ id: number; number: string }> {
  const raisedOn = addDays(today, -values.raisedDaysAgo);
  const [created] = await rows<{ id: number; number: string }>(
    db,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('payout_queries', 'id')) AS id)
        INSERT INTO payout_queries (id, number, member_id, type, subject_kind, entry_id, missing_policy_number, missing_insurer,
          missing_client_name, missing_risk_start, missing_premium_paise, status, raised_at, due_on)
        SELECT n.id, 'Q-' || CASE WHEN n.id < 1000000 THEN lpad(n.id::text, 6, '0') ELSE n.id::text END, ${member.id}, ${values.type},
          ${values.subjectKind}, ${values.entryId ?? null}, ${values.missing?.policyNumber ?? null}, ${values.missing?.insurer ?? null},
          ${values.missing?.clientName ?? null}, ${values.missing?.riskStart ?? null}::date, ${values.missing?.premiumPaise ?? null}::bigint,
          'open', ${instantDaysAgo(today, values.raisedDaysAgo)}::timestamptz, ${addDays(raisedOn, 14)}::date
        FROM n RETURNING id, number`,
  );
  return created!;
}

async function message(
  db: Db,
  queryId: number,
  author: { memberId: number } | 'operator',
  text: string,
  daysAgo: number,
  today: string,
  file?: { name: string; content: Buffer },
): Promise<void> {
  const [row] = await rows<{ id: number }>(
    db,
    author === 'operator'
      ? sql`INSERT INTO payout_query_messages (query_id, author, operator_email, operator_name, text, at)
            VALUES (${queryId}, 'operator', ${DEMO_OPERATOR_EMAIL}, 'Operations Desk', ${text}, ${instantDaysAgo(today, daysAgo)}::timestamptz + interval '2 hours')
            RETURNING id`
      : sql`INSERT INTO payout_query_messages (query_id, author, member_id, text, at)
            VALUES (${queryId}, 'member', ${author.memberId}, ${text}, ${instantDaysAgo(today, daysAgo)}::timestamptz) RETURNING id`,
  );
  if (!file) return;
  await db.execute(
    sql`INSERT INTO payout_query_attachments (query_id, message_id, file_name, content_type, size_bytes, sha256, content)
        VALUES (${queryId}, ${row!.id}, ${file.name}, 'application/pdf', ${file.content.length},
          ${createHash('sha256').update(file.content).digest('hex')}, decode(${file.content.toString('base64')}, 'base64'))`,
  );
}

async function seedFor(db: Db, member: DemoMember, today: string): Promise<void> {
  const lines = await rows<{ id: number; amount: number; policyNumber: string }>(
    db,
    sql`SELECT e.id::int, e.amount_paise::int AS amount, p.policy_number AS "policyNumber"
        FROM payout_entries e JOIN policies p ON p.sr_no = e.sr_no
        WHERE e.member_id = ${member.id} AND e.kind = 'earned' AND e.entry_date <= ${addDays(today, -20)}::date
        ORDER BY e.entry_date DESC, e.id DESC LIMIT 2`,
  );
  const payment = await one<{ id: number }>(
    db,
    sql`SELECT id::int FROM payout_entries WHERE member_id = ${member.id} AND kind = 'paid' ORDER BY entry_date DESC, id DESC LIMIT 1`,
  );
  const me = { memberId: member.id };

  // Accepted three days ago: an adjustment of a tenth of the line, on this month's (or last month's) statement.
  if (lines[0]) {
    const line = lines[0];
    const q = await insertQuery(db, member, { type: 'wrong_amount', subjectKind: 'line', entryId: line.id, raisedDaysAgo: 10 }, today);
    await message(
      db,
      q.id,
      me,
      `The pay out on ${line.policyNumber} is at the old rate; the insurer's new rate card pays 10% more.`,
      10,
      today,
    );
    await message(db, q.id, 'operator', 'Checked with the insurer: the new rate applies. The difference is credited.', 3, today);
    const adjustment = Math.max(100, Math.round(line.amount / 1000) * 100);
    const decidedOn = addDays(today, -3);
    const [entry] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO payout_entries (member_id, kind, amount_paise, entry_date, reference, created_by, reason)
          VALUES (${member.id}, 'adjustment', ${adjustment}, ${decidedOn}::date, ${q.number}, ${DEMO_OPERATOR_EMAIL}, 'New rate card')
          RETURNING id::int`,
    );
    await db.execute(
      sql`UPDATE payout_queries SET status = 'accepted', decided_at = ${instantDaysAgo(today, 3)}::timestamptz, decided_on = ${decidedOn}::date,
            decided_by = ${DEMO_OPERATOR_EMAIL}, decision_reason = 'New rate card', adjustment_paise = ${adjustment}, adjustment_entry_id = ${entry!.id}
          WHERE id = ${q.id}`,
    );
  }

  // Rejected: the payment had been made.
  {
    const q = await insertQuery(
      db,
      member,
      { type: 'missing_payment', subjectKind: payment ? 'payment' : 'none', entryId: payment?.id ?? null, raisedDaysAgo: 30 },
      today,
    );
    await message(db, q.id, me, 'I have not received last month’s payment in my bank account.', 30, today);
    await db.execute(
      sql`UPDATE payout_queries SET status = 'rejected', decided_at = ${instantDaysAgo(today, 27)}::timestamptz,
            decided_on = ${addDays(today, -27)}::date, decided_by = ${DEMO_OPERATOR_EMAIL},
            decision_reason = 'The payment was credited by NEFT on the 5th; please check your statement with the bank.'
          WHERE id = ${q.id}`,
    );
  }

  // In review, with the member's file and an operator's reply.
  if (lines[1]) {
    const line = lines[1];
    const q = await insertQuery(db, member, { type: 'wrong_amount', subjectKind: 'line', entryId: line.id, raisedDaysAgo: 5 }, today);
    const pdf = await demoPdf('Commission rate card', `Policy ${line.policyNumber}: 12% of the net premium`);
    await message(db, q.id, me, `Policy ${line.policyNumber} should pay 12%, as the attached rate card says.`, 5, today, {
      name: 'rate_card.pdf',
      content: pdf,
    });
    await message(db, q.id, 'operator', 'Thank you. We have asked the insurer to confirm the rate.', 4, today);
    await db.execute(
      sql`UPDATE payout_queries SET status = 'in_review', reviewed_at = ${instantDaysAgo(today, 4)}::timestamptz WHERE id = ${q.id}`,
    );
  }

  // Open and overdue: a policy sold that never arrived.
  {
    const q = await insertQuery(
      db,
      member,
      {
        type: 'missing_policy',
        subjectKind: 'missing_policy',
        missing: {
          policyNumber: `LIC-${member.coCode}-7781`,
          insurer: 'LIC',
          clientName: 'Sunita Verma',
          riskStart: addDays(today, -40),
          premiumPaise: 2_450_000,
        },
        raisedDaysAgo: 20,
      },
      today,
    );
    await message(db, q.id, me, 'I sold this term plan last month; it is not on my statement yet.', 20, today);
  }
}

/** Seeds the demo queries of the two demo accounts (each once). */
export async function seedDemoQueries(
  db: Db,
  today: string,
  { topEmail, midEmail }: { topEmail: string; midEmail: string },
): Promise<void> {
  const members = await rows<DemoMember & { has: boolean }>(
    db,
    sql`SELECT m.id, m.co_code AS "coCode", EXISTS (SELECT 1 FROM payout_queries q WHERE q.member_id = m.id) AS has
        FROM members m WHERE m.email IN (${topEmail}, ${midEmail}) ORDER BY m.id`,
  );
  for (const member of members) if (!member.has) await seedFor(db, member, today);
}
