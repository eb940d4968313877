import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@portal/shared/admin';
import { one, rows, sql } from '../../src/db/client.js';
import type { SuiteContext } from '../helpers/context.js';
import { bearer } from '../helpers/context.js';
import { pdfText } from '../helpers/pdfText.js';
import { seedDemo } from '../../src/db/seed.js';
import { createFirebase } from '../../src/services/firebase.js';
import { expiredCopy, PROJECT_ID, signIn, signUpStranger } from '../helpers/services.js';

type Sale = {
  srNo: string;
  soldBy: string;
  riskStart: string;
  policyType: string;
  clientName: string;
  netPremium: string;
  payOut: string;
  policyNumber: string;
};

const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** Identity, profile, hierarchy, sales, summary, export, download, and the authorization sweep. */
export function readEndpointTests(ctx: () => SuiteContext) {
  describe('health and docs', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await ctx().app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await ctx().app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    });

    it('serves an OpenAPI document covering every endpoint of the contracts', async () => {
      const res = await ctx().app.inject({ url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toMatch(/^3\./);
      for (const endpoint of allEndpoints.filter((candidate) => !candidate.hidden)) {
        expect(Object.keys(doc.paths)).toContain(endpoint.path.replace(/:(\w+)/g, '{$1}'));
      }
    });

    it('sends security headers, CORS only for portal origins', async () => {
      const allowed = await ctx().app.inject({ url: '/healthz', headers: { origin: 'http://127.0.0.1:3000' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(allowed.headers['x-content-type-options']).toBe('nosniff');
      expect(allowed.headers['content-security-policy']).toContain("default-src 'self'");
      const denied = await ctx().app.inject({ url: '/healthz', headers: { origin: 'http://evil.example' } });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/sales/l1member',
        headers: {
          origin: 'http://localhost:3003',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    });

    it("lets the portal's pages call every operation the API documents: the preflight allows its method", async () => {
      const doc = (await ctx().app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
      const methods = new Set(Object.values(doc.paths).flatMap((operations) => Object.keys(operations).map((m) => m.toUpperCase())));
      expect(methods).toContain('PUT');
      expect(methods).toContain('DELETE');
      for (const method of methods) {
        const preflight = await ctx().app.inject({
          method: 'OPTIONS',
          url: '/account/preferences',
          headers: {
            origin: 'http://localhost:3003',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(preflight.statusCode, method).toBe(204);
        expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/), method).toContain(method);
      }
    });

    it('answers unknown routes with a JSON 404', async () => {
      const res = await ctx().app.inject({ url: '/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error' });
    });
  });

  describe('demo seed', () => {
    it('is idempotent and keeps the demo sign-ins working', async () => {
      const before = await rows<{ m: number; p: number }>(
        ctx().database.db,
        sql`SELECT (SELECT count(*) FROM members)::int AS m, (SELECT count(*) FROM policies)::int AS p`,
      );
      const firebase = createFirebase(PROJECT_ID);
      try {
        const again = await seedDemo(ctx().database.db, ctx().config.encryptionKey, firebase.auth);
        expect(again.created).toBe(false);
      } finally {
        await firebase.close();
      }
      const after = await rows<{ m: number; p: number }>(
        ctx().database.db,
        sql`SELECT (SELECT count(*) FROM members)::int AS m, (SELECT count(*) FROM policies)::int AS p`,
      );
      expect(after).toEqual(before);
      const depth = await one<{ d: number; types: number }>(
        ctx().database.db,
        sql`SELECT (SELECT max(depth) FROM members WHERE path LIKE ${ctx().top.path + '%'})::int AS d, (SELECT count(DISTINCT policy_type) FROM policies)::int AS types`,
      );
      expect(depth!.d - 0).toBeGreaterThanOrEqual(3);
      expect(depth!.types).toBe(5);
      const token = await signIn('demo@agentportal.in', 'Demo@1234');
      expect((await ctx().app.inject({ url: '/sales/l1member', headers: bearer(token) })).statusCode).toBe(200);
    });
  });

  describe('identity', () => {
    const memberRoutes = () => {
      const { top, mid } = ctx();
      const policy = `/policy/download/${top.coCode}/X`;
      return [
        '/account/profile',
        '/sales/l1member',
        `/sales/hierarchy/${mid.coCode}`,
        `/sales/sales/${mid.coCode}`,
        `/sales/summary/${mid.coCode}`,
        `/sales/export/${mid.coCode}`,
        `/sales/renewals/${mid.coCode}`,
        policy,
      ];
    };

    it('answers 401 without a token, with a malformed one, and with garbage', async () => {
      for (const url of memberRoutes()) {
        for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not-a-jwt'), bearer('a.b.c')]) {
          const res = await ctx().app.inject({ url, headers });
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
        }
      }
    });

    it('answers 401 to an expired token', async () => {
      const res = await ctx().app.inject({ url: '/account/profile', headers: bearer(expiredCopy(ctx().topToken)) });
      expect(res.statusCode).toBe(401);
    });

    it('answers 401 to a valid token whose uid maps to no member', async () => {
      const token = await signUpStranger(`stranger-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, 'secret123');
      for (const url of memberRoutes()) {
        expect((await ctx().app.inject({ url, headers: bearer(token) })).statusCode).toBe(401);
      }
    });
  });

  describe('account', () => {
    it('returns the masked profile of the caller; raw columns are encrypted', async () => {
      const res = await ctx().app.inject({ url: '/account/profile', headers: bearer(ctx().topToken) });
      expect(res.statusCode).toBe(200);
      const { profile } = res.json() as { profile: Record<string, string> };
      expect(profile).toMatchObject({ name: 'Rajesh Sharma', coCode: ctx().top.coCode, email: 'demo@agentportal.in' });
      expect(profile['aadhar']).toMatch(/^XXXX XXXX \d{4}$/);
      expect(profile['bankAccount']).toMatch(/^••••\d{4}$/);
      expect(profile['pan']).toMatch(/^[A-Z]{2}XXXXX\d{2}[A-Z]$/);
      const raw = await one<{ aadhaar: string; bank: string; pan: string }>(
        ctx().database.db,
        sql`SELECT aadhaar_enc AS aadhaar, bank_account_enc AS bank, pan_enc AS pan FROM members WHERE id = ${ctx().top.id}`,
      );
      expect(raw!.aadhaar).toMatch(/^v1\./);
      expect(raw!.aadhaar).not.toContain(profile['aadhar']!.slice(-4) + '');
      expect(raw!.bank).toMatch(/^v1\./);
      expect(raw!.pan).toMatch(/^v1\./);
    });

    it('checks registration by e-mail (case-insensitive), validating the input', async () => {
      const check = (email?: string) => ctx().app.inject({ url: '/account/check', query: email === undefined ? {} : { email } });
      expect((await check('Demo@AgentPortal.in')).json()).toEqual({ status: 'success', userRegistered: true, account: 'registered' });
      expect((await check('nobody@agentportal.in')).json()).toEqual({ status: 'success', userRegistered: false, account: 'unknown' });
      const missing = await check();
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ status: 'error', errors: { email: expect.any(String) } });
      expect((await check('x'.repeat(300))).statusCode).toBe(400);
    });
  });

  describe('hierarchy', () => {
    it('l1member is the caller, with hasChildren', async () => {
      const res = await ctx().app.inject({ url: '/sales/l1member', headers: bearer(ctx().topToken) });
      expect(res.json()).toEqual({ status: 'success', member: { name: 'Rajesh Sharma', coCode: ctx().top.coCode, hasChildren: true } });
      const mid = await ctx().app.inject({ url: '/sales/l1member', headers: bearer(ctx().midToken) });
      expect(mid.json()).toMatchObject({ member: { coCode: ctx().mid.coCode, name: ctx().mid.name } });
    });

    it('lists direct children with hasChildren', async () => {
      const { top, members } = ctx();
      const res = await ctx().app.inject({ url: `/sales/hierarchy/${top.coCode}`, headers: bearer(ctx().topToken) });
      const body = res.json() as { hasChildren: boolean; children: { coCode: string; hasChildren: boolean }[] };
      const expected = members
        .filter((m) => m.path === `${top.path}${m.id}/`)
        .map((m) => m.coCode)
        .sort();
      expect(body.hasChildren).toBe(true);
      expect(body.children.map((c) => c.coCode).sort()).toEqual(expected);
      for (const child of body.children) {
        const hasKids = members.some(
          (m) => m.path.startsWith(members.find((x) => x.coCode === child.coCode)!.path) && m.coCode !== child.coCode,
        );
        expect(child.hasChildren).toBe(hasKids);
      }
      const leaf = members.find((m) => !members.some((o) => o.path !== m.path && o.path.startsWith(m.path)))!;
      const leafRes = await ctx().app.inject({ url: `/sales/hierarchy/${leaf.coCode}`, headers: bearer(ctx().topToken) });
      expect(leafRes.json()).toEqual({ status: 'success', hasChildren: false, children: [] });
    });

    it('answers 403 above or beside the caller, and for unknown codes', async () => {
      const { top, mid, members } = ctx();
      const sibling = members.find((m) => m.path.split('/').length === mid.path.split('/').length && m.coCode !== mid.coCode)!;
      for (const code of [top.coCode, sibling.coCode, 'AP0000000']) {
        const res = await ctx().app.inject({ url: `/sales/hierarchy/${code}`, headers: bearer(ctx().midToken) });
        expect(res.statusCode).toBe(403);
      }
      const tooLong = await ctx().app.inject({ url: `/sales/hierarchy/${'A'.repeat(50)}`, headers: bearer(ctx().midToken) });
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('sales', () => {
    const allPages = async (coCode: string, token: string, query: Record<string, string> = {}, limit = 37) => {
      const sales: Sale[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 100; i++) {
        const res = await ctx().app.inject({
          url: `/sales/sales/${coCode}`,
          headers: bearer(token),
          query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { sales: Sale[]; nextCursor: string | null };
        sales.push(...body.sales);
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      return sales;
    };

    it('pages through the whole subtree once, newest first, matching the summary', async () => {
      const { top, mid, members } = ctx();
      const sales = await allPages(mid.coCode, ctx().midToken);
      const inside = new Set(members.filter((m) => m.path.startsWith(mid.path)).map((m) => m.coCode));
      expect(sales.length).toBeGreaterThan(20);
      expect(new Set(sales.map((s) => s.srNo)).size).toBe(sales.length);
      for (const s of sales) expect(inside.has(s.soldBy)).toBe(true);
      for (let i = 1; i < sales.length; i++) {
        const a = sales[i - 1]!,
          b = sales[i]!;
        expect(a.riskStart > b.riskStart || (a.riskStart === b.riskStart && BigInt(a.srNo) > BigInt(b.srNo))).toBe(true);
      }
      const db = await rows<{ n: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS n FROM policies WHERE seller_path LIKE ${mid.path + '%'}`,
      );
      expect(sales.length).toBe(db[0]!.n);
      const summary = await ctx().app.inject({ url: `/sales/summary/${mid.coCode}`, headers: bearer(ctx().midToken) });
      const s = (summary.json() as { summary: { count: number; netPremium: string; payOut: string } }).summary;
      expect(s.count).toBe(sales.length);
      expect(cents(s.netPremium)).toBe(sales.reduce((t, x) => t + cents(x.netPremium), 0n));
      expect(cents(s.payOut)).toBe(sales.reduce((t, x) => t + cents(x.payOut), 0n));
      const topAll = await ctx().app.inject({ url: `/sales/summary/${top.coCode}`, headers: bearer(ctx().topToken) });
      const total = await rows<{ n: number }>(ctx().database.db, sql`SELECT count(*)::int AS n FROM policies`);
      expect((topAll.json() as { summary: { count: number } }).summary.count).toBe(total[0]!.n);
      const first = await ctx().app.inject({ url: `/sales/sales/${top.coCode}`, headers: bearer(ctx().topToken) });
      const firstBody = first.json() as { sales: (Sale & { soldByName: string })[]; nextCursor: string };
      expect(firstBody.sales).toHaveLength(50);
      expect(firstBody.nextCursor).toEqual(expect.any(String));
      expect(firstBody.sales[0]!.soldByName).toEqual(expect.any(String));
    });

    it('filters by policy types, dates and client name', async () => {
      const { top, topToken } = ctx();
      const all = await allPages(top.coCode, topToken, {}, 200);
      const motorLife = await allPages(top.coCode, topToken, { policyTypes: 'motor,life' }, 200);
      expect(motorLife.length).toBe(all.filter((s) => s.policyType === 'motor' || s.policyType === 'life').length);
      expect(motorLife.every((s) => ['motor', 'life'].includes(s.policyType))).toBe(true);
      const fromDate = all[Math.floor(all.length / 2)]!.riskStart;
      const toDate = all[Math.floor(all.length / 4)]!.riskStart;
      const ranged = await allPages(top.coCode, topToken, { fromDate, toDate }, 200);
      expect(ranged.length).toBe(all.filter((s) => s.riskStart >= fromDate && s.riskStart <= toDate).length);
      const name = all[0]!.clientName.split(' ')[1]!;
      const byName = await allPages(top.coCode, topToken, { clientName: `  ${name.toLowerCase()} ` }, 200);
      expect(byName.length).toBe(all.filter((s) => s.clientName.toLowerCase().includes(name.toLowerCase())).length);
      const wildcard = await allPages(top.coCode, topToken, { clientName: '%' }, 200);
      expect(wildcard).toHaveLength(0);
      const summary = await ctx().app.inject({
        url: `/sales/summary/${top.coCode}`,
        headers: bearer(topToken),
        query: { policyTypes: 'motor,life' },
      });
      expect((summary.json() as { summary: { count: number } }).summary.count).toBe(motorLife.length);
    });

    it('summaries match the listed rows for date ranges on and across month edges, also after updates and deletes', async () => {
      const { top, mid, topToken } = ctx();
      const check = async (coCode: string, query: Record<string, string>) => {
        const listed = await allPages(coCode, topToken, query, 200);
        const res = await ctx().app.inject({ url: `/sales/summary/${coCode}`, headers: bearer(topToken), query });
        const s = (res.json() as { summary: { count: number; netPremium: string; payOut: string } }).summary;
        expect(s.count, JSON.stringify(query)).toBe(listed.length);
        expect(cents(s.netPremium), JSON.stringify(query)).toBe(listed.reduce((t, x) => t + cents(x.netPremium), 0n));
        expect(cents(s.payOut), JSON.stringify(query)).toBe(listed.reduce((t, x) => t + cents(x.payOut), 0n));
      };
      const ranges: [string | undefined, string | undefined][] = [
        ['2025-03-01', '2025-03-31'],
        ['2025-03-05', '2025-03-20'],
        ['2025-03-05', '2025-04-10'],
        ['2025-01-15', '2026-02-28'],
        ['2025-12-31', undefined],
        [undefined, '2025-06-15'],
      ];
      for (const coCode of [top.coCode, mid.coCode]) {
        for (const [fromDate, toDate] of ranges) {
          await check(coCode, { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
          await check(coCode, { policyTypes: 'health,loan', ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
        }
      }
      // The rollup follows direct changes to policies.
      await ctx().database.db.execute(sql`UPDATE policies SET net_premium = net_premium + 1.01, risk_start = risk_start - 40
        WHERE sr_no IN (SELECT sr_no FROM policies WHERE seller_path LIKE ${mid.path + '%'} ORDER BY sr_no LIMIT 5)`);
      await ctx().database.db.execute(
        sql`DELETE FROM policies WHERE sr_no IN (SELECT max(sr_no) FROM policies WHERE seller_path LIKE ${mid.path + '%'})`,
      );
      await check(top.coCode, {});
      await check(mid.coCode, { fromDate: '2025-01-01', toDate: '2026-12-31' });
    });

    it('answers 400 with field messages for bad filters', async () => {
      const { top, topToken } = ctx();
      const cases: [Record<string, string>, string][] = [
        [{ policyTypes: 'motor,boat' }, 'policyTypes'],
        [{ fromDate: '2024-13-45' }, 'fromDate'],
        [{ fromDate: 'yesterday' }, 'fromDate'],
        [{ fromDate: '2025-05-01', toDate: '2025-01-01' }, 'toDate'],
        [{ clientName: 'x'.repeat(101) }, 'clientName'],
        [{ limit: '0' }, 'limit'],
        [{ limit: '5000' }, 'limit'],
        [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
      ];
      for (const [query, field] of cases) {
        for (const route of ['sales', 'summary', 'export']) {
          // The totals and the export take the filters only (every matching sale), not a page.
          if (route !== 'sales' && (field === 'cursor' || field === 'limit')) continue;
          const res = await ctx().app.inject({ url: `/sales/${route}/${top.coCode}`, headers: bearer(topToken), query });
          expect(res.statusCode, `${route} ${JSON.stringify(query)}`).toBe(400);
          expect((res.json() as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String));
        }
      }
    });

    it('exports the filtered subtree as CSV, all pages', async () => {
      const { mid, midToken } = ctx();
      const res = await ctx().app.inject({
        url: `/sales/export/${mid.coCode}`,
        headers: bearer(midToken),
        query: { policyTypes: 'health,motor' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('attachment');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'srNo,policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy,soldByName',
      );
      const summary = await ctx().app.inject({
        url: `/sales/summary/${mid.coCode}`,
        headers: bearer(midToken),
        query: { policyTypes: 'health,motor' },
      });
      expect(lines.length - 1).toBe((summary.json() as { summary: { count: number } }).summary.count);
    });

    it('renders a policy PDF with the DejaVu font and the rupee sign', async () => {
      const { mid, midToken } = ctx();
      const [sale] = await allPages(mid.coCode, midToken, { policyTypes: 'motor' }, 1).then((s) => s.slice(0, 1));
      const res = await ctx().app.inject({
        url: `/policy/download/${sale!.soldBy}/${encodeURIComponent(sale!.policyNumber)}`,
        headers: bearer(midToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const latin = pdf.toString('latin1');
      // The ToUnicode maps of the embedded subsets must contain U+20B9 (₹).
      const streams = [...latin.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return m[1]!;
        }
      });
      expect(streams.some((s) => /<20b9>/i.test(s))).toBe(true);
      expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
      expect(pdfText(pdf)).toContain(`Policy Number\n${sale!.policyNumber}\n`);
    });

    it('answers 403 for a policy outside the subtree or unknown', async () => {
      const { top, mid, members, midToken } = ctx();
      const outside = await one<{ coCode: string; policyNumber: string }>(
        ctx().database.db,
        sql`SELECT m.co_code AS "coCode", p.policy_number AS "policyNumber" FROM policies p JOIN members m ON m.id = p.sold_by_id
            WHERE p.seller_path NOT LIKE ${mid.path + '%'} LIMIT 1`,
      );
      expect(members.length).toBeGreaterThan(0);
      for (const url of [
        `/policy/download/${outside!.coCode}/${outside!.policyNumber}`,
        `/policy/download/${mid.coCode}/NOPE`,
        `/policy/download/${top.coCode}/${outside!.policyNumber}`,
      ]) {
        const res = await ctx().app.inject({ url, headers: bearer(midToken) });
        expect(res.statusCode, url).toBe(403);
      }
    });
  });

  describe('authorization sweep', () => {
    it('a mid-level member sees exactly its own subtree on every member-scoped route', async () => {
      const { mid, members, midToken, app } = ctx();
      const policiesByMember = await rows<{ coCode: string; policyNumber: string }>(
        ctx().database.db,
        sql`SELECT DISTINCT ON (m.id) m.co_code AS "coCode", p.policy_number AS "policyNumber"
            FROM members m JOIN policies p ON p.sold_by_id = m.id ORDER BY m.id, p.sr_no`,
      );
      const inside = new Set(members.filter((m) => m.path.startsWith(mid.path)).map((m) => m.coCode));
      expect(inside.size).toBeGreaterThan(2);
      expect(inside.size).toBeLessThan(members.length);
      for (const m of members) {
        const expected = inside.has(m.coCode) ? 200 : 403;
        for (const route of ['hierarchy', 'sales', 'summary', 'export']) {
          const res = await app.inject({
            url: `/sales/${route}/${m.coCode}`,
            headers: bearer(midToken),
            query: route === 'sales' ? { limit: '200' } : {},
          });
          expect(res.statusCode, `${route} ${m.coCode}`).toBe(expected);
          if (route === 'sales' && expected === 200) {
            for (const s of (res.json() as { sales: Sale[] }).sales) expect(inside.has(s.soldBy)).toBe(true);
          }
          if (route === 'hierarchy' && expected === 200) {
            for (const c of (res.json() as { children: { coCode: string }[] }).children) expect(inside.has(c.coCode)).toBe(true);
          }
        }
      }
      for (const p of policiesByMember) {
        const res = await app.inject({ url: `/policy/download/${p.coCode}/${p.policyNumber}`, headers: bearer(midToken) });
        expect(res.statusCode, p.coCode).toBe(inside.has(p.coCode) ? 200 : 403);
      }
    });
  });
}
