import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@portal/shared/validation';
import { adminEndpoints, type MemberDetailsResponse, type MemberMoveResponse, type MemberSearchResponse } from '@portal/shared/admin';
import { buildApp } from '../../../src/app.js';
import { one, rows, sql } from '../../../src/db/client.js';
import { createMember } from '../../../src/services/members.js';
import { cliActor } from '../../../src/services/audit.js';
import { moveMember } from '../../../src/modules/admin/members/move.js';
import { policyForDownload } from '../../../src/modules/policy/queries.js';
import { renewalItem } from '../../../src/modules/renewals/service.js';
import { listSales } from '../../../src/modules/sales/queries.js';
import { pendingRewrite, rewriteSellerPaths } from '../../../src/services/sellerPaths.js';
import { SIGN_IN_DISABLED } from '../../../src/plugins/auth.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import { signIn, type Maildev } from '../../helpers/services.js';
import { runTag, withAuth } from '../../security/helpers.js';

type Created = { id: number; coCode: string; path: string };
const NAMES = ['root', 'a', 'b', 'a1', 'a2', 'a11', 'b1', 'b11'] as const;
type Name = (typeof NAMES)[number];
const PARENTS: Record<Name, Name | null> = { root: null, a: 'root', b: 'root', a1: 'a', a2: 'a', a11: 'a1', b1: 'b', b11: 'b1' };

