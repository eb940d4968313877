import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type InsightsResponse, type InsightsTotals, endpoints } from '@portal/shared/validation';
import { buildApp } from '../../src/app.js';
import { indiaDate } from '../../src/clock.js';
import { sql } from '../../src/db/client.js';
import { insertPolicies } from '../../src/db/seed.js';
import type { PolicyValues } from '../../src/db/demoData.js';
import { createMember } from '../../src/services/members.js';
import { bearer, type SuiteContext } from '../helpers/context.js';
import { runTag, tokensForMembers } from '../security/helpers.js';

// 20:00 UTC on 31 March is 01:30 on 1 April in India: the period must end with India's month (April).
const NOW = new Date('2041-03-31T20:00:00Z');
const FIRST_MONTH = '2040-05';
const LAST_MONTH = '2041-04';

type Type = PolicyValues['policyType'];
let serial = 0;
function policy(riskStart: string, premium: string, payOut: string, type: Type = 'motor', insurer = 'Alpha General'): PolicyValues {
  serial += 1;
  return {
    policyType: type,
    productName: 'Insights test product',
    policyNumber: `IN-${serial}`,
    clientName: `Client ${serial}`,
    riskStart,
    riskEnd: riskStart,
    netPremium: premium,
    payOut,
    vehicleNo: null,
    insurer,
  };
}

/** Rupees as the sales summary writes them (`1234.50`) to paise, exactly. */
const paiseOf = (rupees: string) => Number(rupees.replace('.', ''));

