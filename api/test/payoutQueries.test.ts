/**
 * Payout queries against real services (the Auth emulator, PGlite and PostgreSQL 15), on the seeded demo
 * network: a file of its own so that the area's tests run without the whole integration file.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  csvPaise,
  endpoints,
  indiaDate,
  type QueryListResponse,
  type QueryResponse,
  type StatementResponse,
} from '@portal/shared/validation';
import { adminEndpoints, type AdminQueryListResponse } from '@portal/shared/admin';
import { buildApp } from '../src/app.js';
import type { QueryLimitSettings } from '../src/config.js';
import { one, sql } from '../src/db/client.js';
import { closePgliteTemplate, freshPglite, freshPostgres } from './helpers/databases.js';
import { bearer, createSuiteContext, testConfig, type SuiteContext } from './helpers/context.js';
import { requirePostgres, startEmulator, startPostgres } from './helpers/services.js';
import { payoutQueriesTests } from './suites/queries.js';

/**
 * The abuse limits of raising and replying: a member's unresolved queries are capped (409, said in the
 * member's language), and each of the two routes takes a few writes a minute per signed-in member (429).
 * Each test runs its own app on the suite's database, with small limits.
 */
/**
 * A leader's statement shows each direct child's gross as the child's own statement counts it: the lines
 * and the adjustments of the child's accepted queries (commission income, so in the gross TDS is worked on).
 */
