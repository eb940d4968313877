import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type ProfileResponse, type RenewalResponse, type RenewalsResponse, endpoints } from '@portal/shared/validation';
import { buildApp } from '../../src/app.js';
import { addDays, indiaDate } from '../../src/clock.js';
import { one, sql } from '../../src/db/client.js';
import { insertPolicies } from '../../src/db/seed.js';
import { importPolicies } from '../../src/modules/admin/imports/policyImport.js';
import { certifyForTests } from '../helpers/certified.js';
import type { PolicyValues } from '../../src/db/demoData.js';
import { createMember } from '../../src/services/members.js';
import { bearer, type SuiteContext } from '../helpers/context.js';
import { runTag, tableCounts, tokensForMembers } from '../security/helpers.js';

// 20:00 UTC is 01:30 the next day in India: the day must be India's, not the server's.
const NOW = new Date('2040-03-14T20:00:00Z');
const TODAY = '2040-03-15';

/** Days to risk end of the grandchild's policies: the edges of every window and of the lapsed period. */
const EDGES = [0, 7, 8, 15, 30, 31, 60, 61, -1, -30, -31];
const TYPES = ['motor', 'health', 'life', 'nonmotor'] as const;

function policy(number: string, days: number, type: (typeof TYPES)[number] | 'loan', premium = '1000.50'): PolicyValues {
  const riskEnd = addDays(TODAY, days);
  return {
    policyType: type,
    productName: 'Renewal test product',
    policyNumber: number,
    clientName: `Client ${number}`,
    riskStart: addDays(riskEnd, -364),
    riskEnd,
    netPremium: premium,
    payOut: '10.00',
    vehicleNo: null,
    insurer: 'Test Insurer',
  };
}

