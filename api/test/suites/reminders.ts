import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type RenewalsResponse, endpoints } from '@portal/shared/validation';
import { addDays, indiaDate } from '../../src/clock.js';
import { rows, sql } from '../../src/db/client.js';
import type { PolicyValues } from '../../src/db/demoData.js';
import { insertPolicies } from '../../src/db/seed.js';
import { runAdmin } from '../../src/cli/admin.js';
import { createMember } from '../../src/services/members.js';
import { createReminderScheduler, runReminderDigests } from '../../src/services/reminders.js';
import { cliActor } from '../../src/services/audit.js';
import { moveMember } from '../../src/modules/admin/members/move.js';
import { pendingRewrite, rewriteSellerPaths } from '../../src/services/sellerPaths.js';
import { PORTAL_URL, bearer, type SuiteContext } from '../helpers/context.js';
import { runTag } from '../security/helpers.js';

// A day of its own, years from any other suite's policies: only this network's are due around it.
const T = '2044-02-10';
const PAN = 'QWERT1234Y';
const BANK = '998877665544';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

function policy(number: string, daysLeft: number, client = `Client ${number}`): PolicyValues {
  const riskEnd = addDays(T, daysLeft);
  return {
    policyType: 'motor',
    productName: 'Reminder test cover',
    policyNumber: number,
    clientName: client,
    riskStart: addDays(riskEnd, -364),
    riskEnd,
    netPremium: '1500.00',
    payOut: '15.00',
    vehicleNo: null,
    insurer: 'Reminder Insurer',
  };
}