/** GET /sales/insights on a network of its own (a separate root), with "today" pinned. */
export function insightsTests(ctx: () => SuiteContext) {
  describe('insights', () => {
    let app: FastifyInstance;
    let tokens: Map<number, string>;
    type Member = { id: number; coCode: string; path: string };
    let root: Member;
    let leaf: Member;
    const children: Member[] = [];
    const get = (coCode: string, as: Member, token?: string) =>
      app.inject({ url: buildPath(endpoints.insights.insights.path, { coCode }), headers: bearer(token ?? tokens.get(as.id)!) });
    const insights = async (coCode: string, as: Member) => {
      const res = await get(coCode, as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InsightsResponse;
    };
    const summary = async (coCode: string, as: Member, query: Record<string, string>) => {
      const res = await app.inject({
        url: buildPath(endpoints.sales.salesSummary.path, { coCode }),
        headers: bearer(tokens.get(as.id)!),
        query,
      });
      expect(res.statusCode, res.body).toBe(200);
      const s = (res.json() as { summary: { count: number; netPremium: string; payOut: string } }).summary;
      return { policyCount: s.count, netPremiumPaise: paiseOf(s.netPremium), payOutPaise: paiseOf(s.payOut) };
    };
    const sum = (items: InsightsTotals[]) =>
      items.reduce(
        (t, i) => ({
          policyCount: t.policyCount + i.policyCount,
          netPremiumPaise: t.netPremiumPaise + i.netPremiumPaise,
          payOutPaise: t.payOutPaise + i.payOutPaise,
        }),
        {
          policyCount: 0,
          netPremiumPaise: 0,
          payOutPaise: 0,
        },
      );

    beforeAll(async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      const add = (name: string, parentCoCode: string | null) =>
        createMember(db, key, { name, email: `insights-${runTag}-${name.toLowerCase().replace(/\s/g, '')}@insights.test`, parentCoCode });
      root = await add('Insight Root', null);
      // Twelve children: child i sells (i + 1) × ₹1,000.25 in June; the last one only before the period.
      for (let i = 0; i < 12; i++) children.push(await add(`Insight Child ${String(i).padStart(2, '0')}`, root.coCode));
      leaf = await add('Insight Leaf', children[0]!.coCode);
      for (let i = 0; i < 11; i++) {
        await insertPolicies(db, children[i]!, [
          policy('2040-06-10', `${(i + 1) * 1000}.25`, '100.01', i % 2 ? 'health' : 'motor', i % 3 ? 'Alpha General' : 'Beta Life'),
        ]);
      }
      await insertPolicies(db, children[11]!, [policy('2040-04-30', '99999.99', '9.99')]);
      // The edges of the period, on the leaf (so in child 0's and the root's subtrees).
      await insertPolicies(db, leaf, [
        policy('2040-05-01', '500.50', '60.06', 'life', 'Gamma Assurance'),
        policy('2041-04-30', '700.70', '84.08', 'loan', 'Gamma Assurance'),
        policy('2041-05-01', '800.00', '96.00', 'loan'),
        policy('2040-04-30', '900.00', '108.00', 'loan'),
      ]);
      await insertPolicies(db, root, [policy('2040-12-31', '1234.56', '123.45', 'nonmotor', 'Beta Life')]);
      tokens = await tokensForMembers(
        db,
        [root, children[0]!, children[1]!, leaf].map((m) => ({ ...m, name: 'Insight', email: '' })),
      );
      app = await buildApp({ database: ctx().database, config: { ...ctx().config, now: () => NOW }, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it("covers India's last 12 calendar months, empty ones as zeros, in exact paise", async () => {
      const body = await insights(root.coCode, root);
      expect(body.asOf).toBe(indiaDate(NOW));
      expect(body.asOf).toBe('2041-04-01');
      expect(body.fromDate).toBe(`${FIRST_MONTH}-01`);
      expect(body.toDate).toBe(`${LAST_MONTH}-30`);
      expect(body.months.map((m) => m.month)).toEqual([
        '2040-05',
        '2040-06',
        '2040-07',
        '2040-08',
        '2040-09',
        '2040-10',
        '2040-11',
        '2040-12',
        '2041-01',
        '2041-02',
        '2041-03',
        '2041-04',
      ]);
      const month = (m: string) => body.months.find((x) => x.month === m)!;
      expect(month('2040-05')).toEqual({ month: '2040-05', policyCount: 1, netPremiumPaise: 50050, payOutPaise: 6006 });
      // 11 children: (1 + … + 11) × ₹1,000 + 11 × 25 paise.
      expect(month('2040-06')).toEqual({ month: '2040-06', policyCount: 11, netPremiumPaise: 66_000_00 + 275, payOutPaise: 11 * 10001 });
      expect(month('2040-12')).toEqual({ month: '2040-12', policyCount: 1, netPremiumPaise: 123456, payOutPaise: 12345 });
      // A risk start later this month counts: the month is whole.
      expect(month('2041-04')).toEqual({ month: '2041-04', policyCount: 1, netPremiumPaise: 70070, payOutPaise: 8408 });
      for (const m of ['2040-07', '2040-08', '2040-09', '2040-10', '2040-11', '2041-01', '2041-02', '2041-03']) {
        expect(month(m)).toEqual({ month: m, policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 });
      }
      expect(body.totals).toEqual(sum(body.months));
      expect(body.totals).toEqual({
        policyCount: 14,
        netPremiumPaise: 50050 + 66_000_00 + 275 + 123456 + 70070,
        payOutPaise: 6006 + 11 * 10001 + 12345 + 8408,
      });
    });

    it('totals by month, type and insurer equal the sales summary for the same member and months', async () => {
      for (const [member, as] of [
        [root, root],
        [children[0]!, children[0]!],
        [leaf, children[0]!],
      ] as const) {
        const body = await insights(member.coCode, as);
        expect(await summary(member.coCode, as, { fromDate: body.fromDate, toDate: body.toDate })).toEqual(body.totals);
        expect(sum(body.policyTypes)).toEqual(body.totals);
        expect(sum(body.insurers)).toEqual(body.totals);
        for (const t of body.policyTypes) {
          const { policyType, ...totals } = t;
          expect(await summary(member.coCode, as, { fromDate: body.fromDate, toDate: body.toDate, policyTypes: policyType })).toEqual(
            totals,
          );
        }
        for (const m of body.months.filter((x) => x.policyCount > 0)) {
          const { month, ...totals } = m;
          const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
          expect(await summary(member.coCode, as, { fromDate: `${month}-01`, toDate: last })).toEqual(totals);
        }
      }
      const root_ = await insights(root.coCode, root);
      expect(root_.policyTypes.map((t) => t.policyType)).toEqual(['motor', 'health', 'nonmotor', 'loan', 'life']);
      expect(root_.insurers.map((i) => i.insurer)).toEqual(['Alpha General', 'Beta Life', 'Gamma Assurance']);
      expect(root_.insurers.find((i) => i.insurer === 'Gamma Assurance')).toEqual({
        insurer: 'Gamma Assurance',
        policyCount: 2,
        netPremiumPaise: 120120,
        payOutPaise: 14414,
      });
    });

    it('the demo top member: the same totals as the sales summary', async () => {
      const res = await ctx().app.inject({
        url: buildPath(endpoints.insights.insights.path, { coCode: ctx().top.coCode }),
        headers: bearer(ctx().topToken),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as InsightsResponse;
      expect(body.asOf).toBe(indiaDate(new Date()));
      expect(body.totals.policyCount).toBeGreaterThan(0);
      expect(body.insurers.length).toBeGreaterThan(1);
      const s = await ctx().app.inject({
        url: buildPath(endpoints.sales.salesSummary.path, { coCode: ctx().top.coCode }),
        headers: bearer(ctx().topToken),
        query: { fromDate: body.fromDate, toDate: body.toDate },
      });
      const expected = (s.json() as { summary: { count: number; netPremium: string; payOut: string } }).summary;
      expect(body.totals).toEqual({
        policyCount: expected.count,
        netPremiumPaise: paiseOf(expected.netPremium),
        payOutPaise: paiseOf(expected.payOut),
      });
      expect(sum(body.insurers)).toEqual(body.totals);
      expect(sum(body.months)).toEqual(body.totals);
    });

    it('ranks the top 10 direct children by their subtree premium; a leaf has none', async () => {
      const body = await insights(root.coCode, root);
      expect(body.childCount).toBe(12);
      // Child 0 sold less than child 1 itself, but its subtree (the leaf's policies in the period) sold more.
      const ranked = [10, 9, 8, 7, 6, 5, 4, 3, 2, 0];
      expect(body.topChildren.map((c) => c.coCode)).toEqual(ranked.map((i) => children[i]!.coCode));
      const premiums = body.topChildren.map((c) => c.netPremiumPaise);
      expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
      expect(body.topChildren[0]).toEqual({
        coCode: children[10]!.coCode,
        name: 'Insight Child 10',
        policyCount: 1,
        netPremiumPaise: 11_000_25,
        payOutPaise: 10001,
      });
      const child0 = await insights(children[0]!.coCode, children[0]!);
      expect(child0.totals).toEqual({ policyCount: 3, netPremiumPaise: 1000_25 + 50050 + 70070, payOutPaise: 10001 + 6006 + 8408 });
      expect(child0.childCount).toBe(1);
      expect(child0.topChildren).toEqual([
        { coCode: leaf.coCode, name: 'Insight Leaf', policyCount: 2, netPremiumPaise: 120120, payOutPaise: 14414 },
      ]);

      const leafBody = await insights(leaf.coCode, leaf);
      expect(leafBody.member).toEqual({ coCode: leaf.coCode, name: 'Insight Leaf' });
      expect(leafBody.childCount).toBe(0);
      expect(leafBody.topChildren).toEqual([]);
      expect(leafBody.totals).toEqual({ policyCount: 2, netPremiumPaise: 120120, payOutPaise: 14414 });
      expect(leafBody.policyTypes.map((t) => t.policyType)).toEqual(['loan', 'life']);
    });

    it('a member with no sales in the period: zeros everywhere, empty lists', async () => {
      const body = await insights(children[11]!.coCode, root);
      expect(body.months).toHaveLength(12);
      expect(body.months.every((m) => m.policyCount === 0 && m.netPremiumPaise === 0 && m.payOutPaise === 0)).toBe(true);
      expect(body.totals).toEqual({ policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 });
      expect(body.policyTypes).toEqual([]);
      expect(body.insurers).toEqual([]);
      expect(body.topChildren).toEqual([]);
    });

    it('the rollups follow policies changed and deleted', async () => {
      const { db } = ctx().database;
      const before = await insights(root.coCode, root);
      await db.execute(
        sql`UPDATE policies SET insurer = 'Delta General', net_premium = net_premium + 1.11 WHERE sold_by_id = ${children[0]!.id} AND risk_start = '2040-06-10'`,
      );
      await db.execute(sql`DELETE FROM policies WHERE sold_by_id = ${leaf.id} AND risk_start = '2040-05-01'`);
      const after = await insights(root.coCode, root);
      expect(after.totals).toEqual({
        policyCount: before.totals.policyCount - 1,
        netPremiumPaise: before.totals.netPremiumPaise + 111 - 50050,
        payOutPaise: before.totals.payOutPaise - 6006,
      });
      expect(after.insurers.find((i) => i.insurer === 'Delta General')).toEqual({
        insurer: 'Delta General',
        policyCount: 1,
        netPremiumPaise: 1001_36,
        payOutPaise: 10001,
      });
      expect(sum(after.insurers)).toEqual(after.totals);
      expect(await summary(root.coCode, root, { fromDate: after.fromDate, toDate: after.toDate })).toEqual(after.totals);
      expect(after.months[0]).toEqual({ month: FIRST_MONTH, policyCount: 0, netPremiumPaise: 0, payOutPaise: 0 });
    });

    it('is scoped like the sales routes: own and below 200, sibling and above 403, no token 401', async () => {
      expect((await get(leaf.coCode, children[0]!)).statusCode).toBe(200);
      const refusals: [string, Member][] = [
        [children[0]!.coCode, children[1]!],
        [leaf.coCode, children[1]!],
        [root.coCode, children[0]!],
        [root.coCode, leaf],
        [ctx().top.coCode, root],
        ['NO-SUCH-CODE', root],
      ];
      for (const [code, as] of refusals) {
        const res = await get(code, as);
        expect(res.statusCode, `${as.coCode} → ${code}`).toBe(403);
        expect(Object.keys(res.json() as object).sort()).toEqual(['message', 'status']);
      }
      expect((await app.inject({ url: buildPath(endpoints.insights.insights.path, { coCode: root.coCode }) })).statusCode).toBe(401);
      const tooLong = await get('x'.repeat(41), root);
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys((tooLong.json() as { errors: Record<string, string> }).errors)).toEqual(['coCode']);
    });

    it('is documented: operation id, summary, bearer security and the error responses', async () => {
      const doc = (await app.inject({ url: '/docs/json' })).json() as {
        paths: Record<
          string,
          Record<string, { operationId?: string; summary?: string; security?: unknown; responses: Record<string, unknown> }>
        >;
      };
      const op = doc.paths['/sales/insights/{coCode}']!['get']!;
      expect(op.operationId).toBe('insights');
      expect(op.summary).toMatch(/12 months/);
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '500']));
    });
  });
}
