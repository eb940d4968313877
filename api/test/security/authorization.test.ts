/**
 * Authorization sweep over the demo network: every member, signed in with an Auth-emulator token
 * of its own, calls every member-scoped route for every member of the network and for a deterministic
 * random sample of policies. Outside its subtree every answer is 403/404 carrying no data; inside, the
 * answer is 200 with exactly the target's subtree (so the sweep fails if access is denied too broadly).
 * Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { PRIVATE_CACHE_CONTROL } from '../../src/plugins/contracts.js';
import {
  buildPath,
  endpoints,
  financialYearOf,
  pathParamsOf,
  type Endpoint,
  type InsightsResponse,
  type QueryResponse,
  type StatementResponse,
  type TaxSummaryResponse,
} from '@portal/shared/validation';
import { allEndpoints } from '@portal/shared/admin';
import { indiaDate } from '../../src/clock.js';
import { rows, sql, type Database } from '../../src/db/client.js';
import { testConfig, bearer } from '../helpers/context.js';
import { freshPglite, freshPostgres, closePgliteTemplate } from '../helpers/databases.js';
import { requirePostgres, signIn, startPostgres } from '../helpers/services.js';
import { createOperator } from '../../src/services/operators.js';
import { pool, runTag, seededNetwork, tokensForMembers, withAuth, type NetworkMember } from './helpers.js';

interface PolicyRef {
  srNo: string;
  policyNumber: string;
  soldBy: string;
  sellerPath: string;
  riskEnd: string;
}

/** Small deterministic PRNG (mulberry32), so a failing sample can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: T[], n: number, rand: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

const DENIED = [403, 404];

/**
 * The member endpoints under a member's code (`:coCode`, `:soldBy`), found from the contracts: the tests
 * below call each of these by name for every member pair, and a generic pass calls every one of them,
 * whatever its name, outside the caller's subtree.
 */
const SWEPT_ENDPOINTS = [
  'hierarchy',
  'sales',
  'salesSummary',
  'salesExport',
  'renewals',
  'markRenewal',
  'clearRenewal',
  'insights',
  'payoutStatement',
  'payoutStatementPdf',
  'payoutStatementCsv',
  'taxSummary',
  'policyDownload',
  'payoutQueries',
  'raisePayoutQuery',
  'payoutQuery',
  'replyPayoutQuery',
  'payoutQueryAttachment',
] as const;
/** The member endpoints that always answer about the caller: no member in their path. */
const CALLER_ENDPOINTS = [
  'l1member',
  'profile',
  'preferences',
  'updatePreferences',
  'payoutAccount',
  'requestPayoutAccountChange',
  'certificationStatus',
  'training',
  'trainingHeartbeat',
  'startExam',
  'submitExam',
  'certificatePdf',
] as const;

const memberEndpoints = allEndpoints.filter((endpoint) => endpoint.access === 'member');
const underMemberCode = (endpoint: Endpoint) => pathParamsOf(endpoint.path).some((param) => param === 'coCode' || param === 'soldBy');

const OUTSIDE_POLICIES_PER_MEMBER = 12;
const INSIDE_POLICIES_PER_MEMBER = 1;