function teamAdjustmentTests(ctx: () => SuiteContext) {
  describe('a team member’s adjustments on the leader’s statement', () => {
    it('are in the team row’s gross (JSON and CSV), equal to the member’s own gross', async () => {
      const { app, mid, midToken, top, topToken, opsToken } = ctx();
      const month = indiaDate(new Date()).slice(0, 7);
      const statementOf = async (coCode: string, token: string) => {
        const res = await app.inject({
          url: `${buildPath(endpoints.payouts.payoutStatement.path, { coCode })}?month=${month}`,
          headers: bearer(token),
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as StatementResponse).statement;
      };
      const raised = await app.inject({
        method: 'POST',
        url: buildPath(endpoints.queries.raisePayoutQuery.path, { coCode: mid.coCode }),
        headers: bearer(midToken),
        payload: { type: 'other', subject: { kind: 'none' }, message: 'A bonus promised in the team meeting' },
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const accepted = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminAcceptQuery.path, { id: (raised.json() as QueryResponse).query.id }),
        headers: bearer(opsToken),
        payload: { adjustmentPaise: 12_345 },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const own = await statementOf(mid.coCode, midToken);
      const adjustmentsPaise = (own.adjustments ?? []).reduce((sum, a) => sum + a.amountPaise, 0);
      expect(adjustmentsPaise).toBeGreaterThanOrEqual(12_345);
      const row = (await statementOf(top.coCode, topToken)).team.find((t) => t.coCode === mid.coCode)!;
      expect(row.grossPaise).toBe(own.grossPaise);
      expect(row.adjustmentsPaise).toBe(adjustmentsPaise);
      expect(row.grossPaise).toBe(row.earnedPaise + row.reversedPaise + adjustmentsPaise);
      // The lines stay the lines: an adjustment is not a policy's line.
      expect(row.lineCount).toBe(own.lines.length);

      const csv = await app.inject({
        url: buildPath(endpoints.payouts.payoutStatementCsv.path, { coCode: top.coCode, month }),
        headers: bearer(topToken),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('teamMember,name,earned,reversed,adjustments,gross,lines');
      const csvRow = csv.body.split('\r\n').find((line) => line.startsWith(`${mid.coCode},`))!;
      expect(csvRow.split(',').slice(-3)).toEqual([csvPaise(adjustmentsPaise), csvPaise(own.grossPaise), String(own.lines.length)]);
    });
  });
}

/**
 * A query about a payment (a missing one, or one questioned): a payment that was only late pays the
 * commission itself, so an adjustment above 0 would pay it twice; it needs the operator's reason.
 */
function paymentAdjustmentTests(ctx: () => SuiteContext) {
  describe('accepting a query about a payment', () => {
    const raise = async (payload: object) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: buildPath(endpoints.queries.raisePayoutQuery.path, { coCode: ctx().mid.coCode }),
        headers: bearer(ctx().midToken),
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as QueryResponse).query.id;
    };
    const accept = (id: number, payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminAcceptQuery.path, { id }),
        headers: bearer(ctx().opsToken),
        payload,
      });
    const adjustments = async (id: number) =>
      (await one<{ count: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS count FROM payout_entries e JOIN payout_queries q ON q.number = e.reference
            WHERE q.id = ${id} AND e.kind = 'adjustment'`,
      ))!.count;

    it('refuses an adjustment above 0 without a reason (400 on reason), posts nothing; takes 0, or an amount with a reason', async () => {
      const missing = await raise({ type: 'missing_payment', subject: { kind: 'none' }, message: 'October’s payment never came' });
      const bare = await accept(missing, { adjustmentPaise: 50_000 });
      expect(bare.statusCode, bare.body).toBe(400);
      const message =
        'A late payment needs no adjustment (the payment itself pays the commission): accept with 0, or give a reason for ₹500.';
      expect(bare.json()).toEqual({ status: 'error', message, errors: { reason: message } });
      expect(await adjustments(missing)).toBe(0);
      const late = await accept(missing, { adjustmentPaise: 0, reason: 'Paid late, on the 9th' });
      expect(late.statusCode, late.body).toBe(200);
      expect(await adjustments(missing)).toBe(1);

      const payment = await one<{ id: number; amount: number }>(
        ctx().database.db,
        sql`SELECT id::int, amount_paise::int AS amount FROM payout_entries
            WHERE member_id = ${ctx().mid.id} AND kind = 'paid'
              AND id NOT IN (SELECT entry_id FROM payout_queries WHERE entry_id IS NOT NULL AND status IN ('open', 'in_review'))
            ORDER BY id LIMIT 1`,
      );
      expect(payment).toBeDefined();
      const short = await raise({ type: 'wrong_amount', subject: { kind: 'payment', entryId: payment!.id }, message: 'Short by ₹100' });
      const small = Math.min(10_000, payment!.amount);
      const noReason = await accept(short, { adjustmentPaise: small });
      expect(noReason.statusCode, noReason.body).toBe(400);
      expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
      const withReason = await accept(short, { adjustmentPaise: small, reason: 'Bank charges deducted in error' });
      expect(withReason.statusCode, withReason.body).toBe(200);
      expect(await adjustments(short)).toBe(1);
    });
  });
}

/** The lists (the member's and the back office's) show each query's last reply and when it went In review. */
function listDetailsTests(ctx: () => SuiteContext) {
  describe('the lists’ last reply and In review date', () => {
    it('gives who replied last, when, and an excerpt (Support to the member), and the In review instant', async () => {
      const { app, mid, midToken, opsToken } = ctx();
      const raised = await app.inject({
        method: 'POST',
        url: buildPath(endpoints.queries.raisePayoutQuery.path, { coCode: mid.coCode }),
        headers: bearer(midToken),
        payload: { type: 'other', subject: { kind: 'none' }, message: 'Where is my bonus?' },
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const { id } = (raised.json() as QueryResponse).query;
      const memberList = async () => {
        const res = await app.inject({
          url: buildPath(endpoints.queries.payoutQueries.path, { coCode: mid.coCode }),
          headers: bearer(midToken),
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as QueryListResponse).queries.find((q) => q.id === id)!;
      };
      expect(await memberList()).toMatchObject({ lastReply: null, reviewedAt: null });

      const before = Date.now();
      const reviewed = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminReviewQuery.path, { id }),
        headers: bearer(opsToken),
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      // Paragraphs and runs of spaces read as single spaces in an excerpt, which still ends in "…" when cut.
      const long = `We are checking the bonus\n\nwith  the insurer. ${'It takes a few days. '.repeat(10)}`;
      const replied = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminReplyQuery.path, { id }),
        headers: bearer(opsToken),
        payload: { message: long },
      });
      expect(replied.statusCode, replied.body).toBe(201);

      const mine = await memberList();
      expect(Date.parse(mine.reviewedAt!)).toBeGreaterThanOrEqual(before - 1000);
      expect(mine.lastReply).toMatchObject({ author: 'operator', authorName: 'Support' });
      expect(mine.lastReply!.excerpt).toHaveLength(120);
      expect(mine.lastReply!.excerpt.endsWith('…')).toBe(true);
      expect(long.replace(/\s+/g, ' ').startsWith(mine.lastReply!.excerpt.slice(0, -1))).toBe(true);
      expect(Date.parse(mine.lastReply!.at)).toBeGreaterThanOrEqual(Date.parse(mine.reviewedAt!));

      const adminList = await app.inject({
        url: `${adminEndpoints.queries.adminQueries.path}?status=in_review&limit=100`,
        headers: bearer(opsToken),
      });
      expect(adminList.statusCode, adminList.body).toBe(200);
      const theirs = (adminList.json() as AdminQueryListResponse).queries.find((q) => q.id === id)!;
      expect(theirs.lastReply).toMatchObject({ author: 'operator', authorName: 'Operations Desk', excerpt: mine.lastReply!.excerpt });
      expect(theirs.reviewedAt).toBe(mine.reviewedAt);

      const memberReply = await app.inject({
        method: 'POST',
        url: buildPath(endpoints.queries.replyPayoutQuery.path, { coCode: mid.coCode, id }),
        headers: bearer(midToken),
        payload: { message: 'Thanks, waiting.' },
      });
      expect(memberReply.statusCode, memberReply.body).toBe(201);
      expect((memberReply.json() as QueryResponse).query.lastReply).toMatchObject({
        author: 'member',
        authorName: mid.name,
        excerpt: 'Thanks, waiting.',
      });
      const rejected = await app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminRejectQuery.path, { id }),
        headers: bearer(opsToken),
        payload: { reason: 'List details test' },
      });
      expect(rejected.statusCode).toBe(200);
    });
  });
}

function queryLimitsTests(ctx: () => SuiteContext) {
  describe('payout query limits', () => {
    const area = endpoints.queries;
    const apps: FastifyInstance[] = [];
    const appWith = async (limits: QueryLimitSettings) => {
      const app = await buildApp({ database: ctx().database, config: testConfig({ queryLimits: limits }), logger: false });
      await app.ready();
      apps.push(app);
      return app;
    };
    afterAll(async () => {
      for (const app of apps) await app.close();
    });
    const call = (app: FastifyInstance, token: string, opts: InjectOptions) =>
      app.inject({ ...opts, headers: { ...bearer(token), ...opts.headers } });
    const raise = (app: FastifyInstance, token: string, coCode: string, headers: Record<string, string> = {}) =>
      call(app, token, {
        method: 'POST',
        url: buildPath(area.raisePayoutQuery.path, { coCode }),
        headers,
        payload: { type: 'other', subject: { kind: 'none' }, message: 'A limits test' },
      });
    const unresolved = async (memberId: number) =>
      (await one<{ count: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS count FROM payout_queries WHERE member_id = ${memberId} AND status IN ('open', 'in_review')`,
      ))!.count;
    const reject = (id: number) =>
      call(ctx().app, ctx().opsToken, {
        method: 'POST',
        url: buildPath(adminEndpoints.queries.adminRejectQuery.path, { id }),
        payload: { reason: 'Limits test' },
      });

    it('refuses one more query past the open (and in-review) cap with a 409 in the member’s language; a decision frees a place', async () => {
      const { mid, midToken } = ctx();
      const cap = (await unresolved(mid.id)) + 1;
      const app = await appWith({ openPerMember: cap, writesPerMinute: 1000 });
      const first = await raise(app, midToken, mid.coCode);
      expect(first.statusCode, first.body).toBe(201);
      const before = await unresolved(mid.id);

      const over = await raise(app, midToken, mid.coCode);
      expect(over.statusCode, over.body).toBe(409);
      expect(over.json()).toEqual({
        status: 'error',
        message: `You have ${cap} open queries. Wait for an answer before raising another.`,
      });
      const overHi = await raise(app, midToken, mid.coCode, { 'accept-language': 'hi' });
      expect(overHi.statusCode).toBe(409);
      expect(overHi.json().message).toBe(`आपकी ${cap} क्वेरी खुली हैं। दूसरी क्वेरी भेजने से पहले जवाब की प्रतीक्षा करें।`);
      expect(await unresolved(mid.id)).toBe(before);

      // Another member is not held by mid's cap.
      const others = await raise(
        await appWith({ openPerMember: (await unresolved(ctx().top.id)) + 1, writesPerMinute: 1000 }),
        ctx().topToken,
        ctx().top.coCode,
      );
      expect(others.statusCode, others.body).toBe(201);

      const firstId = (first.json() as QueryResponse).query.id;
      expect((await reject(firstId)).statusCode).toBe(200);
      const again = await raise(app, midToken, mid.coCode);
      expect(again.statusCode, again.body).toBe(201);
      expect((await reject((again.json() as QueryResponse).query.id)).statusCode).toBe(200);
      expect((await reject((others.json() as QueryResponse).query.id)).statusCode).toBe(200);
    });

    it('limits raising and replying per signed-in member and route (429), not per address', async () => {
      const { mid, midToken, top, topToken } = ctx();
      await ctx().database.db.execute(sql`DELETE FROM rate_limit_hits WHERE key LIKE '%|member:%'`);
      const app = await appWith({ openPerMember: 1000, writesPerMinute: 2 });
      const raised = await raise(app, midToken, mid.coCode);
      expect(raised.statusCode, raised.body).toBe(201);
      const id = (raised.json() as QueryResponse).query.id;
      const reply = () =>
        call(app, midToken, {
          method: 'POST',
          url: buildPath(area.replyPayoutQuery.path, { coCode: mid.coCode, id }),
          payload: { message: 'Any news?' },
        });
      expect((await reply()).statusCode).toBe(201);
      expect((await reply()).statusCode).toBe(201);
      const third = await reply();
      expect(third.statusCode, third.body).toBe(429);
      expect(third.json()).toEqual({ status: 'error', message: 'Too many requests. Please wait a moment and try again.' });
      // The raise route has its own budget: one used, one left, then refused (a refused request counts too).
      const second = await raise(app, midToken, mid.coCode);
      expect(second.statusCode, second.body).toBe(201);
      expect((await raise(app, midToken, mid.coCode)).statusCode).toBe(429);
      // Another member, from the same address, is not held by mid's budget.
      const theirs = await raise(app, topToken, top.coCode);
      expect(theirs.statusCode, theirs.body).toBe(201);
      for (const res of [raised, second, theirs]) expect((await reject((res.json() as QueryResponse).query.id)).statusCode).toBe(200);
    });
  });
}

let emulator: { stop: () => Promise<void> } | undefined;
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
const onPostgres = requirePostgres();

beforeAll(async () => {
  const results = await Promise.allSettled([
    startEmulator().then((e) => (emulator = e)),
    onPostgres ? startPostgres().then((p) => (postgres = p)) : Promise.resolve(undefined),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}, 240_000);
afterAll(async () => {
  await emulator?.stop();
  await postgres?.stop();
});

describe('on PGlite', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPglite());
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await closePgliteTemplate();
  });
  payoutQueriesTests(() => ctx);
  queryLimitsTests(() => ctx);
  teamAdjustmentTests(() => ctx);
  paymentAdjustmentTests(() => ctx);
  listDetailsTests(() => ctx);
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPostgres(postgres!));
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });
  payoutQueriesTests(() => ctx);
  queryLimitsTests(() => ctx);
  teamAdjustmentTests(() => ctx);
  paymentAdjustmentTests(() => ctx);
  listDetailsTests(() => ctx);
});
