import { rows, sql, type Db } from '../db/client.js';
import { addDays } from '../clock.js';
import { DEFAULT_LANGUAGE, parseLanguage } from '../i18n/index.js';
import { renewalDigestMail, type ReminderLine } from './mails.js';
import { enqueueMail } from './outbox.js';
import { renewableType } from '../modules/renewals/service.js';

/** Days left at which a policy is reminded of, loosest first. */
export const REMINDER_THRESHOLDS = [30, 15, 7, 1] as const;

interface Pending extends ReminderLine {
  memberId: number;
  memberName: string;
  email: string;
  /** The member's language: their digest's. */
  language: string;
  srNo: string;
  threshold: number;
  own: boolean;
}

export interface ReminderRun {
  /** Digests queued in the outbox by this run. */
  digests: number;
  /** Policy lines in them (a policy counts once per member it went to). */
  lines: number;
}

/**
 * For each member with reminders on: the policies of their subtree, not marked, whose days left reached a
 * threshold they were not yet reminded of at; only the tightest threshold reached counts (a policy 5 days
 * from its end is due its 7-day reminder, whether or not the 15-day one went out). A day the job did not
 * run is caught up the next time.
 */
async function pendingReminders(db: Db, today: string): Promise<Pending[]> {
  const [t30, t15, t7, t1] = REMINDER_THRESHOLDS;
  return rows<Pending>(
    db,
    sql`WITH due AS (
          SELECT p.sr_no, p.seller_path, p.sold_by_id, p.policy_number, p.policy_type, p.product_name, p.client_name,
            p.insurer, p.risk_end, (p.risk_end - ${today}::date)::int AS days_left
          FROM policies p
          WHERE p.risk_end BETWEEN ${today}::date AND ${addDays(today, t30)}::date AND p.cancelled_on IS NULL AND ${renewableType()}
            AND NOT EXISTS (SELECT 1 FROM renewal_outcomes o WHERE o.policy_sr_no = p.sr_no)
        ), staged AS (
          SELECT due.*, CASE WHEN days_left <= ${t1}::int THEN ${t1}::int WHEN days_left <= ${t7}::int THEN ${t7}::int
                             WHEN days_left <= ${t15}::int THEN ${t15}::int ELSE ${t30}::int END AS threshold
          FROM due
        )
        SELECT m.id AS "memberId", m.name AS "memberName", m.email, m.language, s.sr_no::text AS "srNo", s.threshold,
          s.sold_by_id = m.id AS own, s.days_left AS "daysLeft", s.client_name AS "clientName",
          s.policy_number AS "policyNumber", s.policy_type AS "policyType", s.product_name AS "productName",
          s.insurer, s.risk_end::text AS "riskEnd", sm.name AS "sellerName"
        FROM staged s
        CROSS JOIN LATERAL unnest(string_to_array(btrim(effective_seller_path(s.seller_path), '/'), '/')::int[]) AS a(member_id)
        JOIN members m ON m.id = a.member_id AND m.renewal_reminders AND m.email <> ''
        JOIN members sm ON sm.id = s.sold_by_id
        WHERE NOT EXISTS (SELECT 1 FROM renewal_reminders r
                          WHERE r.member_id = m.id AND r.policy_sr_no = s.sr_no AND r.threshold = s.threshold)
          AND NOT EXISTS (SELECT 1 FROM reminder_digests d WHERE d.member_id = m.id AND d.digest_on = ${today}::date)
        ORDER BY m.id, s.risk_end, s.sr_no`,
  );
}

class NothingToSend extends Error {}

/**
 * One member's digest, in one transaction: the day's digest row (one per member and day), the claims of
 * each policy and threshold, and the outbox row. Another process doing the same waits on the digest row's
 * key and then finds it taken, so every digest and every reminder goes out once; with nothing left to claim
 * the transaction is rolled back, leaving the day free for a later run.
 */
async function sendDigest(db: Db, today: string, portalUrl: string, list: Pending[]): Promise<number> {
  const member = list[0]!;
  try {
    return await db.transaction(async (tx) => {
      const day = await rows(
        tx,
        sql`INSERT INTO reminder_digests (member_id, digest_on, policy_count) VALUES (${member.memberId}, ${today}::date, 0)
            ON CONFLICT DO NOTHING RETURNING member_id`,
      );
      if (!day.length) throw new NothingToSend();
      const claimed = new Set<string>();
      // Bind parameters are limited per statement: a large book is claimed a few thousand lines at a time.
      for (let i = 0; i < list.length; i += 5000) {
        const values = sql.join(
          list.slice(i, i + 5000).map((p) => sql`(${p.srNo}::bigint, ${p.threshold}::smallint)`),
          sql`, `,
        );
        const got = await rows<{ srNo: string }>(
          tx,
          sql`INSERT INTO renewal_reminders (member_id, policy_sr_no, threshold, digest_on)
              SELECT ${member.memberId}, v.sr_no, v.threshold, ${today}::date FROM (VALUES ${values}) AS v(sr_no, threshold)
              ON CONFLICT DO NOTHING RETURNING policy_sr_no::text AS "srNo"`,
        );
        for (const r of got) claimed.add(r.srNo);
      }
      const lines = list.filter((p) => claimed.has(p.srNo));
      if (!lines.length) throw new NothingToSend();
      await tx.execute(sql`UPDATE reminder_digests SET policy_count = ${lines.length}
                           WHERE member_id = ${member.memberId} AND digest_on = ${today}::date`);
      await enqueueMail(
        tx,
        renewalDigestMail(
          portalUrl,
          member.email,
          member.memberName,
          lines.filter((l) => l.own),
          lines.filter((l) => !l.own),
          parseLanguage(member.language) ?? DEFAULT_LANGUAGE,
        ),
      );
      return lines.length;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return 0;
    throw error;
  }
}

/** Queues today's renewal reminder digests (India's `today`); safe to run often and from several processes. */
export async function runReminderDigests(db: Db, options: { today: string; portalUrl: string }): Promise<ReminderRun> {
  const pending = await pendingReminders(db, options.today);
  const byMember = new Map<number, Pending[]>();
  for (const p of pending) {
    const list = byMember.get(p.memberId);
    if (list) list.push(p);
    else byMember.set(p.memberId, [p]);
  }
  const run: ReminderRun = { digests: 0, lines: 0 };
  for (const list of byMember.values()) {
    const sent = await sendDigest(db, options.today, options.portalUrl, list);
    if (sent) {
      run.digests++;
      run.lines += sent;
    }
  }
  return run;
}

export interface ReminderSchedulerOptions {
  db: Db;
  portalUrl: string;
  /** Between runs; the first run is at start. */
  intervalMs: number;
  today: () => string;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

/** Runs the digests at start and then every `intervalMs`; `stop` waits for a run under way. */
export function createReminderScheduler(options: ReminderSchedulerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runReminderDigests(options.db, { today: options.today(), portalUrl: options.portalUrl })
      .then((run) => {
        if (run.digests) options.log.info(run, 'renewal reminder digests queued');
      })
      // The first line only: a failed query's message goes on with its parameters (names, e-mail addresses).
      .catch((error: unknown) =>
        options.log.error({ err: error instanceof Error ? error.message.split('\n')[0] : String(error) }, 'renewal reminder run failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer || stopped) return;
      tick();
      timer = setInterval(tick, options.intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