function sweepSuite(engine: 'pglite' | 'postgres', open: () => Promise<Database>) {
  let database: Database;
  let app: FastifyInstance;
  let members: NetworkMember[];
  let tokens: Map<number, string>;
  let policies: PolicyRef[];
  const subtreeCount = new Map<string, number>();
  const stats = { allowed: 0, denied: 0 };

  const inSubtree = (root: NetworkMember, path: string) => path.startsWith(root.path);
  const byCode = (code: string) => members.find((m) => m.coCode === code)!;

  beforeAll(async () => {
    database = await open();
    const config = testConfig();
    members = await seededNetwork(database, config.encryptionKey);
    tokens = await tokensForMembers(database.db, members);
    policies = await rows<PolicyRef>(
      database.db,
      sql`SELECT p.sr_no::text AS "srNo", p.policy_number AS "policyNumber", m.co_code AS "soldBy", p.seller_path AS "sellerPath",
            p.risk_end::text AS "riskEnd"
          FROM policies p JOIN members m ON m.id = p.sold_by_id ORDER BY p.sr_no`,
    );
    for (const m of members) subtreeCount.set(m.coCode, policies.filter((p) => inSubtree(m, p.sellerPath)).length);
    app = await buildApp({ database, config, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /**
   * A denial: 403/404 with the error shape and nothing else in it, which no cache may keep when a route
   * answered it (`routed`: a path that names no route, such as one that `..` shortens, is the framework's 404).
   */
  function expectDenied(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string, routed = true) {
    expect(DENIED, what).toContain(res.statusCode);
    expect(String(res.headers['content-type']), what).toContain('application/json');
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body).sort(), what).toEqual(['message', 'status']);
    expect(body['status']).toBe('error');
    if (routed) expect(res.headers['cache-control'], what).toBe(PRIVATE_CACHE_CONTROL);
    stats.denied++;
  }

  it(`the network is big enough to mean something (${engine})`, () => {
    expect(members.length).toBeGreaterThanOrEqual(20);
    expect(new Set(members.map((m) => m.path.split('/').length)).size).toBeGreaterThanOrEqual(4);
    expect(policies.length).toBeGreaterThan(200);
  });

  it('profile, preferences and l1member always describe the caller, nobody else', async () => {
    expect((await app.inject({ url: endpoints.account.preferences.path })).statusCode).toBe(401);
    expect((await app.inject({ url: endpoints.account.payoutAccount.path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: endpoints.account.payoutAccount.path, payload: {} })).statusCode).toBe(401);
    // Every other member reads Hindi, so an answer about somebody else would show.
    await database.db.execute(sql`UPDATE members SET language = CASE WHEN id % 2 = 0 THEN 'hi' ELSE 'en' END`);
    await pool(members, 6, async (me) => {
      const headers = bearer(tokens.get(me.id)!);
      const profile = await app.inject({ url: '/account/profile', headers });
      expect(profile.statusCode).toBe(200);
      const own = (profile.json() as { profile: { coCode: string; email: string; preferences: object } }).profile;
      expect(own).toMatchObject({ coCode: me.coCode, email: me.email });
      const preferences = await app.inject({ url: endpoints.account.preferences.path, headers });
      expect(preferences.statusCode).toBe(200);
      expect((preferences.json() as { preferences: object }).preferences).toEqual({
        renewalReminders: true,
        language: me.id % 2 === 0 ? 'hi' : 'en',
      });
      expect(own.preferences).toEqual((preferences.json() as { preferences: object }).preferences);
      // The payout account has no member in its path: it is always the caller's own (none in the seeded network).
      const account = await app.inject({ url: endpoints.account.payoutAccount.path, headers });
      expect(account.statusCode).toBe(200);
      const { current, pending } = (account.json() as { payoutAccount: { current: { account: string } | null; pending: unknown } })
        .payoutAccount;
      expect(pending).toBeNull();
      expect(current?.account).toBe((profile.json() as { profile: { bankAccount: string | null } }).profile.bankAccount ?? undefined);
      const l1 = await app.inject({ url: '/sales/l1member', headers });
      expect(l1.statusCode).toBe(200);
      for (const res of [profile, preferences, account, l1]) expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((l1.json() as { member: { coCode: string } }).member.coCode).toBe(me.coCode);
    });
  });

  it("certification answers about the caller only: a sitting is its member's, and nothing without a token", async () => {
    const certification = endpoints.certification;
    for (const endpoint of [
      certification.certificationStatus,
      certification.training,
      certification.startExam,
      certification.certificatePdf,
    ]) {
      expect((await app.inject({ method: endpoint.method, url: endpoint.path })).statusCode, endpoint.operationId).toBe(401);
    }
    const [owner, other] = sample(members, 2, prng(35));
    const [attempt] = await rows<{ id: number }>(
      database.db,
      sql`INSERT INTO exam_attempts (member_id, question_ids, started_at, deadline)
          VALUES (${owner!.id}, ARRAY[]::int[], now(), now() + interval '30 minutes') RETURNING id`,
    );
    const submit = buildPath(certification.submitExam.path, { attemptId: attempt!.id });
    expect((await app.inject({ method: 'POST', url: submit, payload: { answers: [] } })).statusCode).toBe(401);
    const theirs = await app.inject({ method: 'POST', url: submit, headers: bearer(tokens.get(other!.id)!), payload: { answers: [] } });
    expectDenied(theirs, 'another member submits a sitting');
    const untouched = await rows<{ outcome: string }>(database.db, sql`SELECT outcome FROM exam_attempts WHERE id = ${attempt!.id}`);
    expect(untouched).toEqual([{ outcome: 'open' }]);
    await pool(members, 6, async (me) => {
      const headers = bearer(tokens.get(me.id)!);
      const status = (await app.inject({ url: certification.certificationStatus.path, headers })).json() as {
        certification: { stage: string };
        exam: { attempts: { id: number }[] };
      };
      const profile = (await app.inject({ url: '/account/profile', headers })).json() as { profile: { certification: { stage: string } } };
      expect(status.certification).toEqual(profile.profile.certification);
      expect(status.exam.attempts.map((a) => a.id).includes(attempt!.id)).toBe(me.id === owner!.id);
    });
  });

  it('every member × every member: hierarchy, sales, summary, export and renewals only inside the own subtree', async () => {
    const pairs = members.flatMap((caller) => members.map((target) => [caller, target] as const));
    await pool(pairs, 8, async ([caller, target]) => {
      const headers = bearer(tokens.get(caller.id)!);
      const inside = inSubtree(caller, target.path);
      const tag = `${caller.coCode} → ${target.coCode}`;

      const hierarchy = await app.inject({ url: `/sales/hierarchy/${target.coCode}`, headers });
      const sales = await app.inject({ url: `/sales/sales/${target.coCode}`, headers, query: { limit: '200' } });
      const summary = await app.inject({ url: `/sales/summary/${target.coCode}`, headers });
      const exported = await app.inject({ url: `/sales/export/${target.coCode}`, headers });
      const renewals = await app.inject({ url: `/sales/renewals/${target.coCode}`, headers });
      if (!inside) {
        expectDenied(renewals, `renewals ${tag}`);
        expectDenied(hierarchy, `hierarchy ${tag}`);
        expectDenied(sales, `sales ${tag}`);
        expectDenied(summary, `summary ${tag}`);
        expectDenied(exported, `export ${tag}`);
        return;
      }
      stats.allowed += 5;
      expect(hierarchy.statusCode, `hierarchy ${tag}`).toBe(200);
      const children = (hierarchy.json() as { children: { coCode: string }[] }).children.map((c) => c.coCode).sort();
      const expectedChildren = members
        .filter((m) => m.path === `${target.path}${m.id}/`)
        .map((m) => m.coCode)
        .sort();
      expect(children, `hierarchy ${tag}`).toEqual(expectedChildren);

      expect(sales.statusCode, `sales ${tag}`).toBe(200);
      const rowsListed = (sales.json() as { sales: { soldBy: string }[] }).sales;
      const expected = subtreeCount.get(target.coCode)!;
      expect(rowsListed.length, `sales ${tag}`).toBe(Math.min(200, expected));
      for (const s of rowsListed) expect(inSubtree(target, byCode(s.soldBy).path), `sales ${tag} row of ${s.soldBy}`).toBe(true);

      expect(summary.statusCode, `summary ${tag}`).toBe(200);
      expect((summary.json() as { summary: { count: number } }).summary.count, `summary ${tag}`).toBe(expected);

      expect(exported.statusCode, `export ${tag}`).toBe(200);
      const lines = exported.body.trim().split('\r\n').slice(1);
      expect(lines.length, `export ${tag}`).toBe(expected);
      for (const line of lines) {
        // soldBy is a plain member code; the columns before it may be quoted, so count from the end.
        const cells = line.split(',');
        const soldBy = cells[cells.length - 2]!;
        expect(inSubtree(target, byCode(soldBy).path), `export ${tag} row of ${soldBy}`).toBe(true);
      }

      expect(renewals.statusCode, `renewals ${tag}`).toBe(200);
      const due = renewals.json() as { asOf: string; renewals: { soldBy: string }[] };
      const day = (offset: number) => new Date(Date.parse(`${due.asOf}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const expectedDue = policies.filter((p) => inSubtree(target, p.sellerPath) && p.riskEnd >= day(-30) && p.riskEnd <= day(30)).length;
      expect(due.renewals.length, `renewals ${tag}`).toBe(expectedDue);
      for (const r of due.renewals) expect(inSubtree(target, byCode(r.soldBy).path), `renewals ${tag} row of ${r.soldBy}`).toBe(true);
    });
    expect(stats.denied).toBeGreaterThan(0);
    expect(stats.allowed).toBeGreaterThan(0);
  }, 120_000);

  it('policy downloads: a random sample outside the subtree, mixed-up codes and numbers, all denied; own policies served', async () => {
    const rand = prng(0x5eed + (engine === 'pglite' ? 1 : 2));
    let denied = 0;
    let served = 0;
    await pool(members, 4, async (caller) => {
      const headers = bearer(tokens.get(caller.id)!);
      const outside = policies.filter((p) => !inSubtree(caller, p.sellerPath));
      const inside = policies.filter((p) => inSubtree(caller, p.sellerPath));
      const insideSample = sample(inside, INSIDE_POLICIES_PER_MEMBER, rand);
      const urls: string[] = [];
      for (const p of sample(outside, OUTSIDE_POLICIES_PER_MEMBER, rand)) {
        urls.push(`/policy/download/${p.soldBy}/${encodeURIComponent(p.policyNumber)}`);
        // The caller's own code (or an inside seller's) with a number sold outside.
        urls.push(`/policy/download/${caller.coCode}/${encodeURIComponent(p.policyNumber)}`);
        // A member who has sold nothing yet (one in training) has no number inside to mix up.
        if (!insideSample[0]) continue;
        urls.push(`/policy/download/${insideSample[0].soldBy}/${encodeURIComponent(p.policyNumber)}`);
        // An outside seller's code with a number sold inside.
        urls.push(`/policy/download/${p.soldBy}/${encodeURIComponent(insideSample[0].policyNumber)}`);
      }
      for (const url of urls) {
        expectDenied(await app.inject({ url, headers }), `${caller.coCode} ${url}`);
        denied++;
      }
      for (const p of insideSample) {
        const res = await app.inject({ url: `/policy/download/${p.soldBy}/${encodeURIComponent(p.policyNumber)}`, headers });
        expect(res.statusCode, `${caller.coCode} own ${p.policyNumber}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        served++;
      }
    });
    // Every member but the top one has policies outside its subtree; those with none inside get two mix-ups each.
    const withBook = members.filter((m) => policies.some((p) => inSubtree(m, p.sellerPath))).length;
    expect(withBook).toBeGreaterThanOrEqual(members.length - 4);
    expect(denied).toBeGreaterThanOrEqual(
      (withBook - 2) * OUTSIDE_POLICIES_PER_MEMBER * 4 + (members.length - withBook) * OUTSIDE_POLICIES_PER_MEMBER * 2,
    );
    expect(served).toBe(withBook * INSIDE_POLICIES_PER_MEMBER);
  }, 120_000);

  it('every member × every member: insights, payout statements (JSON, PDF, CSV) and tax summaries only inside the own subtree', async () => {
    const today = indiaDate(new Date());
    const month = today.slice(0, 7);
    const pairs = members.flatMap((caller) => members.map((target) => [caller, target] as const));
    await pool(pairs, 8, async ([caller, target]) => {
      const headers = bearer(tokens.get(caller.id)!);
      const inside = inSubtree(caller, target.path);
      const tag = `${caller.coCode} → ${target.coCode}`;
      const insights = await app.inject({ url: buildPath(endpoints.insights.insights.path, { coCode: target.coCode }), headers });
      const statement = await app.inject({
        url: buildPath(endpoints.payouts.payoutStatement.path, { coCode: target.coCode }),
        headers,
        query: { month },
      });
      const pdf = await app.inject({
        url: buildPath(endpoints.payouts.payoutStatementPdf.path, { coCode: target.coCode, month }),
        headers,
      });
      const csv = await app.inject({
        url: buildPath(endpoints.payouts.payoutStatementCsv.path, { coCode: target.coCode, month }),
        headers,
      });
      const tax = await app.inject({
        url: buildPath(endpoints.payouts.taxSummary.path, { coCode: target.coCode }),
        headers,
        query: { fy: financialYearOf(today) },
      });
      if (!inside) {
        for (const [what, res] of Object.entries({ insights, statement, pdf, csv, tax })) expectDenied(res, `${what} ${tag}`);
        return;
      }
      stats.allowed += 5;
      expect(insights.statusCode, `insights ${tag}`).toBe(200);
      const children = (insights.json() as InsightsResponse).topChildren.map((c) => c.coCode);
      for (const code of children) expect(byCode(code).path, `insights ${tag} child ${code}`).toBe(`${target.path}${byCode(code).id}/`);
      expect(statement.statusCode, `statement ${tag}`).toBe(200);
      const shown = (statement.json() as StatementResponse).statement;
      expect(shown.member.coCode, `statement ${tag}`).toBe(target.coCode);
      for (const child of shown.team)
        expect(byCode(child.coCode).path, `statement ${tag} team ${child.coCode}`).toBe(`${target.path}${byCode(child.coCode).id}/`);
      expect(pdf.statusCode, `pdf ${tag}`).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString(), `pdf ${tag}`).toBe('%PDF-');
      expect(csv.statusCode, `csv ${tag}`).toBe(200);
      expect(String(csv.headers['content-type']), `csv ${tag}`).toContain('text/csv');
      expect(tax.statusCode, `tax ${tag}`).toBe(200);
      expect((tax.json() as TaxSummaryResponse).summary.member.coCode, `tax ${tag}`).toBe(target.coCode);
    });
    expect(stats.allowed).toBeGreaterThan(0);
  }, 240_000);

  it('renewal marks: nobody marks or clears a policy outside their subtree, through any code; inside, the mark is made and cleared', async () => {
    const today = indiaDate(new Date());
    const addDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const due = policies.filter((p) => p.riskEnd >= addDays(-30) && p.riskEnd <= addDays(60));
    expect(due.length, 'the demo network has due and lapsed policies').toBeGreaterThan(5);
    const rand = prng(0x0ace + (engine === 'pglite' ? 1 : 2));
    const body = { outcome: 'not_renewing', reason: 'Client moved abroad' };
    const tried: string[] = [];
    await pool(members, 4, async (caller) => {
      const headers = bearer(tokens.get(caller.id)!);
      for (const p of sample(
        due.filter((d) => !inSubtree(caller, d.sellerPath)),
        3,
        rand,
      )) {
        tried.push(p.srNo);
        for (const coCode of [p.soldBy, caller.coCode]) {
          const url = buildPath(endpoints.renewals.markRenewal.path, { coCode, srNo: p.srNo });
          expectDenied(await app.inject({ method: 'PUT', url, headers, payload: body }), `${caller.coCode} PUT ${url}`);
          expectDenied(await app.inject({ method: 'DELETE', url, headers }), `${caller.coCode} DELETE ${url}`);
        }
      }
    });
    expect(tried.length).toBeGreaterThan(0);
    const written = await rows<{ srNo: string }>(
      database.db,
      sql`SELECT policy_sr_no::text AS "srNo" FROM renewal_outcomes WHERE reason = ${body.reason} AND policy_sr_no IN (${sql.join(
        tried.map((srNo) => sql`${srNo}::bigint`),
        sql`, `,
      )})`,
    );
    expect(written, 'no denied mark was written').toEqual([]);

    const alreadyMarked = new Set(
      (await rows<{ srNo: string }>(database.db, sql`SELECT policy_sr_no::text AS "srNo" FROM renewal_outcomes`)).map((r) => r.srNo),
    );
    const unmarked = due.filter((p) => !alreadyMarked.has(p.srNo));
    const isLeaf = (m: NetworkMember) => !members.some((o) => o.id !== m.id && o.path.startsWith(m.path));
    const leaf = members.find((m) => isLeaf(m) && unmarked.some((p) => p.soldBy === m.coCode))!;
    const own = unmarked.find((p) => p.soldBy === leaf.coCode)!;
    const url = buildPath(endpoints.renewals.markRenewal.path, { coCode: leaf.coCode, srNo: own.srNo });
    const headers = bearer(tokens.get(leaf.id)!);
    const made = await app.inject({ method: 'PUT', url, headers, payload: body });
    expect(made.statusCode).toBe(200);
    expect((made.json() as { renewal: { outcome: { kind: string } | null } }).renewal.outcome?.kind).toBe('not_renewing');
    const cleared = await app.inject({ method: 'DELETE', url, headers });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as { renewal: { outcome: unknown } }).renewal.outcome).toBeNull();
  }, 120_000);

  it('every member endpoint of the contracts is in this sweep: under a member code, or about the caller', () => {
    expect(
      memberEndpoints
        .filter(underMemberCode)
        .map((endpoint) => endpoint.operationId)
        .sort(),
    ).toEqual([...SWEPT_ENDPOINTS].sort());
    expect(
      memberEndpoints
        .filter((endpoint) => !underMemberCode(endpoint))
        .map((endpoint) => endpoint.operationId)
        .sort(),
    ).toEqual([...CALLER_ENDPOINTS].sort());
  });

  it('every member endpoint under a member code, whatever its name, is denied outside the subtree and served inside it', async () => {
    const today = indiaDate(new Date());
    const leaf = members.find((m) => !members.some((o) => o.id !== m.id && o.path.startsWith(m.path)) && subtreeCount.get(m.coCode)! > 0)!;
    const outsider = members.find((m) => !inSubtree(leaf, m.path) && policies.some((p) => p.soldBy === m.coCode))!;
    const own = policies.find((p) => p.soldBy === leaf.coCode)!;
    const theirs = policies.find((p) => p.soldBy === outsider.coCode)!;
    // Inputs that pass validation, so that what answers is the subtree check and not a 400.
    const query: Record<string, Record<string, string>> = {
      payoutStatement: { month: today.slice(0, 7) },
      taxSummary: { fy: financialYearOf(today) },
    };
    // A payout query of the leaf's with a file, for the routes that name one (and its file).
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const raised = await app.inject({
      method: 'POST',
      url: buildPath(endpoints.queries.raisePayoutQuery.path, { coCode: leaf.coCode }),
      headers: bearer(tokens.get(leaf.id)!),
      payload: {
        type: 'other',
        subject: { kind: 'none' },
        message: 'Sweep',
        attachments: [{ fileName: 'sweep.pdf', contentBase64: pdf.toString('base64') }],
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const leafQuery = (raised.json() as QueryResponse).query;
    const body: Record<string, object> = {
      markRenewal: { outcome: 'not_renewing', reason: 'Client moved abroad' },
      raisePayoutQuery: { type: 'other', subject: { kind: 'none' }, message: 'Sweep' },
      replyPayoutQuery: { message: 'Sweep reply' },
    };
    const call = (endpoint: Endpoint, member: NetworkMember, policy: PolicyRef) =>
      app.inject({
        method: endpoint.method,
        url: buildPath(endpoint.path, {
          coCode: member.coCode,
          soldBy: member.coCode,
          srNo: policy.srNo,
          policyNumber: policy.policyNumber,
          month: today.slice(0, 7),
          id: leafQuery.id,
          attachmentId: leafQuery.messages[0]!.attachments[0]!.id,
        }),
        headers: bearer(tokens.get(leaf.id)!),
        ...(query[endpoint.operationId] ? { query: query[endpoint.operationId] } : {}),
        ...(body[endpoint.operationId] ? { payload: body[endpoint.operationId] } : {}),
      });
    const swept = memberEndpoints.filter(underMemberCode);
    expect(swept.length).toBeGreaterThan(0);
    for (const endpoint of swept) {
      const what = `${endpoint.method} ${endpoint.path} (${endpoint.operationId})`;
      expectDenied(await call(endpoint, outsider, theirs), `${what} outside`);
      const inside = await call(endpoint, leaf, own);
      // Inside, the same input is accepted for who asks: a renewal mark may still be refused for the policy's state.
      expect([400, 401, 403, 404], `${what} inside: ${inside.body.slice(0, 200)}`).not.toContain(inside.statusCode);
      // What a member reads of their subtree stays out of every cache, the browser's included.
      expect(inside.headers['cache-control'], what).toBe(PRIVATE_CACHE_CONTROL);
      if (endpoint.method === 'PUT' && inside.statusCode === 200) {
        expect((await call(endpoints.renewals.clearRenewal, leaf, own)).statusCode).toBe(200);
      }
    }
  });

  it('the back office: every /admin route answers 401 without a token, 403 to every member, and to an operator', async () => {
    const email = `ops-${runTag}-${engine}@security.test`;
    await withAuth((auth) => createOperator(database.db, auth, { email, name: 'Sweep Operator', password: 'Sweep@12345' }, null));
    const operator = bearer(await signIn(email, 'Sweep@12345'));
    const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/admin'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
    // Every operator endpoint of the contracts is served and swept (a new one joins by being declared).
    const operatorRoutes = allEndpoints
      .filter((endpoint) => endpoint.access === 'operator')
      .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(operatorRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(operatorRoutes.sort());

    const target = members[members.length - 1]!;
    const agents = sample(members, 6, prng(18));
    for (const { method, path } of adminRoutes) {
      const url = path.replace('{id}', '1').replace('{code}', encodeURIComponent(target.coCode)).replace('{number}', 'POSP-2026-00000001');
      const what = `${method} ${path}`;
      const call = (headers: Record<string, string>) =>
        app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      const anonymous = await call({});
      expect(anonymous.statusCode, what).toBe(401);
      for (const agent of agents) {
        const res = await call(bearer(tokens.get(agent.id)!));
        expect(res.statusCode, `${what} as ${agent.coCode}`).toBe(403);
        expect(Object.keys(res.json() as object).sort(), what).toEqual(['message', 'status']);
      }
      const asOperator = await call(operator);
      // An operator is let in: a read of a list answers 200; a read of one record 200 or 404; an empty
      // write is refused for its body, never for who sends it.
      expect([401, 403], what).not.toContain(asOperator.statusCode);
      expect(asOperator.headers['cache-control'], what).toBe(PRIVATE_CACHE_CONTROL);
      expect(asOperator.statusCode, what).toBeLessThan(500);
      if (method === 'GET' && !path.includes('{')) expect(asOperator.statusCode, what).toBe(200);
    }
  });

  it('look-alike and injection codes are denied, never widened', async () => {
    const leaf = members.find((m) => !members.some((o) => o.id !== m.id && o.path.startsWith(m.path)))!;
    const headers = bearer(tokens.get(leaf.id)!);
    const parent = members.find((m) => leaf.path === `${m.path}${leaf.id}/`)!;
    const codes = [
      '%',
      '_',
      '*',
      `${leaf.coCode}%`,
      `%${parent.coCode}`,
      parent.coCode.toLowerCase(),
      `${parent.coCode}' OR '1'='1`,
      "' OR 1=1 --",
      '..',
      '%2e%2e',
    ];
    for (const code of codes) {
      const routed = code !== '..';
      for (const route of ['hierarchy', 'sales', 'summary', 'export', 'renewals']) {
        const res = await app.inject({ url: `/sales/${route}/${encodeURIComponent(code)}`, headers });
        expectDenied(res, `${route} ${code}`, routed);
      }
      const fy = financialYearOf(indiaDate(new Date()));
      const scopedByName = {
        insights: endpoints.insights.insights,
        payoutStatement: endpoints.payouts.payoutStatement,
        taxSummary: endpoints.payouts.taxSummary,
      };
      for (const name of ['insights', 'payoutStatement', 'taxSummary'] as const) {
        expectDenied(
          await app.inject({ url: buildPath(scopedByName[name].path, { coCode: code }), headers, query: { fy } }),
          `${name} ${code}`,
          routed,
        );
      }
      const policy = policies.find((p) => !inSubtree(leaf, p.sellerPath))!;
      expectDenied(
        await app.inject({ url: `/policy/download/${encodeURIComponent(code)}/${encodeURIComponent(policy.policyNumber)}`, headers }),
        `download ${code}`,
        routed,
      );
      expectDenied(
        await app.inject({ url: `/policy/download/${policy.soldBy}/${encodeURIComponent(code)}`, headers }),
        `download number ${code}`,
        routed,
      );
    }
  });
}

describe('authorization sweep on PGlite', () => {
  afterAll(() => closePgliteTemplate());
  sweepSuite('pglite', freshPglite);
});

describe.runIf(requirePostgres())('authorization sweep on PostgreSQL', () => {
  sweepSuite('postgres', async () => freshPostgres(await startPostgres()));
});