/** The renewal reminder digests: one e-mail per member and day, each policy and threshold once. */
export function reminderTests(ctx: () => SuiteContext) {
  describe('renewal reminders', () => {
    const net = {} as Record<'root' | 'a' | 'a1' | 'b', { id: number; coCode: string; path: string; email: string }>;
    const run = (today: string) => runReminderDigests(ctx().database.db, { today, portalUrl: PORTAL_URL });
    const mailsTo = async (who: keyof typeof net) =>
      rows<Mail>(
        ctx().database.db,
        sql`SELECT to_address AS "to", subject, text_body AS text, html_body AS html FROM outbox WHERE to_address = ${net[who].email} ORDER BY id`,
      );
    // The policy lines of a digest's section, by policy number.
    const section = (text: string, title: string) => {
      const start = text.indexOf(`${title} (`);
      if (start < 0) return [];
      const end = text.indexOf('\n\n', start);
      return [...text.slice(start, end < 0 ? undefined : end).matchAll(/policy (RM-[\w-]+)/g)].map((m) => m[1]!).sort();
    };

    beforeAll(async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      const add = async (name: string, parentCoCode: string | null, extra = {}) => {
        const email = `reminders-${runTag}-${name.toLowerCase()}@reminders.test`;
        return { ...(await createMember(db, key, { name, email, parentCoCode, ...extra })), email };
      };
      net.root = await add('Reminder Root', null, { pan: PAN, bankName: 'Test Bank', bankAccount: BANK });
      net.a = await add('Reminder A', net.root.coCode);
      net.b = await add('Reminder B', net.root.coCode);
      net.a1 = await add('Reminder Aone', net.a.coCode);
      // Days left on T. 31 reaches 30 the next day, 16 reaches 15, 8 reaches 7.
      await insertPolicies(db, net.a1, [
        ...[30, 15, 7, 1, 0, 20, 31, 16, 8, -1].map((days) => policy(`RM-A1-${days}`, days)),
        policy('RM-A1-marked', 9),
      ]);
      await insertPolicies(db, net.a, [policy('RM-A-10', 10)]);
      await insertPolicies(db, net.root, [policy('RM-R-2', 2)]);
      await insertPolicies(db, net.b, [policy('RM-B-7', 7)]);
      await db.execute(sql`INSERT INTO renewal_outcomes (policy_sr_no, kind, reason, decided_by)
        SELECT sr_no, 'not_renewing', 'Client sold the car', sold_by_id FROM policies WHERE sold_by_id = ${net.a1.id} AND policy_number = 'RM-A1-marked'`);
      await db.execute(sql`UPDATE members SET renewal_reminders = false WHERE id = ${net.b.id}`);
    }, 60_000);

    it('sends each member one digest with their own and their team’s policies apart, at the tightest threshold reached', async () => {
      const first = await run(T);
      expect(first.digests).toBe(3);
      const [a1] = await mailsTo('a1');
      expect(a1).toBeDefined();
      // 31 days is not yet a reminder; -1 has lapsed; the marked one is skipped.
      expect(section(a1!.text, 'Your policies')).toEqual([
        'RM-A1-0',
        'RM-A1-1',
        'RM-A1-15',
        'RM-A1-16',
        'RM-A1-20',
        'RM-A1-30',
        'RM-A1-7',
        'RM-A1-8',
      ]);
      expect(a1!.text).not.toContain("Your team's policies");
      expect(a1!.subject).toBe('Renewal reminder: 8 policies due soon');

      const [root] = await mailsTo('root');
      expect(section(root!.text, 'Your policies')).toEqual(['RM-R-2']);
      // b turned the reminders off for themself; their policy still reaches their leader.
      expect(section(root!.text, "Your team's policies")).toEqual(
        ['RM-A-10', 'RM-B-7', 'RM-A1-0', 'RM-A1-1', 'RM-A1-15', 'RM-A1-16', 'RM-A1-20', 'RM-A1-30', 'RM-A1-7', 'RM-A1-8'].sort(),
      );
      expect(root!.text).toContain('sold by Reminder Aone');
      expect(root!.text).toContain('2 days left');
      expect(root!.text).toContain(`${PORTAL_URL}/sales/renewals`);
      expect(root!.html).toContain(`href="${PORTAL_URL}/sales/renewals"`);
      expect(root!.html).toContain('<h2>Your team&#39;s policies (10)</h2>');
      for (const mail of [root!.text, root!.html!]) {
        expect(mail).not.toContain(PAN);
        expect(mail).not.toContain(BANK);
      }
      const [a] = await mailsTo('a');
      expect(section(a!.text, 'Your policies')).toEqual(['RM-A-10']);
      expect(section(a!.text, "Your team's policies")).toHaveLength(8);
      expect(await mailsTo('b')).toEqual([]);
    });

    it('sends nothing more the same day, however often it runs', async () => {
      const again = await run(T);
      expect(again).toEqual({ digests: 0, lines: 0 });
      for (const who of ['root', 'a', 'a1'] as const) expect(await mailsTo(who)).toHaveLength(1);
    });

    it('the next day, only the thresholds newly reached', async () => {
      const next = await run(addDays(T, 1));
      expect(next.digests).toBe(3);
      const a1 = await mailsTo('a1');
      expect(a1).toHaveLength(2);
      // 31 → 30, 16 → 15, 8 → 7; those already reminded at their threshold are not repeated.
      expect(section(a1[1]!.text, 'Your policies')).toEqual(['RM-A1-16', 'RM-A1-31', 'RM-A1-8']);
      expect(a1[1]!.text).toContain('30 days left');
      // The root's own 2 → 1 reaches 1 day; a's 10 → 9 and b's 7 → 6 were reminded at 15 and 7 already.
      const root = await mailsTo('root');
      expect(section(root[1]!.text, 'Your policies')).toEqual(['RM-R-2']);
      expect(section(root[1]!.text, "Your team's policies")).toEqual(['RM-A1-16', 'RM-A1-31', 'RM-A1-8']);
      expect(section((await mailsTo('a'))[1]!.text, "Your team's policies")).toEqual(['RM-A1-16', 'RM-A1-31', 'RM-A1-8']);
    });

    it('the CLI runs the same job, catching up a day it did not run; an opted-out member gets nothing', async () => {
      await ctx().database.db.execute(sql`UPDATE members SET renewal_reminders = false WHERE id = ${net.a.id}`);
      try {
        // No run on T+2 (nothing was due). On T+3 a's 10 → 7 reaches 7 days: a opted out, the root is told.
        const out: string[] = [];
        const config = { ...ctx().config, now: () => new Date(`${addDays(T, 3)}T06:00:00Z`) };
        expect(await runAdmin(['send-reminders'], { db: ctx().database.db, config, out: (l) => out.push(l) })).toBe(0);
        expect(out).toEqual(['Queued 1 renewal reminder digest(s) covering 1 policy line(s).']);
        const root = await mailsTo('root');
        expect(root).toHaveLength(3);
        expect(section(root[2]!.text, "Your team's policies")).toEqual(['RM-A-10']);
        expect(root[2]!.text).toContain('7 days left');
        expect(await mailsTo('a')).toHaveLength(2);
      } finally {
        await ctx().database.db.execute(sql`UPDATE members SET renewal_reminders = true WHERE id = ${net.a.id}`);
      }
    });

    it('the demo network: today the top member gets a digest of their own and their team’s policies, and the list shows both marks', async () => {
      const today = indiaDate(new Date());
      await run(today);
      const [digest] = await rows<Mail>(
        ctx().database.db,
        sql`SELECT to_address AS "to", subject, text_body AS text, html_body AS html FROM outbox
            WHERE to_address = ${ctx().top.email} AND subject LIKE 'Renewal reminder%' ORDER BY id`,
      );
      expect(digest).toBeDefined();
      for (const left of ['30 days left', '15 days left', '7 days left', '1 day left']) expect(digest!.text).toContain(left);
      expect(digest!.text).toContain('Your policies (');
      expect(digest!.text).toContain("Your team's policies (");
      const res = await ctx().app.inject({
        url: buildPath(endpoints.renewals.renewals.path, { coCode: ctx().top.coCode }),
        headers: bearer(ctx().topToken),
        query: { within: '60' },
      });
      const outcomes = (res.json() as RenewalsResponse).renewals.map((r) => r.outcome).filter((o) => o !== null);
      expect(outcomes.map((o) => o!.kind).sort()).toEqual(['not_renewing', 'renewed']);
      expect(outcomes.find((o) => o!.kind === 'renewed')).toMatchObject({
        automatic: true,
        renewedPolicyNumber: expect.stringMatching(/^RR/),
      });
    });

    it('three runs at once send each digest exactly once', async () => {
      // Ten days on: 15 → 5 and 16 → 6 reach 7 days, 20 → 10 reaches 15, a's 10 → 0 reaches 1 day. On
      // PostgreSQL the runs' transactions take separate connections of the pool.
      const day = addDays(T, 10);
      const runs = await Promise.all([run(day), run(day), run(day)]);
      expect(runs.reduce((sum, r) => sum + r.digests, 0)).toBe(3);
      const counts = await rows<{ to: string; n: number }>(
        ctx().database.db,
        sql`SELECT to_address AS "to", count(*)::int AS n FROM outbox WHERE to_address LIKE ${`reminders-${runTag}-%`} GROUP BY to_address`,
      );
      expect(Object.fromEntries(counts.map((c) => [c.to, c.n]))).toEqual({ [net.root.email]: 4, [net.a.email]: 3, [net.a1.email]: 3 });
      const [latest] = (await mailsTo('a1')).slice(-1);
      expect(section(latest!.text, 'Your policies')).toEqual(['RM-A1-15', 'RM-A1-16', 'RM-A1-20']);
      const claims = await rows<{ n: number; distinct: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS n, count(DISTINCT (member_id, policy_sr_no, threshold))::int AS distinct FROM renewal_reminders
            WHERE member_id IN (${net.root.id}, ${net.a.id}, ${net.a1.id})`,
      );
      expect(claims[0]!.n).toBe(claims[0]!.distinct);
      expect((await run(day)).digests).toBe(0);
    });

    it('the API’s scheduler runs at start, logs counts only, and stop waits for the run', async () => {
      // Twenty days on: a1's 30 → 10 and 31 → 11 reach 15 days, 20 → 0 reaches 1 day; a and the root are told too.
      const logged: object[] = [];
      const scheduler = createReminderScheduler({
        db: ctx().database.db,
        portalUrl: PORTAL_URL,
        intervalMs: 3_600_000,
        today: () => addDays(T, 20),
        log: { info: (o) => logged.push(o), error: (o) => logged.push(o) },
      });
      scheduler.start();
      await scheduler.stop();
      const sent = await rows<{ n: number }>(
        ctx().database.db,
        sql`SELECT policy_count AS n FROM reminder_digests WHERE member_id = ${net.a1.id} AND digest_on = ${addDays(T, 20)}::date`,
      );
      expect(sent).toEqual([{ n: 3 }]);
      expect(logged).toEqual([{ digests: 3, lines: 9 }]);
    });

    it('a digest that cannot be queued claims nothing: the next run sends it whole', async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      const email = `reminders-${runTag}-solo@reminders.test`;
      const solo = await createMember(db, key, { name: 'Reminder Solo', email, parentCoCode: null });
      // Forty days on every other policy of these tests has lapsed; this one has 7 days left.
      const day = addDays(T, 40);
      await insertPolicies(db, solo, [policy('RM-SOLO-7', 47)]);
      const claimed = async () =>
        rows<{ claims: number; digests: number; mails: number }>(
          db,
          sql`SELECT (SELECT count(*)::int FROM renewal_reminders WHERE member_id = ${solo.id}) AS claims,
                (SELECT count(*)::int FROM reminder_digests WHERE member_id = ${solo.id}) AS digests,
                (SELECT count(*)::int FROM outbox WHERE to_address = ${email}) AS mails`,
        );
      await db.execute(sql`CREATE TABLE reminders_test_refused (address text PRIMARY KEY)`);
      await db.execute(sql`INSERT INTO reminders_test_refused VALUES (${email})`);
      await db.execute(sql`CREATE FUNCTION reminders_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM reminders_test_refused WHERE address = NEW.to_address) THEN RAISE EXCEPTION 'outbox refused'; END IF;
          RETURN NEW;
        END $$`);
      await db.execute(
        sql`CREATE TRIGGER reminders_test_refuse BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION reminders_test_refuse()`,
      );
      try {
        await expect(run(day)).rejects.toThrow();
        expect(await claimed()).toEqual([{ claims: 0, digests: 0, mails: 0 }]);
      } finally {
        await db.execute(sql`DROP TRIGGER reminders_test_refuse ON outbox`);
        await db.execute(sql`DROP FUNCTION reminders_test_refuse()`);
        await db.execute(sql`DROP TABLE reminders_test_refused`);
      }
      expect(await run(day)).toEqual({ digests: 1, lines: 1 });
      expect(await claimed()).toEqual([{ claims: 1, digests: 1, mails: 1 }]);
    });
    it('a member moved to another leader: the digest goes to the new leader, also while the policies’ seller paths are still being rewritten', async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      const add = async (name: string, parentCoCode: string | null) => {
        const email = `reminders-${runTag}-${name.toLowerCase().replace(/ /g, '-')}@reminders.test`;
        return { ...(await createMember(db, key, { name, email, parentCoCode })), email };
      };
      const oldLeader = await add('Reminder Old Leader', null);
      const newLeader = await add('Reminder New Leader', null);
      const mover = await add('Reminder Mover', oldLeader.coCode);
      // Sixty days on, every other policy of these tests has lapsed; this one has 7 days left.
      const day = addDays(T, 60);
      await insertPolicies(db, mover, [policy('RM-MOVER-7', 67)]);
      await rewriteSellerPaths(db);
      // The service alone: the app's worker is not kicked, so the rewrite stays pending.
      await moveMember(db, cliActor(), { code: mover.coCode, parentCoCode: newLeader.coCode });
      try {
        expect(await pendingRewrite(db)).toMatchObject({ oldPrefix: mover.path });
        expect(await run(day)).toEqual({ digests: 2, lines: 2 });
        const team = async (email: string) =>
          (
            await rows<Mail>(
              db,
              sql`SELECT to_address AS "to", subject, text_body AS text, html_body AS html FROM outbox WHERE to_address = ${email}`,
            )
          ).map((mail) => section(mail.text, "Your team's policies"));
        expect(await team(newLeader.email)).toEqual([['RM-MOVER-7']]);
        expect(await team(oldLeader.email)).toEqual([]);
      } finally {
        await rewriteSellerPaths(db);
      }
    });
  });
}