/** GET /sales/renewals on a network of its own (a separate root), with "today" pinned. */
export function renewalsTests(ctx: () => SuiteContext) {
  describe('renewals', () => {
    let app: FastifyInstance;
    const net = {} as Record<'root' | 'a' | 'a1' | 'b', { id: number; coCode: string; path: string }>;
    let tokens: Map<number, string>;
    const url = (coCode: string) => buildPath(endpoints.renewals.renewals.path, { coCode });
    const get = async (coCode: string, as: 'root' | 'a' | 'b', query: Record<string, string> = {}) =>
      app.inject({ url: url(coCode), headers: bearer(tokens.get(net[as].id)!), query });

    beforeAll(async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      const add = (name: string, parentCoCode: string | null) =>
        createMember(db, key, { name, email: `renewals-${runTag}-${name.toLowerCase().replace(/\s/g, '')}@renewals.test`, parentCoCode });
      net.root = await add('Renewal Root', null);
      net.a = await add('Renewal A', net.root.coCode);
      net.b = await add('Renewal B', net.root.coCode);
      net.a1 = await add('Renewal Aone', net.a.coCode);
      await certifyForTests(
        db,
        Object.values(net).map((m) => m.id),
      );
      await insertPolicies(
        db,
        net.a1,
        EDGES.map((days, i) => policy(`RT-A1-${i}`, days, TYPES[i % TYPES.length]!)),
      );
      // A loan's term ends too, but it is repaid, not renewed.
      await insertPolicies(db, net.a1, [policy('RT-A1-LOAN', 3, 'loan'), policy('RT-A1-LOAN-LAPSED', -3, 'loan')]);
      // Same risk end as the grandchild's first one: the order falls back to srNo.
      await insertPolicies(db, net.a, [policy('RT-A-0', 0, 'motor', '2500.00')]);
      await insertPolicies(db, net.b, [policy('RT-B-0', 3, 'health'), policy('RT-B-1', -5, 'life')]);
      await insertPolicies(db, net.root, [policy('RT-R-0', 20, 'nonmotor')]);
      tokens = await tokensForMembers(
        db,
        [net.root, net.a, net.b].map((m) => ({ ...m, name: 'Renewal', email: '' })),
      );
      app = await buildApp({ database: ctx().database, config: { ...ctx().config, now: () => NOW }, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it('lists the windows and lapsed policies by risk end, with counts at the edges', async () => {
      const res = await get(net.a.coCode, 'a');
      expect(res.statusCode).toBe(200);
      const body = res.json() as RenewalsResponse;
      expect(body.asOf).toBe(TODAY);
      expect(body.within).toBe(30);
      // a's subtree: a's own (0) and a1's EDGES.
      expect(body.counts).toEqual({ within7: 3, within15: 5, within30: 6, within60: 8, lapsed: 2 });
      expect(body.renewals.map((r) => r.daysLeft)).toEqual([-30, -1, 0, 0, 7, 8, 15, 30]);
      expect(body.renewals.map((r) => r.status)).toEqual(['lapsed', 'lapsed', 'due', 'due', 'due', 'due', 'due', 'due']);
      const sameDay = body.renewals.filter((r) => r.daysLeft === 0);
      expect(sameDay.map((r) => r.policyNumber)).toEqual(['RT-A1-0', 'RT-A-0']);
      expect(BigInt(sameDay[0]!.srNo) < BigInt(sameDay[1]!.srNo)).toBe(true);
      expect(sameDay[1]).toMatchObject({
        policyType: 'motor',
        clientName: 'Client RT-A-0',
        insurer: 'Test Insurer',
        netPremium: '2500.00',
        soldBy: net.a.coCode,
        soldByName: 'Renewal A',
        riskEnd: TODAY,
      });
      for (const r of body.renewals) expect(r.riskEnd).toBe(addDays(TODAY, r.daysLeft));
    });

    it('each window lists exactly its chip count (plus the lapsed ones)', async () => {
      const counts = ((await get(net.a.coCode, 'a')).json() as RenewalsResponse).counts;
      for (const within of [7, 15, 30, 60] as const) {
        const body = (await get(net.a.coCode, 'a', { within: String(within) })).json() as RenewalsResponse;
        expect(body.within).toBe(within);
        expect(body.counts).toEqual(counts);
        const due = body.renewals.filter((r) => r.status === 'due');
        expect(due.length, `within ${within}`).toBe(counts[`within${within}`]);
        expect(Math.max(...due.map((r) => r.daysLeft))).toBeLessThanOrEqual(within);
        expect(body.renewals.filter((r) => r.status === 'lapsed').length).toBe(counts.lapsed);
      }
      const sixty = (await get(net.a.coCode, 'a', { within: '60' })).json() as RenewalsResponse;
      expect(sixty.renewals.map((r) => r.daysLeft)).toEqual([-30, -1, 0, 0, 7, 8, 15, 30, 31, 60]);
    });

    it('covers the whole subtree from the top, and filters by policy type and seller', async () => {
      const all = (await get(net.root.coCode, 'root', { within: '60' })).json() as RenewalsResponse;
      expect(all.counts).toEqual({ within7: 4, within15: 6, within30: 8, within60: 10, lapsed: 3 });
      expect(new Set(all.renewals.map((r) => r.soldBy))).toEqual(new Set([net.root.coCode, net.a.coCode, net.a1.coCode, net.b.coCode]));
      const days = all.renewals.map((r) => r.riskEnd);
      expect(days).toEqual([...days].sort());

      const typed = (await get(net.root.coCode, 'root', { within: '60', policyTypes: 'health,life' })).json() as RenewalsResponse;
      expect(typed.renewals.length).toBeGreaterThan(0);
      expect(typed.renewals.every((r) => r.policyType === 'health' || r.policyType === 'life')).toBe(true);
      expect(typed.renewals.length).toBe(typed.counts.within60 + typed.counts.lapsed);
      expect(typed.renewals.length).toBe(all.renewals.filter((r) => r.policyType === 'health' || r.policyType === 'life').length);

      const byB = (await get(net.root.coCode, 'root', { soldBy: net.b.coCode })).json() as RenewalsResponse;
      expect(byB.renewals.map((r) => r.policyNumber)).toEqual(['RT-B-1', 'RT-B-0']);
      expect(byB.counts).toEqual({ within7: 1, within15: 1, within30: 1, within60: 1, lapsed: 1 });
    });

    it('never lists or counts a loan, even when loans are asked for', async () => {
      const sixty = (await get(net.a.coCode, 'a', { within: '60' })).json() as RenewalsResponse;
      expect(sixty.renewals.some((r) => r.policyType === 'loan')).toBe(false);
      const loans = (await get(net.a.coCode, 'a', { within: '60', policyTypes: 'loan' })).json() as RenewalsResponse;
      expect(loans.renewals).toEqual([]);
      expect(loans.counts).toEqual({ within7: 0, within15: 0, within30: 0, within60: 0, lapsed: 0 });
      const bySeller = (
        await get(net.a.coCode, 'a', { within: '60', soldBy: net.a1.coCode, policyTypes: 'loan' })
      ).json() as RenewalsResponse;
      expect(bySeller.counts).toEqual({ within7: 0, within15: 0, within30: 0, within60: 0, lapsed: 0 });
      const loan = await srNoOf('RT-A1-LOAN');
      const marked = await put(net.a.coCode, loan, 'a', { outcome: 'renewed' });
      expect(marked.statusCode).toBe(409);
      expect((marked.json() as { message: string }).message).toMatch(/loan/i);
    });

    it('a policy marked renewed is no longer counted as due, for the subtree and for one seller; clearing the mark counts it again', async () => {
      const counts = async (query: Record<string, string> = {}) =>
        ((await get(net.a.coCode, 'a', query)).json() as RenewalsResponse).counts;
      const [before, beforeBySeller] = [await counts(), await counts({ soldBy: net.a1.coCode })];
      const dueSoon = await srNoOf('RT-A1-0');
      const lapsed = await srNoOf('RT-A1-8');
      expect((await put(net.a.coCode, dueSoon, 'a', { outcome: 'renewed' })).statusCode).toBe(200);
      expect((await put(net.a.coCode, lapsed, 'a', { outcome: 'renewed' })).statusCode).toBe(200);
      const less = (c: RenewalsResponse['counts']) => ({
        ...c,
        within7: c.within7 - 1,
        within15: c.within15 - 1,
        within30: c.within30 - 1,
        within60: c.within60 - 1,
        lapsed: c.lapsed - 1,
      });
      expect(await counts()).toEqual(less(before));
      expect(await counts({ soldBy: net.a1.coCode })).toEqual(less(beforeBySeller));
      // Still listed, with its mark, so that it can be corrected.
      const listed = ((await get(net.a.coCode, 'a')).json() as RenewalsResponse).renewals.find((r) => r.srNo === dueSoon);
      expect(listed?.outcome?.kind).toBe('renewed');
      // "Not renewing" is still to be followed up: it stays in the counts.
      expect((await put(net.a.coCode, dueSoon, 'a', { outcome: 'not_renewing', reason: 'Sold the car' })).statusCode).toBe(200);
      expect((await counts()).within7).toBe(before.within7);
      expect((await del(net.a.coCode, dueSoon, 'a')).statusCode).toBe(200);
      expect((await del(net.a.coCode, lapsed, 'a')).statusCode).toBe(200);
      expect(await counts()).toEqual(before);
    });

    it("dates the sales export by India's day on the API's clock", async () => {
      const res = await app.inject({
        url: buildPath(endpoints.sales.salesExport.path, { coCode: net.a.coCode }),
        headers: bearer(tokens.get(net.a.id)!),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-${net.a.coCode}-${TODAY}.csv"`);
    });

    it('is scoped like the sales routes: own and below 200, sibling and above 403, no token 401', async () => {
      expect((await get(net.a1.coCode, 'a')).statusCode).toBe(200);
      expect((await get(net.b.coCode, 'b')).statusCode).toBe(200);
      for (const [code, as] of [
        [net.b.coCode, 'a'],
        [net.a.coCode, 'b'],
        [net.a1.coCode, 'b'],
        [net.root.coCode, 'a'],
        [ctx().top.coCode, 'a'],
      ] as const) {
        const res = await get(code, as);
        expect(res.statusCode, `${as} → ${code}`).toBe(403);
        expect(Object.keys(res.json() as object).sort()).toEqual(['message', 'status']);
      }
      expect((await app.inject({ url: url(net.a.coCode) })).statusCode).toBe(401);
    });

    it('refuses bad input with 400 naming the field, changing nothing', async () => {
      const before = await tableCounts(ctx().database.db);
      const cases: [Record<string, string>, string][] = [
        [{ within: '5' }, 'within'],
        [{ within: '90' }, 'within'],
        [{ within: 'abc' }, 'within'],
        [{ within: '-7' }, 'within'],
        [{ within: '7.5' }, 'within'],
        [{ policyTypes: 'motor,boat' }, 'policyTypes'],
        [{ soldBy: 'x'.repeat(41) }, 'soldBy'],
      ];
      for (const [query, field] of cases) {
        const res = await get(net.a.coCode, 'a', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        const body = res.json() as { status: string; errors: Record<string, string> };
        expect(body.status).toBe('error');
        expect(Object.keys(body.errors), JSON.stringify(query)).toEqual([field]);
      }
      expect(
        ((await get(net.a.coCode, 'a', { policyTypes: 'boat' })).json() as { errors: Record<string, string> }).errors['policyTypes'],
      ).toContain('boat');
      expect(await tableCounts(ctx().database.db)).toEqual(before);
    });

    const put = (coCode: string, srNo: string, as: 'root' | 'a' | 'b', payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: buildPath(endpoints.renewals.markRenewal.path, { coCode, srNo }),
        headers: bearer(tokens.get(net[as].id)!),
        payload: payload as object,
      });
    const del = (coCode: string, srNo: string, as: 'root' | 'a' | 'b') =>
      app.inject({
        method: 'DELETE',
        url: buildPath(endpoints.renewals.clearRenewal.path, { coCode, srNo }),
        headers: bearer(tokens.get(net[as].id)!),
      });
    const srNoOf = async (policyNumber: string) =>
      (await one<{ srNo: string }>(
        ctx().database.db,
        sql`SELECT sr_no::text AS "srNo" FROM policies WHERE policy_number = ${policyNumber}`,
      ))!.srNo;
    const outcomes = async () => (await one<{ n: number }>(ctx().database.db, sql`SELECT count(*)::int AS n FROM renewal_outcomes`))!.n;

    it('marks a policy renewed or not renewing, and clears it; the leader above sees who marked it', async () => {
      const srNo = await srNoOf('RT-A1-0');
      const renewed = await put(net.a.coCode, srNo, 'a', { outcome: 'renewed', renewedPolicyNumber: ' NEW-123 ' });
      expect(renewed.statusCode).toBe(200);
      const item = (renewed.json() as RenewalResponse).renewal;
      expect(item).toMatchObject({
        srNo,
        policyNumber: 'RT-A1-0',
        productName: 'Renewal test product',
        netPremium: '1000.50',
        netPremiumPaise: 100050,
        status: 'due',
      });
      expect(item.outcome).toMatchObject({ kind: 'renewed', renewedPolicyNumber: 'NEW-123', automatic: false, byName: 'Renewal A' });
      // Stamped by the API's clock: at 01:30 in India, the mark is on India's day, not the server's.
      expect(item.outcome!.at).toBe(NOW.toISOString());
      expect(indiaDate(new Date(item.outcome!.at))).toBe(TODAY);

      // The root, two levels up, sees a's mark in its list.
      const fromRoot = ((await get(net.root.coCode, 'root')).json() as RenewalsResponse).renewals.find((r) => r.srNo === srNo)!;
      expect(fromRoot.outcome).toEqual(item.outcome);

      // The root changes it to "Not renewing" (it is in the root's subtree too), under its own code.
      const lost = await put(net.root.coCode, srNo, 'root', { outcome: 'not_renewing', reason: '  Client moved abroad  ' });
      expect(lost.statusCode).toBe(200);
      expect((lost.json() as RenewalResponse).renewal.outcome).toMatchObject({
        kind: 'not_renewing',
        reason: 'Client moved abroad',
        byName: 'Renewal Root',
      });
      const fromA = ((await get(net.a.coCode, 'a')).json() as RenewalsResponse).renewals.find((r) => r.srNo === srNo)!;
      expect(fromA.outcome).toMatchObject({ kind: 'not_renewing', reason: 'Client moved abroad' });

      const cleared = await del(net.a.coCode, srNo, 'a');
      expect(cleared.statusCode).toBe(200);
      expect((cleared.json() as RenewalResponse).renewal.outcome).toBeNull();
      expect(((await get(net.root.coCode, 'root')).json() as RenewalsResponse).renewals.find((r) => r.srNo === srNo)!.outcome).toBeNull();
      // A lapsed policy can be marked too.
      expect((await put(net.a.coCode, await srNoOf('RT-A1-8'), 'a', { outcome: 'renewed' })).statusCode).toBe(200);
      expect((await del(net.a.coCode, await srNoOf('RT-A1-8'), 'a')).statusCode).toBe(200);
    });

    it('refuses a bad mark with 400 naming the field, a policy outside the member with 404 or 403, one not due with 409', async () => {
      const srNo = await srNoOf('RT-A1-1');
      const before = await outcomes();
      const cases: [unknown, string][] = [
        [{}, 'outcome'],
        [{ outcome: 'lost' }, 'outcome'],
        [{ outcome: 'not_renewing' }, 'reason'],
        [{ outcome: 'not_renewing', reason: '  no ' }, 'reason'],
        [{ outcome: 'not_renewing', reason: 'x'.repeat(501) }, 'reason'],
        [{ outcome: 'renewed', renewedPolicyNumber: 'x'.repeat(81) }, 'renewedPolicyNumber'],
        [{ outcome: 'renewed', note: 'hi' }, 'note'],
      ];
      for (const [payload, field] of cases) {
        const res = await put(net.a.coCode, srNo, 'a', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys((res.json() as { errors: Record<string, string> }).errors), JSON.stringify(payload)).toEqual([field]);
      }
      const badSrNo = await put(net.a.coCode, 'abc', 'a', { outcome: 'renewed' });
      expect(badSrNo.statusCode).toBe(400);
      expect(Object.keys((badSrNo.json() as { errors: Record<string, string> }).errors)).toEqual(['srNo']);

      // Another branch's policy, or the root's own, is not in a's subtree: 404 (whether it exists is not told apart).
      expect((await put(net.a.coCode, await srNoOf('RT-B-0'), 'a', { outcome: 'renewed' })).statusCode).toBe(404);
      expect((await put(net.a.coCode, await srNoOf('RT-R-0'), 'a', { outcome: 'renewed' })).statusCode).toBe(404);
      expect((await put(net.a.coCode, '999999999999', 'a', { outcome: 'renewed' })).statusCode).toBe(404);
      expect((await del(net.b.coCode, srNo, 'b')).statusCode).toBe(404);
      // A member code outside the caller's subtree: 403, as on every member-scoped route.
      expect((await put(net.b.coCode, await srNoOf('RT-B-0'), 'a', { outcome: 'renewed' })).statusCode).toBe(403);
      expect((await del(net.root.coCode, srNo, 'a')).statusCode).toBe(403);
      // 61 days ahead or 31 days lapsed: not due.
      for (const number of ['RT-A1-7', 'RT-A1-10']) {
        const res = await put(net.a.coCode, await srNoOf(number), 'a', { outcome: 'not_renewing', reason: 'Too early' });
        expect(res.statusCode, number).toBe(409);
        expect((res.json() as { message: string }).message).toMatch(/due within 60 days or lapsed in the last 30 days/);
      }
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: buildPath(endpoints.renewals.markRenewal.path, { coCode: net.a.coCode, srNo }),
            payload: { outcome: 'renewed' },
          })
        ).statusCode,
      ).toBe(401);
      expect(await outcomes()).toBe(before);
    });

    it('pages through the window in order, each policy once, with the counts of the whole window', async () => {
      const whole = (await get(net.root.coCode, 'root', { within: '60', limit: '200' })).json() as RenewalsResponse;
      expect(whole.nextCursor).toBeNull();
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = (
          await get(net.root.coCode, 'root', { within: '60', limit: '3', ...(cursor ? { cursor } : {}) })
        ).json() as RenewalsResponse;
        expect(page.renewals.length).toBeLessThanOrEqual(3);
        expect(page.counts).toEqual(whole.counts);
        seen.push(...page.renewals.map((r) => r.srNo));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(seen).toEqual(whole.renewals.map((r) => r.srNo));
      expect(pages).toBe(Math.ceil(whole.renewals.length / 3));
      for (const [query, field] of [
        [{ cursor: 'garbage' }, 'cursor'],
        [{ limit: '0' }, 'limit'],
        [{ limit: '201' }, 'limit'],
      ] as const) {
        const res = await get(net.root.coCode, 'root', query);
        expect(res.statusCode).toBe(400);
        expect(Object.keys((res.json() as { errors: Record<string, string> }).errors)).toEqual([field]);
      }
    });

    it('an imported renewal marks the old policy renewed automatically, but not one marked by hand', async () => {
      const { db } = ctx().database;
      // RT-A1-1 ends in 7 days (health), RT-A1-2 in 8 days (life), RT-A1-4 in 30 days (nonmotor).
      const oldOne = await srNoOf('RT-A1-1');
      expect(
        (await put(net.a.coCode, await srNoOf('RT-A1-2'), 'a', { outcome: 'not_renewing', reason: 'Client said no' })).statusCode,
      ).toBe(200);
      const row = (number: string, client: string, type: string, riskStart: string, soldBy = net.a1.coCode) =>
        [type, 'Renewed cover', number, client, riskStart, addDays(riskStart, 364), '1100.00', '11.00', '', 'Test Insurer', soldBy].join(
          ',',
        );
      const csv = [
        'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy',
        row(`RT-NEW-1-${runTag}`, '  client rt-a1-1 ', 'health', addDays(TODAY, 5)),
        row(`RT-NEW-2-${runTag}`, 'Client RT-A1-2', 'life', addDays(TODAY, 8)),
        // Another seller's policy for the same client, and one starting too long after the old one ended.
        row(`RT-NEW-3-${runTag}`, 'Client RT-A1-4', 'nonmotor', addDays(TODAY, 30), net.a.coCode),
        row(`RT-NEW-4-${runTag}`, 'Client RT-A1-4', 'nonmotor', addDays(TODAY, 61)),
      ].join('\n');
      const report = await importPolicies(db, csv);
      expect(report.errors).toEqual([]);
      expect(report.imported).toBe(4);
      const list = ((await get(net.a.coCode, 'a', { within: '30' })).json() as RenewalsResponse).renewals;
      const bySr = new Map(list.map((r) => [r.srNo, r]));
      expect(bySr.get(oldOne)!.outcome).toMatchObject({
        kind: 'renewed',
        renewedPolicyNumber: `RT-NEW-1-${runTag}`,
        automatic: true,
        byName: null,
      });
      expect(bySr.get(await srNoOf('RT-A1-2'))!.outcome).toMatchObject({ kind: 'not_renewing', reason: 'Client said no' });
      expect(bySr.get(await srNoOf('RT-A1-4'))!.outcome).toBeNull();
    });

    it('an imported policy renews one old policy at most: two of a client’s policies need two renewals', async () => {
      const { db } = ctx().database;
      const client = `Client Twin ${runTag}`;
      const twin = (number: string, days: number) => ({ ...policy(`${number}-${runTag}`, days, 'health'), clientName: client });
      await insertPolicies(db, net.root, [twin('RT-TWIN-1', 40), twin('RT-TWIN-2', 42)]);
      const renewal = (number: string, riskStart: string) =>
        [
          'health',
          'Renewed cover',
          `${number}-${runTag}`,
          client,
          riskStart,
          addDays(riskStart, 364),
          '1100.00',
          '11.00',
          '',
          'Test Insurer',
          net.root.coCode,
        ].join(',');
      const header = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
      const renewedBy = async () => {
        const list = ((await get(net.root.coCode, 'root', { within: '60' })).json() as RenewalsResponse).renewals;
        return Object.fromEntries(
          list
            .filter((r) => r.clientName === client)
            .map((r) => [r.policyNumber, r.outcome?.kind === 'renewed' ? r.outcome.renewedPolicyNumber : null]),
        );
      };
      expect((await importPolicies(db, [header, renewal('RT-TWIN-NEW-1', addDays(TODAY, 41))].join('\n'))).errors).toEqual([]);
      expect(await renewedBy()).toEqual({ [`RT-TWIN-1-${runTag}`]: `RT-TWIN-NEW-1-${runTag}`, [`RT-TWIN-2-${runTag}`]: null });
      expect((await importPolicies(db, [header, renewal('RT-TWIN-NEW-2', addDays(TODAY, 43))].join('\n'))).errors).toEqual([]);
      expect(await renewedBy()).toEqual({
        [`RT-TWIN-1-${runTag}`]: `RT-TWIN-NEW-1-${runTag}`,
        [`RT-TWIN-2-${runTag}`]: `RT-TWIN-NEW-2-${runTag}`,
      });
    });

    it('pairs two renewals imported together with the two policies they renew', async () => {
      const { db } = ctx().database;
      const client = `Client Pair ${runTag}`;
      await insertPolicies(db, net.root, [
        { ...policy(`RT-PAIR-1-${runTag}`, 44, 'life'), clientName: client },
        { ...policy(`RT-PAIR-2-${runTag}`, 46, 'life'), clientName: client },
      ]);
      // The first new policy is the closest to both old ones (a tie for the second); each old policy still gets one.
      const renewal = (number: string, riskStart: string) =>
        [
          'life',
          'Renewed cover',
          `${number}-${runTag}`,
          client,
          riskStart,
          addDays(riskStart, 364),
          '1100.00',
          '11.00',
          '',
          'Test Insurer',
          net.root.coCode,
        ].join(',');
      const csv = [
        'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy',
        renewal('RT-PAIR-NEW-1', addDays(TODAY, 45)),
        renewal('RT-PAIR-NEW-2', addDays(TODAY, 47)),
      ].join('\n');
      expect((await importPolicies(db, csv)).errors).toEqual([]);
      const list = ((await get(net.root.coCode, 'root', { within: '60' })).json() as RenewalsResponse).renewals.filter(
        (r) => r.clientName === client,
      );
      expect(
        Object.fromEntries(list.map((r) => [r.policyNumber, r.outcome?.kind === 'renewed' ? r.outcome.renewedPolicyNumber : null])),
      ).toEqual({
        [`RT-PAIR-1-${runTag}`]: `RT-PAIR-NEW-1-${runTag}`,
        [`RT-PAIR-2-${runTag}`]: `RT-PAIR-NEW-2-${runTag}`,
      });
    });

    it('leaves out a cancelled policy, which cannot be marked either', async () => {
      const srNo = await srNoOf('RT-B-0');
      const before = (await get(net.root.coCode, 'root')).json() as RenewalsResponse;
      expect(before.renewals.some((r) => r.srNo === srNo)).toBe(true);
      await ctx().database.db.execute(sql`UPDATE policies SET cancelled_on = ${addDays(TODAY, -100)}::date WHERE sr_no = ${srNo}::bigint`);
      const after = (await get(net.root.coCode, 'root')).json() as RenewalsResponse;
      expect(after.renewals.some((r) => r.srNo === srNo)).toBe(false);
      expect(after.counts.within7).toBe(before.counts.within7 - 1);
      const res = await put(net.b.coCode, srNo, 'b', { outcome: 'renewed' });
      expect(res.statusCode).toBe(409);
      expect((res.json() as { message: string }).message).toMatch(/cancelled/);
    });

    it('keeps each member’s reminder preference, shown on the profile', async () => {
      const prefs = (payload: unknown, as: 'a' | 'b' = 'a') =>
        app.inject({
          method: 'PUT',
          url: endpoints.account.updatePreferences.path,
          headers: bearer(tokens.get(net[as].id)!),
          payload: payload as object,
        });
      const profile = async (as: 'a' | 'b') =>
        ((await app.inject({ url: endpoints.account.profile.path, headers: bearer(tokens.get(net[as].id)!) })).json() as ProfileResponse)
          .profile.preferences;
      expect(await profile('a')).toEqual({ renewalReminders: true, language: 'en' });
      const off = await prefs({ renewalReminders: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ status: 'success', preferences: { renewalReminders: false, language: 'en' } });
      expect(await profile('a')).toEqual({ renewalReminders: false, language: 'en' });
      // Only the caller's own.
      expect(await profile('b')).toEqual({ renewalReminders: true, language: 'en' });
      for (const [payload, field] of [
        [{}, '_'],
        [{ renewalReminders: 'no' }, 'renewalReminders'],
        [{ renewalReminders: true, theme: 'dark' }, 'theme'],
      ] as const) {
        const res = await prefs(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys((res.json() as { errors: Record<string, string> }).errors)).toEqual([field]);
      }
      expect(await profile('a')).toEqual({ renewalReminders: false, language: 'en' });
      expect((await prefs({ renewalReminders: true })).json()).toEqual({
        status: 'success',
        preferences: { renewalReminders: true, language: 'en' },
      });
      expect(
        (await app.inject({ method: 'PUT', url: endpoints.account.updatePreferences.path, payload: { renewalReminders: true } }))
          .statusCode,
      ).toBe(401);
    });

    it('the demo top member has renewals in every window and lapsed ones, as of today', async () => {
      const res = await ctx().app.inject({ url: url(ctx().top.coCode), headers: bearer(ctx().topToken), query: { within: '60' } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as RenewalsResponse;
      expect(body.asOf).toBe(indiaDate(new Date()));
      const { within7, within15, within30, within60, lapsed } = body.counts;
      expect(within7).toBeGreaterThan(0);
      expect(within15).toBeGreaterThan(within7);
      expect(within30).toBeGreaterThan(within15);
      expect(within60).toBeGreaterThan(within30);
      expect(lapsed).toBeGreaterThan(0);
    });
  });
}
