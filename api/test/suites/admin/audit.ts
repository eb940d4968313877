import { beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, type AuditEntryView, type AuditResponse } from '@portal/shared/admin';
import { one, sql } from '../../../src/db/client.js';
import { recordAudit } from '../../../src/services/audit.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';
import { runTag } from '../../security/helpers.js';

/** The messages of an error and its causes (the drivers' errors come wrapped in Drizzle's). */
function messagesOf(error: unknown): string {
  const found: string[] = [];
  for (let current = error; current instanceof Error && found.length < 5; current = current.cause) found.push(current.message);
  return found.join(' | ');
}

/** The back office's audit: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminAuditTests(ctx: () => SuiteContext, _maildev: () => Maildev) {
  describe('admin audit log', () => {
    const tag = runTag.replace(/[^a-z0-9]/gi, '').toLowerCase();
    // Operators of this suite's own, so other suites' entries never match its filters.
    const alice = () => ({ uid: `alice-${tag}`, email: `alice-${tag}-${ctx().database.kind}@ops.test` });
    const bob = () => ({ uid: `bob-${tag}`, email: `bob-${tag}-${ctx().database.kind}@ops.test` });
    const record = (name: string) => `${name}-${tag}`;
    const db = () => ctx().database.db;
    const list = async (query: Record<string, string>, token: string | null = ctx().opsToken) => {
      const res = await ctx().app.inject({
        url: `${adminEndpoints.audit.adminAuditLog.path}?${new URLSearchParams(query).toString()}`,
        headers: token ? bearer(token) : {},
      });
      return res;
    };
    const entries = async (query: Record<string, string>): Promise<AuditResponse> => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AuditResponse;
    };
    /** An entry at a given instant (the log's `at` defaults to now; these tests need dates of their own). */
    const entryAt = async (
      at: string,
      actor: { uid: string; email: string },
      action: string,
      recordType: string,
      recordId: string,
      before: unknown,
      after: unknown,
    ) =>
      (await one<{ id: string }>(
        db(),
        sql`INSERT INTO audit_log (at, operator_uid, operator_email, action, record_type, record_id, before, after)
            VALUES (${at}::timestamptz, ${actor.uid}, ${actor.email}, ${action}, ${recordType}, ${recordId}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)
            RETURNING id::text AS id`,
      ))!.id;

    const ids = {} as Record<'approve' | 'move' | 'lateNight' | 'payment' | 'latest', string>;
    beforeAll(async () => {
      // 2026-01-10 20:00 UTC is 01:30 on 11 January in India: the day the filters must count it in.
      ids.approve = await entryAt(
        '2026-01-09T06:00:00Z',
        alice(),
        'application.approve',
        'application',
        record('app'),
        { status: 'pending' },
        { status: 'approved', parentCoCode: 'CO1' },
      );
      ids.move = await entryAt(
        '2026-01-10T10:00:00Z',
        bob(),
        'member.move',
        'member',
        record('member'),
        { parentCoCode: 'CO1' },
        { parentCoCode: 'CO2' },
      );
      ids.lateNight = await entryAt(
        '2026-01-10T20:00:00Z',
        alice(),
        'member.move',
        'member',
        record('member'),
        { parentCoCode: 'CO2' },
        { parentCoCode: 'CO3' },
      );
      ids.payment = await entryAt('2026-01-12T05:00:00Z', bob(), 'payment.record', 'payment', record('payment'), null, {
        amountPaise: 150_000,
      });
      await recordAudit(db(), alice(), {
        action: 'application.reveal',
        recordType: 'application',
        recordId: record('app'),
        after: { revealed: ['pan', 'aadhaar'] },
      });
      ids.latest = (await one<{ id: string }>(
        db(),
        sql`SELECT max(id)::text AS id FROM audit_log WHERE operator_email = ${alice().email}`,
      ))!.id;
    });

    it('lists entries newest first with who, what, when, which record, before and after', async () => {
      const page = await entries({ operator: `${tag}-${ctx().database.kind}@ops.test` });
      expect(page.entries.map((e) => e.id)).toEqual([ids.latest, ids.payment, ids.lateNight, ids.move, ids.approve]);
      expect(page.nextCursor).toBeNull();
      expect(page.entries.find((e) => e.id === ids.move)).toEqual<AuditEntryView>({
        id: ids.move,
        at: '2026-01-10T10:00:00.000Z',
        operatorEmail: bob().email,
        action: 'member.move',
        recordType: 'member',
        recordId: record('member'),
        before: { parentCoCode: 'CO1' },
        after: { parentCoCode: 'CO2' },
      });
      expect(page.entries.find((e) => e.id === ids.payment)).toMatchObject({ before: null, after: { amountPaise: 150_000 } });
      expect(page.entries[0]).toMatchObject({ action: 'application.reveal', before: null, operatorEmail: alice().email });
      // The newest overall (no filter) starts with the latest entry of the whole log.
      const newest = (await one<{ id: string }>(db(), sql`SELECT id::text AS id FROM audit_log ORDER BY at DESC, id DESC LIMIT 1`))!.id;
      expect((await entries({ limit: '1' })).entries[0]!.id).toBe(newest);
    });

    it('filters by action, operator (part of the e-mail, any case), record type and record id', async () => {
      const ofSuite = (page: AuditResponse) => page.entries.map((e) => e.id).filter((id) => Object.values(ids).includes(id));
      expect(ofSuite(await entries({ action: 'member.move' }))).toEqual([ids.lateNight, ids.move]);
      expect((await entries({ action: 'member.move' })).entries.every((e) => e.action === 'member.move')).toBe(true);
      expect((await entries({ operator: `BOB-${tag}` })).entries.map((e) => e.id)).toEqual([ids.payment, ids.move]);
      expect((await entries({ recordType: 'application', recordId: record('app') })).entries.map((e) => e.id)).toEqual([
        ids.latest,
        ids.approve,
      ]);
      expect((await entries({ recordType: 'member', recordId: record('app') })).entries).toEqual([]);
      expect((await entries({ action: 'member.move', operator: `alice-${tag}` })).entries.map((e) => e.id)).toEqual([ids.lateNight]);
      // LIKE's wildcards are text here.
      expect((await entries({ operator: '%' })).entries).toEqual([]);
    });

    it('filters by India dates, both ends included', async () => {
      const inRange = async (from?: string, to?: string) =>
        (await entries({ operator: tag, ...(from ? { from } : {}), ...(to ? { to } : {}) })).entries.map((e) => e.id);
      expect(await inRange('2026-01-11', '2026-01-11')).toEqual([ids.lateNight]);
      expect(await inRange('2026-01-10', '2026-01-10')).toEqual([ids.move]);
      expect(await inRange('2026-01-09', '2026-01-12')).toEqual([ids.payment, ids.lateNight, ids.move, ids.approve]);
      expect(await inRange(undefined, '2026-01-10')).toEqual([ids.move, ids.approve]);
      expect(await inRange('2026-01-12')).toEqual([ids.latest, ids.payment]);
    });

    it('pages by cursor without skipping or repeating an entry', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: AuditResponse = await entries({ operator: tag, limit: '2', ...(cursor ? { cursor } : {}) });
        expect(page.entries.length).toBeLessThanOrEqual(2);
        seen.push(...page.entries.map((e) => e.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      expect(seen).toEqual([ids.latest, ids.payment, ids.lateNight, ids.move, ids.approve]);
      expect(pages).toBe(3);
    });

    it('answers 400 with the field for bad filters', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ from: '2026-02-30' }, 'from'],
        [{ from: '11-01-2026' }, 'from'],
        [{ to: 'yesterday' }, 'to'],
        [{ from: '2026-01-12', to: '2026-01-11' }, 'to'],
        [{ action: 'DROP TABLE audit_log' }, 'action'],
        [{ recordType: 'Member!' }, 'recordType'],
        [{ recordId: 'x'.repeat(65) }, 'recordId'],
        [{ limit: '0' }, 'limit'],
        [{ limit: 'ten' }, 'limit'],
        [{ cursor: 'garbage' }, 'cursor'],
      ];
      for (const [query, field] of cases) {
        const res = await list(query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors[field], JSON.stringify(query)).toEqual(expect.any(String));
      }
    });

    it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
      await expect(db().execute(sql`UPDATE audit_log SET action = 'member.forged' WHERE id = ${ids.move}::bigint`)).rejects.toSatisfy(
        (error: unknown) => /append-only/.test(messagesOf(error)),
      );
      await expect(db().execute(sql`DELETE FROM audit_log WHERE id = ${ids.move}::bigint`)).rejects.toSatisfy((error: unknown) =>
        /append-only/.test(messagesOf(error)),
      );
      // In a transaction that is rolled back either way, so a missing guard could not empty the log.
      await expect(
        db().transaction(async (tx) => {
          await tx.execute(sql`TRUNCATE audit_log`);
          throw new Error('TRUNCATE was not refused');
        }),
      ).rejects.toSatisfy((error: unknown) => /append-only/.test(messagesOf(error)));
      expect((await entries({ operator: tag })).entries.find((e) => e.id === ids.move)).toMatchObject({ action: 'member.move' });
    });

    it('answers 401 without a token and 403 for an agent', async () => {
      expect((await list({}, null)).statusCode).toBe(401);
      const agent = await list({}, ctx().topToken);
      expect(agent.statusCode).toBe(403);
      expect(agent.body).not.toContain(tag);
      expect((await list({})).statusCode).toBe(200);
    });
  });
}