/** The back office's members: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminMembersTests(ctx: () => SuiteContext, _maildev: () => Maildev) {
  describe('admin members', () => {
    const tag = runTag.replace(/[^a-z0-9]/gi, '');
    const email = (name: string) => `adm-${tag}-${name}@members.test`;
    const labels: Partial<Record<Name, string>> = { root: 'Zenobia Quartermain', a: 'Ulric Vantablack', b: 'Ottoline Brackwater' };
    const fullName = (name: Name) => `${labels[name] ?? `Member ${name.toUpperCase()}`} ${tag}`;
    const net = {} as Record<Name, Created>;
    const ids = () => NAMES.map((n) => net[n].id);
    const get = (url: string, token = ctx().opsToken) => ctx().app.inject({ url, headers: bearer(token) });
    const search = async (q: string) => {
      const res = await get(`${adminEndpoints.members.adminSearchMembers.path}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MemberSearchResponse).members;
    };
    const details = async (code: string) => {
      const res = await get(buildPath(adminEndpoints.members.adminMember.path, { code }));
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MemberDetailsResponse).member;
    };
    const move = (code: string, body: unknown, token = ctx().opsToken) =>
      ctx().app.inject({
        method: 'POST',
        url: buildPath(adminEndpoints.members.adminMoveMember.path, { code }),
        headers: bearer(token),
        payload: body as object,
      });

    /** Until no seller-path rewrite is pending (taking turns with the app's worker, which a move kicked). */
    const settle = async () => {
      await rewriteSellerPaths(ctx().database.db);
      expect(await pendingRewrite(ctx().database.db)).toBeNull();
    };

    /** Everything a move may change, for the test network: paths, parents, depths, seller paths, rollup rows. */
    const snapshot = async () => {
      const { db } = ctx().database;
      await settle();
      const list = sql.join(
        ids().map((i) => sql`${i}`),
        sql`, `,
      );
      return {
        members: await rows(db, sql`SELECT id, parent_id, path, depth FROM members WHERE id IN (${list}) ORDER BY id`),
        policies: await rows(db, sql`SELECT sr_no::text, seller_path FROM policies WHERE sold_by_id IN (${list}) ORDER BY sr_no`),
        sales: await rows(db, sql`SELECT * FROM sales_rollup WHERE member_id IN (${list}) AND policy_count <> 0 ORDER BY 1, 2, 3`),
        renewals: await rows(db, sql`SELECT * FROM renewal_rollup WHERE member_id IN (${list}) AND policy_count <> 0 ORDER BY 1, 2, 3`),
        insurers: await rows(db, sql`SELECT * FROM insurer_rollup WHERE member_id IN (${list}) AND policy_count <> 0 ORDER BY 1, 2, 3`),
      };
    };

    /**
     * Rows by which the test network's state is wrong: a path that is not its parent's path plus its id, a
     * depth that does not match it, a policy whose seller path (as a pending rewrite will leave it) is not its
     * seller's, and every rollup row that differs from the same totals recomputed from the policies by that
     * seller-path prefix (both ways). Right at any moment, before, during and after a rewrite.
     */
    const inconsistencies = async () => {
      const { db } = ctx().database;
      const list = sql.join(
        ids().map((i) => sql`${i}`),
        sql`, `,
      );
      const diff = (expected: ReturnType<typeof sql>, actual: ReturnType<typeof sql>) =>
        sql`SELECT count(*)::int AS n FROM ((${expected} EXCEPT ${actual}) UNION ALL (${actual} EXCEPT ${expected})) d`;
      const scope = sql`FROM members m JOIN policies p ON effective_seller_path(p.seller_path) LIKE m.path || '%' WHERE m.id IN (${list})`;
      const found = await one<Record<string, number>>(
        db,
        sql`SELECT
          (SELECT count(*)::int FROM members m LEFT JOIN members p ON p.id = m.parent_id WHERE m.id IN (${list})
             AND (m.path <> COALESCE(p.path, '/') || m.id || '/' OR m.depth <> array_length(string_to_array(trim(both '/' from m.path), '/'), 1) - 1)) AS paths,
          (SELECT count(*)::int FROM policies p JOIN members m ON m.id = p.sold_by_id WHERE m.id IN (${list}) AND effective_seller_path(p.seller_path) <> m.path) AS "sellerPaths",
          (${diff(
            sql`SELECT m.id, p.policy_type, date_trunc('month', p.risk_start)::date, count(*)::int, sum(p.net_premium), sum(p.pay_out) ${scope} GROUP BY 1, 2, 3`,
            sql`SELECT member_id, policy_type, month, policy_count, net_premium, pay_out FROM sales_rollup WHERE member_id IN (${list}) AND policy_count <> 0`,
          )}) AS sales,
          (${diff(
            sql`SELECT m.id, p.risk_end, p.policy_type, count(*)::int ${scope} AND p.cancelled_on IS NULL GROUP BY 1, 2, 3`,
            sql`SELECT member_id, risk_end, policy_type, policy_count FROM renewal_rollup WHERE member_id IN (${list}) AND policy_count <> 0`,
          )}) AS renewals,
          (${diff(
            sql`SELECT m.id, date_trunc('month', p.risk_start)::date, p.insurer, count(*)::int, sum(p.net_premium), sum(p.pay_out) ${scope} GROUP BY 1, 2, 3`,
            sql`SELECT member_id, month, insurer, policy_count, net_premium, pay_out FROM insurer_rollup WHERE member_id IN (${list}) AND policy_count <> 0`,
          )}) AS insurers`,
      );
      return found;
    };
    const consistent = { paths: 0, sellerPaths: 0, sales: 0, renewals: 0, insurers: 0 };

    /** Policies of the test network whose stored seller path is not yet their seller's path (rewrite not done). */
    const staleSellerPaths = async () =>
      (await one<{ n: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS n FROM policies p JOIN members m ON m.id = p.sold_by_id
            WHERE m.id IN (${sql.join(
              ids().map((i) => sql`${i}`),
              sql`, `,
            )}) AND p.seller_path <> m.path`,
      ))!.n;

    /**
     * The members of the test network whose sales list (every page) is not exactly the policies sold by
     * members whose current path lies under theirs: none, whatever state the seller-path rewrite is in.
     */
    const readsDisagree = async () => {
      const { db } = ctx().database;
      const wrong: string[] = [];
      for (const name of NAMES) {
        const { path } = (await one<{ path: string }>(db, sql`SELECT path FROM members WHERE id = ${net[name].id}`))!;
        const listed = (await listSales(db, path, {}, { limit: 1000 })).sales.map((s) => s.srNo).sort();
        const truth = (
          await rows<{ srNo: string }>(
            db,
            sql`SELECT p.sr_no::text AS "srNo" FROM policies p JOIN members s ON s.id = p.sold_by_id WHERE s.path LIKE ${path} || '%'`,
          )
        )
          .map((r) => r.srNo)
          .sort();
        if (listed.join() !== truth.join()) wrong.push(name);
      }
      return wrong;
    };

    beforeAll(async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      for (const name of NAMES) {
        const parent = PARENTS[name];
        net[name] = await createMember(db, key, {
          name: fullName(name),
          email: email(name),
          parentCoCode: parent ? net[parent].coCode : null,
          ...(name === 'a'
            ? { pan: 'ABCDE1234F', aadhaar: '123412341234', mobile: '9876543210', bankName: 'Test Bank', bankAccount: '001122334455' }
            : {}),
        });
      }
      // Seven policies each (types, months, insurers and amounts varying; the seventh cancelled).
      await db.execute(sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end,
          net_premium, pay_out, insurer, sold_by_id, seller_path, cancelled_on)
        SELECT (ARRAY['life','nonmotor','health','motor','loan'])[1 + (m.id + g) % 5], 'Test product', ${`AM-${tag}-`} || m.id || '-' || g,
          'Client ' || g, DATE '2026-01-10' + (m.id * 37 + g * 53) % 300, DATE '2027-01-10' + (m.id * 37 + g * 53) % 300,
          (1000 + m.id % 97 * 10 + g * 111.25)::numeric(14,2), (100 + g * 11.5)::numeric(14,2),
          (ARRAY['Star Health','LIC','Tata AIG'])[1 + (m.id + g) % 3], m.id, m.path,
          CASE WHEN g = 7 THEN DATE '2026-11-01' END
        FROM members m CROSS JOIN generate_series(1, 7) g WHERE m.id IN (${sql.join(
          ids().map((i) => sql`${i}`),
          sql`, `,
        )})`);
    });

    describe('search', () => {
      it('finds members by part of the name, case-insensitively, with their parent, level and team size', async () => {
        const found = await search(`vantablack ${tag}`.toUpperCase());
        expect(found).toEqual([
          {
            coCode: net.a.coCode,
            name: fullName('a'),
            email: email('a'),
            depth: 1,
            parentCoCode: net.root.coCode,
            parentName: fullName('root'),
            subtreeSize: 3,
            hasAccount: false,
            signInDisabled: false,
          },
        ]);
      });

      it('finds members by code (the exact code first) and by e-mail', async () => {
        expect((await search(net.b.coCode.toLowerCase()))[0]?.coCode).toBe(net.b.coCode);
        expect((await search(email('root'))).map((m) => m.coCode)).toEqual([net.root.coCode]);
        const byTag = await search(`adm-${tag}-`);
        expect(byTag.map((m) => m.coCode).sort()).toEqual(NAMES.map((n) => net[n].coCode).sort());
      });

      it('treats % and _ as text, and bounds the list by limit', async () => {
        expect(await search('%')).toEqual([]);
        const res = await get(`${adminEndpoints.members.adminSearchMembers.path}?q=${encodeURIComponent(`adm-${tag}-`)}&limit=2`);
        expect((res.json() as MemberSearchResponse).members).toHaveLength(2);
      });

      it('refuses a bad limit with a 400 and says which field', async () => {
        const res = await get(`${adminEndpoints.members.adminSearchMembers.path}?limit=500`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', errors: { limit: expect.any(String) } });
      });
    });

    describe('details', () => {
      it("shows a member's masked numbers, direct team and sales (own book and subtree) from the rollups", async () => {
        const a = await details(net.a.coCode);
        expect(a).toMatchObject({
          coCode: net.a.coCode,
          parentCoCode: net.root.coCode,
          mobile: '9876543210',
          pan: 'ABXXXXX34F',
          aadhaar: 'XXXX XXXX 1234',
          bankName: 'Test Bank',
          bankAccount: '••••4455',
          childCount: 2,
          signInDisabledAt: null,
        });
        expect(JSON.stringify(a)).not.toMatch(/ABCDE1234F|123412341234|001122334455/);
        expect(a.children.map((c) => c.coCode)).toEqual([net.a1.coCode, net.a2.coCode]);
        expect(a.children[0]).toMatchObject({ subtreeSize: 1, depth: 2 });
        const sums = async (where: ReturnType<typeof sql>) =>
          (await one<{ count: number; np: string; po: string }>(
            ctx().database.db,
            sql`SELECT count(*)::int AS count, (sum(net_premium) * 100)::bigint::text AS np, (sum(pay_out) * 100)::bigint::text AS po FROM policies WHERE ${where}`,
          ))!;
        const own = await sums(sql`sold_by_id = ${net.a.id}`);
        const subtree = await sums(sql`seller_path LIKE ${`${net.a.path}%`}`);
        expect(a.ownSales).toEqual({ count: 7, netPremiumPaise: Number(own.np), payOutPaise: Number(own.po) });
        expect(a.subtreeSales).toEqual({ count: 28, netPremiumPaise: Number(subtree.np), payOutPaise: Number(subtree.po) });
      });

      it('answers 404 for an unknown code', async () => {
        const res = await get(buildPath(adminEndpoints.members.adminMember.path, { code: `NOPE${tag}` }));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: `No member with code NOPE${tag}.` });
      });
    });

    describe('sign-in', () => {
      let app: FastifyInstance;
      const password = 'Member@12345';
      // Its own emulator account per database: both suites share one emulator.
      const login = () => `adm-${tag}-b1-${ctx().database.kind}@members.test`;
      beforeAll(async () => {
        // Tokens verified once are otherwise trusted for config.tokenCacheMs: this app checks every time.
        app = await buildApp({ database: ctx().database, config: { ...ctx().config, tokenCacheMs: 0 }, logger: false });
        await app.ready();
        const uid = await withAuth(async (auth) => (await auth.createUser({ email: login(), password, displayName: 'B1' })).uid);
        await ctx().database.db.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE id = ${net.b1.id}`);
      });
      afterAll(() => app?.close());
      const toggle = (code: string, body: unknown, token = ctx().opsToken) =>
        app.inject({
          method: 'PUT',
          url: buildPath(adminEndpoints.members.adminSetMemberSignIn.path, { code }),
          headers: bearer(token),
          payload: body as object,
        });
      const ownSummary = (token: string) =>
        app.inject({ url: buildPath(endpoints.sales.salesSummary.path, { coCode: net.b1.coCode }), headers: bearer(token) });

      it("disabling ends the member's session and sign-in; enabling lets them sign in again; both audited", async () => {
        const before = await signIn(login(), password);
        expect((await ownSummary(before)).statusCode).toBe(200);

        const off = await toggle(net.b1.coCode, { enabled: false });
        expect(off.statusCode, off.body).toBe(200);
        expect((off.json() as MemberDetailsResponse).member).toMatchObject({
          signInDisabled: true,
          hasAccount: true,
          signInDisabledAt: expect.any(String),
        });
        expect((await ownSummary(before)).statusCode).toBe(401);
        await expect(signIn(login(), password)).rejects.toThrow();

        const on = await toggle(net.b1.coCode, { enabled: true });
        expect((on.json() as MemberDetailsResponse).member).toMatchObject({ signInDisabled: false, signInDisabledAt: null });
        expect((await ownSummary(await signIn(login(), password))).statusCode).toBe(200);

        const audit = await rows<{ action: string; before: unknown; after: unknown; operator_email: string }>(
          ctx().database.db,
          sql`SELECT action, before, after, operator_email FROM audit_log WHERE record_type = 'member' AND record_id = ${net.b1.coCode} ORDER BY id`,
        );
        expect(audit).toEqual([
          {
            action: 'member.disable_sign_in',
            before: { signInDisabled: false },
            after: { signInDisabled: true },
            operator_email: 'ops@agentportal.in',
          },
          {
            action: 'member.enable_sign_in',
            before: { signInDisabled: true },
            after: { signInDisabled: false },
            operator_email: 'ops@agentportal.in',
          },
        ]);
      });

      it('a disabled member is refused at once, also by an API process that still trusts their token (its cache)', async () => {
        const token = await signIn(login(), password);
        const cachedApp = ctx().app;
        const summary = () =>
          cachedApp.inject({ url: buildPath(endpoints.sales.salesSummary.path, { coCode: net.b1.coCode }), headers: bearer(token) });
        expect((await summary()).statusCode).toBe(200);
        expect((await toggle(net.b1.coCode, { enabled: false })).statusCode).toBe(200);
        const refused = await summary();
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ status: 'error', message: SIGN_IN_DISABLED });
        expect((await toggle(net.b1.coCode, { enabled: true })).statusCode).toBe(200);
      });

      it('refuses a member without an account (409), an unknown code (404) and a bad body (400), changing nothing', async () => {
        const none = await toggle(net.b11.coCode, { enabled: false });
        expect(none.statusCode).toBe(409);
        expect(none.json()).toMatchObject({ message: expect.stringContaining('has not set a password yet') });
        expect((await toggle(`NOPE${tag}`, { enabled: false })).statusCode).toBe(404);
        const bad = await toggle(net.b1.coCode, { enabled: 'no' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ errors: { enabled: expect.any(String) } });
        expect((await details(net.b11.coCode)).signInDisabled).toBe(false);
      });
    });

    describe('move', () => {
      it('moves a member with their subtree; paths, seller paths and every rollup follow (old and new ancestors); audited', async () => {
        expect(await inconsistencies()).toEqual(consistent);
        const aBefore = await details(net.a.coCode);
        const a1Before = await details(net.a1.coCode);
        const res = await move(net.a1.coCode, { parentCoCode: net.b1.coCode });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as MemberMoveResponse;
        expect(body).toMatchObject({ moved: 2, from: net.a.coCode, to: net.b1.coCode });
        expect(body.member).toMatchObject({ parentCoCode: net.b1.coCode, depth: 3, subtreeSize: 1 });
        expect(await inconsistencies()).toEqual(consistent);
        // The route started the app's worker: it rewrites the policies' seller paths on its own.
        await expect.poll(() => pendingRewrite(ctx().database.db), { timeout: 15_000 }).toBeNull();
        expect(await inconsistencies()).toEqual(consistent);
        expect(await staleSellerPaths()).toBe(0);
        // The old parent lost exactly the moved subtree's sales, the new one gained them.
        const aAfter = await details(net.a.coCode);
        expect(aAfter.subtreeSales.count).toBe(aBefore.subtreeSales.count - a1Before.subtreeSales.count);
        expect(aAfter.subtreeSales.netPremiumPaise).toBe(aBefore.subtreeSales.netPremiumPaise - a1Before.subtreeSales.netPremiumPaise);
        expect(aAfter.subtreeSales.count).toBe(28 - 14);
        expect((await details(net.b.coCode)).subtreeSales.count).toBe(21 + 14);
        expect((await details(net.root.coCode)).subtreeSales.count).toBe(NAMES.length * 7);

        const audit = await one<{ before: unknown; after: unknown }>(
          ctx().database.db,
          sql`SELECT before, after FROM audit_log WHERE action = 'member.move' AND record_id = ${net.a1.coCode} ORDER BY id DESC LIMIT 1`,
        );
        expect(audit).toEqual({
          before: { parentCoCode: net.a.coCode, parentName: fullName('a'), depth: 2 },
          after: { parentCoCode: net.b1.coCode, parentName: fullName('b1'), depth: 3, subtreeSize: 1 },
        });
      });

      it('keeps every path and rollup exact over any sequence of moves, refusing (409, nothing changed) those that would make a loop', async () => {
        const movable = NAMES.filter((n) => n !== 'root');
        const property = fc.asyncProperty(fc.constantFrom(...movable), fc.constantFrom(...NAMES), async (who, under) => {
          const { db } = ctx().database;
          const state = await one<{ inside: boolean; parent: boolean }>(
            db,
            sql`SELECT p.path LIKE m.path || '%' AS inside, m.parent_id = p.id AS parent FROM members m, members p WHERE m.id = ${net[who].id} AND p.id = ${net[under].id}`,
          );
          const before = await snapshot();
          const res = await move(net[who].coCode, { parentCoCode: net[under].coCode });
          if (state!.inside || state!.parent) {
            expect(res.statusCode, res.body).toBe(409);
            expect(await snapshot()).toEqual(before);
          } else {
            expect(res.statusCode, res.body).toBe(200);
          }
          expect(await inconsistencies()).toEqual(consistent);
          expect(await readsDisagree()).toEqual([]);
        });
        await fc.assert(property, { numRuns: 25, seed: 2020 });
      });

      it("shows the move to every reader at once, while the policies' seller paths are rewritten after it in batches", async () => {
        const { db } = ctx().database;
        await settle();
        const pathOf = async (name: Name) =>
          (await one<{ path: string }>(db, sql`SELECT path FROM members WHERE id = ${net[name].id}`))!.path;
        // The network as built (the property test moved it around), top down; then a1 (with a11) goes under b1.
        for (const name of NAMES) {
          const parent = PARENTS[name];
          const now = await one<{ parentId: number | null }>(
            db,
            sql`SELECT parent_id AS "parentId" FROM members WHERE id = ${net[name].id}`,
          );
          if (parent && now!.parentId !== net[parent].id)
            await moveMember(db, cliActor(), { code: net[name].coCode, parentCoCode: net[parent].coCode });
          await settle();
        }
        const [who, under] = ['a1', 'b1'] as const;
        const oldPath = await pathOf(who);
        const movedPolicies = await rows<{ srNo: string; soldBy: string; policyNumber: string }>(
          db,
          sql`SELECT p.sr_no::text AS "srNo", m.co_code AS "soldBy", p.policy_number AS "policyNumber"
              FROM policies p JOIN members m ON m.id = p.sold_by_id WHERE m.path LIKE ${oldPath} || '%' AND p.cancelled_on IS NULL ORDER BY p.sr_no`,
        );
        expect(movedPolicies.length).toBeGreaterThan(1);

        // The service alone (the route would also start the app's worker): the rewrite stays pending.
        await moveMember(db, cliActor(), { code: net[who].coCode, parentCoCode: net[under].coCode });
        const newPath = await pathOf(who);
        expect(await pendingRewrite(db)).toEqual({ oldPrefix: oldPath, newPrefix: newPath });
        const stale = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM policies WHERE seller_path LIKE ${oldPath} || '%'`);
        expect(stale!.n).toBeGreaterThan(0);
        expect(await readsDisagree()).toEqual([]);
        expect(await inconsistencies()).toEqual(consistent);
        // One policy by its number, and as a renewal: found from the new side, not from the old one.
        const first = movedPolicies[0]!;
        const oldParentPath = oldPath.slice(0, oldPath.slice(0, -1).lastIndexOf('/') + 1);
        expect(await policyForDownload(db, await pathOf(under), first.soldBy, first.policyNumber)).toMatchObject({ srNo: first.srNo });
        expect(await policyForDownload(db, oldParentPath, first.soldBy, first.policyNumber)).toBeUndefined();
        expect(await renewalItem(db, await pathOf(under), first.srNo, '2026-11-24')).toMatchObject({ srNo: first.srNo });
        expect(await renewalItem(db, oldParentPath, first.srNo, '2026-11-24')).toBeNull();

        // A policy cancelled while its path is stale counts off its new ancestors' rollups, not the old ones'.
        await db.execute(sql`UPDATE policies SET cancelled_on = DATE '2026-11-20' WHERE sr_no = ${movedPolicies[1]!.srNo}::bigint`);
        expect(await inconsistencies()).toEqual(consistent);

        // Half-way: one small batch rewritten, the rest not; every read still right.
        const half = await rewriteSellerPaths(db, {
          batchSize: 3,
          shouldStop: (() => {
            let n = 0;
            return () => n++ > 0;
          })(),
        });
        expect(half).toEqual({ rewritten: 3, done: false });
        expect(await readsDisagree()).toEqual([]);
        expect(await inconsistencies()).toEqual(consistent);
        // The app's periodic look leaves a fresh rewrite to the process that moved.
        expect(await rewriteSellerPaths(db, { olderThanMs: 60_000 })).toEqual({ rewritten: 0, done: false });

        // A move now finishes the pending rewrite first: one rewrite pending at a time.
        await moveMember(db, cliActor(), { code: net[who].coCode, parentCoCode: net.root.coCode });
        expect(await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM policies WHERE seller_path LIKE ${oldPath} || '%'`)).toEqual(
          { n: 0 },
        );
        expect(await pendingRewrite(db)).toEqual({ oldPrefix: newPath, newPrefix: await pathOf(who) });
        expect(await readsDisagree()).toEqual([]);
        // One left for over a minute (its process stopped) is the periodic look's to finish.
        await db.execute(sql`UPDATE seller_path_rewrites SET created_at = now() - interval '61 seconds'`);
        expect(await rewriteSellerPaths(db, { olderThanMs: 60_000 })).toMatchObject({ done: true });
        expect(await pendingRewrite(db)).toBeNull();
        expect(await inconsistencies()).toEqual(consistent);
        expect(await staleSellerPaths()).toBe(0);
      });

      it('moves a top member (and their team) under another member', async () => {
        const { db } = ctx().database;
        const key = ctx().config.encryptionKey;
        const top = await createMember(db, key, { name: `Top Two ${tag}`, email: email('top2'), parentCoCode: null });
        const child = await createMember(db, key, { name: `Top Two Child ${tag}`, email: email('top2child'), parentCoCode: top.coCode });
        await db.execute(sql`INSERT INTO policies (policy_type, product_name, policy_number, client_name, risk_start, risk_end, net_premium, pay_out, insurer, sold_by_id, seller_path)
          VALUES ('health', 'Test product', ${`AM-${tag}-top2`}, 'Client', '2026-03-01', '2027-02-28', 2000.50, 200.25, 'LIC', ${child.id}, ${child.path})`);
        // Where b is now (the property test above moved members around).
        const bPath = (await one<{ path: string }>(db, sql`SELECT path FROM members WHERE id = ${net.b.id}`))!.path;
        const before = await details(net.b.coCode);
        const res = await move(top.coCode, { parentCoCode: net.b.coCode });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          moved: 2,
          from: null,
          to: net.b.coCode,
          member: { depth: bPath.split('/').length - 2, parentCoCode: net.b.coCode },
        });
        const after = await details(net.b.coCode);
        expect(after.subtreeSales).toEqual({
          count: before.subtreeSales.count + 1,
          netPremiumPaise: before.subtreeSales.netPremiumPaise + 200_050,
          payOutPaise: before.subtreeSales.payOutPaise + 20_025,
        });
        expect((await details(child.coCode)).depth).toBe(bPath.split('/').length - 1);
        await settle();
        const moved = await one<{ path: string; sellerPath: string }>(
          db,
          sql`SELECT m.path, p.seller_path AS "sellerPath" FROM members m JOIN policies p ON p.sold_by_id = m.id WHERE m.id = ${child.id}`,
        );
        expect(moved).toEqual({ path: `${bPath}${top.id}/${child.id}/`, sellerPath: `${bPath}${top.id}/${child.id}/` });
      });

      it('refuses a loop with a message naming both members', async () => {
        const { db } = ctx().database;
        const top = (await one<{ code: string }>(db, sql`SELECT co_code AS code FROM members WHERE id = ${net.root.id}`))!.code;
        const child = (await one<{ code: string }>(
          db,
          sql`SELECT co_code AS code FROM members WHERE parent_id = ${net.root.id} ORDER BY id LIMIT 1`,
        ))!.code;
        const res = await move(top, { parentCoCode: child });
        expect(res.statusCode).toBe(409);
        expect((res.json() as { message: string }).message).toMatch(/would make a loop/);
        const self = await move(child, { parentCoCode: child });
        expect(self.statusCode).toBe(409);
        expect((self.json() as { message: string }).message).toMatch(/under themselves/);
      });

      it('answers 404 for unknown codes and 400 for a bad body', async () => {
        expect((await move(`NOPE${tag}`, { parentCoCode: net.b.coCode })).statusCode).toBe(404);
        const unknownParent = await move(net.a2.coCode, { parentCoCode: `NOPE${tag}` });
        expect(unknownParent.statusCode).toBe(404);
        expect(unknownParent.json()).toMatchObject({ message: `No member with code NOPE${tag}.` });
        const bad = await move(net.a2.coCode, {});
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ errors: { parentCoCode: 'Choose the new parent' } });
      });
    });

    describe('access', () => {
      it('refuses every members route without a token (401) and to an agent (403)', async () => {
        const code = net.a.coCode;
        const routes = [
          { method: 'GET' as const, url: adminEndpoints.members.adminSearchMembers.path },
          { method: 'GET' as const, url: buildPath(adminEndpoints.members.adminMember.path, { code }) },
          {
            method: 'PUT' as const,
            url: buildPath(adminEndpoints.members.adminSetMemberSignIn.path, { code }),
            payload: { enabled: false },
          },
          {
            method: 'POST' as const,
            url: buildPath(adminEndpoints.members.adminMoveMember.path, { code }),
            payload: { parentCoCode: net.b.coCode },
          },
        ];
        const before = await snapshot();
        for (const route of routes) {
          expect((await ctx().app.inject(route)).statusCode, route.url).toBe(401);
          expect((await ctx().app.inject({ ...route, headers: bearer(ctx().topToken) })).statusCode, route.url).toBe(403);
        }
        expect(await snapshot()).toEqual(before);
      });
    });
  });
}
