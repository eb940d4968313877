import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applicationMessages, type ApplicationDetails, type ApplicationListResponse } from '@portal/shared/admin';
import { buildApp, loggerOptions } from '../../../src/app.js';
import { runAdmin } from '../../../src/cli/admin.js';
import { one, rows, sql } from '../../../src/db/client.js';
import { deliverOutbox } from '../../helpers/outbox.js';
import { bearer, PORTAL_URL, type SuiteContext } from '../../helpers/context.js';
import { signIn, type Maildev } from '../../helpers/services.js';

const PAN = 'ABCPE1234F';
const AADHAAR = '234123412346';
const RECEIVED_SUBJECT = 'We have received your Agent Portal application';

interface AuditRow {
  operatorEmail: string;
  action: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

/** The back office's applications: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminApplicationsTests(ctx: () => SuiteContext, maildev: () => Maildev) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let serial = 0;
  const unique = (label: string) => `apps-${label}-${run}-${++serial}@example.com`;
  const db = () => ctx().database.db;
  const ops = (opts: InjectOptions) => ctx().app.inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });

  /** A pending application from the public sign-up; returns its id. */
  async function apply(fields: { name?: string; email?: string; phone?: string; pan?: boolean } = {}) {
    const email = fields.email ?? unique('applicant');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/send-registration',
      payload: {
        name: fields.name ?? 'Kiran Rao',
        phone: fields.phone ?? '9123456780',
        email,
        reason: 'A friend told me',
        ...(fields.pan === false ? {} : { panNo: PAN.toLowerCase(), aadharNo: '2341 2341 2346' }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await one<{ id: number }>(db(), sql`SELECT id FROM applications WHERE email = ${email} AND status = 'pending'`);
    return { id: row!.id, email };
  }

  const details = async (id: number) => {
    const res = await ops({ url: `/admin/applications/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { application: ApplicationDetails }).application;
  };
  const list = async (query: Record<string, string>) => {
    const res = await ops({ url: '/admin/applications', query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApplicationListResponse;
  };
  const approve = (id: number, parentCoCode: unknown = ctx().mid.coCode) =>
    ops({ method: 'POST', url: `/admin/applications/${id}/approve`, payload: { parentCoCode } });
  const reject = (id: number, reason: unknown = 'Your PAN could not be verified') =>
    ops({ method: 'POST', url: `/admin/applications/${id}/reject`, payload: { reason } });
  const audits = (id: number) =>
    rows<AuditRow>(
      db(),
      sql`SELECT operator_email AS "operatorEmail", action, record_id AS "recordId", before, after FROM audit_log
          WHERE record_type = 'application' AND record_id = ${String(id)} ORDER BY id`,
    );
  const state = (id: number) =>
    one<{ status: string; decidedBy: string | null; reason: string | null; memberId: number | null }>(
      db(),
      sql`SELECT status, decided_by AS "decidedBy", rejection_reason AS reason, member_id AS "memberId" FROM applications WHERE id = ${id}`,
    );
  /** The mails queued for `email` after the sign-up's acknowledgement (which the sign-up tests check). */
  const outboxTo = (email: string) =>
    rows<{ subject: string; text: string }>(
      db(),
      sql`SELECT subject, text_body AS text FROM outbox WHERE to_address = ${email} AND subject <> ${RECEIVED_SUBJECT} ORDER BY id`,
    );
  const deliver = () => deliverOutbox(db(), maildev().smtpUrl);
  const inviteLink = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]);
  const setPassword = (email: string, token: string, password = 'Secret@123') =>
    ctx().app.inject({ method: 'POST', url: '/account/set-password', payload: { email, token, password } });

  describe('admin applications', () => {
    it('answers 401 without a token and 403 to an agent on every route', async () => {
      const { id } = await apply();
      const routes: InjectOptions[] = [
        { method: 'GET', url: '/admin/applications' },
        { method: 'GET', url: `/admin/applications/${id}` },
        { method: 'POST', url: `/admin/applications/${id}/reveal` },
        { method: 'POST', url: `/admin/applications/${id}/approve`, payload: { parentCoCode: ctx().mid.coCode } },
        { method: 'POST', url: `/admin/applications/${id}/reject`, payload: { reason: 'Not eligible' } },
        { method: 'POST', url: `/admin/applications/${id}/resend-invite` },
      ];
      for (const route of routes) {
        const anonymous = await ctx().app.inject(route);
        expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
        const agent = await ctx().app.inject({ ...route, headers: bearer(ctx().topToken) });
        expect(agent.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect(await state(id)).toMatchObject({ status: 'pending', decidedBy: null });
      expect(await audits(id)).toEqual([]);
    });

    it('lists by status, newest first, searched by name, e-mail or phone, a page at a time, without identity numbers', async () => {
      const tag = `Zq${run}`;
      const first = await apply({ name: `Alpha ${tag}`, phone: '9811100001' });
      const second = await apply({ name: `Beta ${tag}`, phone: '9811100002' });
      const third = await apply({ name: `Gamma ${tag}`, phone: '9811100003', email: unique('gamma') });
      expect((await reject(first.id)).statusCode).toBe(200);

      const pending = await list({ q: tag.toLowerCase() });
      expect(pending.applications.map((a) => a.id)).toEqual([third.id, second.id]);
      expect(pending.counts).toEqual({ pending: 2, approved: 0, rejected: 1 });
      expect(pending.nextCursor).toBeNull();
      const item = pending.applications[1]!;
      expect(item).toEqual({
        id: second.id,
        name: `Beta ${tag}`,
        email: second.email,
        phone: '9811100002',
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        decidedAt: null,
      });
      const raw = JSON.stringify(pending);
      for (const secret of [PAN, AADHAAR, 'ABXXXXX34F', 'XXXX XXXX']) expect(raw).not.toContain(secret);

      expect((await list({ status: 'rejected', q: tag })).applications.map((a) => a.id)).toEqual([first.id]);
      expect((await list({ status: 'approved', q: tag })).applications).toEqual([]);
      // By e-mail, by phone (spaces ignored), and a LIKE wildcard is literal text.
      expect((await list({ q: third.email.toUpperCase() })).applications.map((a) => a.id)).toEqual([third.id]);
      expect((await list({ q: '98111 00002' })).applications.map((a) => a.id)).toEqual([second.id]);
      expect((await list({ q: `%${tag}` })).applications).toEqual([]);

      // Pages: one at a time, the cursor continues where the last stopped.
      const page1 = await list({ q: tag, limit: '1' });
      expect(page1.applications.map((a) => a.id)).toEqual([third.id]);
      expect(page1.nextCursor).toBe(String(third.id));
      const page2 = await list({ q: tag, limit: '1', cursor: page1.nextCursor! });
      expect(page2.applications.map((a) => a.id)).toEqual([second.id]);
      expect(page2.nextCursor).toBeNull();

      for (const [query, field] of [
        [{ status: 'maybe' }, 'status'],
        [{ limit: '0' }, 'limit'],
        [{ limit: 'x' }, 'limit'],
        [{ cursor: 'abc' }, 'cursor'],
        [{ q: 'x'.repeat(101) }, 'q'],
      ] as const) {
        const res = await ops({ url: '/admin/applications', query });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors[field], field).toEqual(expect.any(String));
      }
    });

    it('shows the details with PAN and Aadhaar masked; a reveal gives them in full and is audited without them', async () => {
      const { id, email } = await apply({ name: 'Reveal Probe' });
      const shown = await details(id);
      expect(shown).toMatchObject({
        id,
        email,
        name: 'Reveal Probe',
        status: 'pending',
        pan: 'ABXXXXX34F',
        aadhaar: 'XXXX XXXX 2346',
        reason: 'A friend told me',
        member: null,
        canResendInvite: false,
        decidedBy: null,
        rejectionReason: null,
      });
      expect(await audits(id)).toEqual([]);

      const revealed = await ops({ method: 'POST', url: `/admin/applications/${id}/reveal` });
      expect(revealed.statusCode, revealed.body).toBe(200);
      expect(revealed.json()).toEqual({ status: 'success', pan: PAN, aadhaar: AADHAAR });
      expect(revealed.headers['cache-control']).toBe('private, no-store');
      const entries = await audits(id);
      expect(entries).toEqual([
        {
          operatorEmail: 'ops@agentportal.in',
          action: 'application.reveal',
          recordId: String(id),
          before: null,
          after: expect.any(Object),
        },
      ]);
      const written = JSON.stringify(entries);
      expect(written).not.toContain(PAN);
      expect(written).not.toContain(AADHAAR);
      expect(written).toContain('ABXXXXX34F');

      // Without identity numbers, there is nothing to reveal (and nothing masked).
      const bare = await apply({ pan: false });
      expect(await details(bare.id)).toMatchObject({ pan: null, aadhaar: null });
      expect((await ops({ method: 'POST', url: `/admin/applications/${bare.id}/reveal` })).json()).toEqual({
        status: 'success',
        pan: null,
        aadhaar: null,
      });
    });

    it('approves under the chosen parent: the member, the onboarding e-mail, who decided, the audit entry', async () => {
      const { id, email } = await apply({ name: 'Approve Probe' });
      const res = await approve(id, ` ${ctx().mid.coCode} `);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { message: string; application: ApplicationDetails };
      const member = await one<{ coCode: string; path: string; parentId: number; pan: string }>(
        db(),
        sql`SELECT co_code AS "coCode", path, parent_id AS "parentId", pan_enc AS pan FROM members WHERE email = ${email}`,
      );
      expect(member!.parentId).toBe(ctx().mid.id);
      expect(member!.path.startsWith(ctx().mid.path)).toBe(true);
      expect(body.message).toContain(member!.coCode);
      expect(body.application).toMatchObject({
        status: 'approved',
        decidedBy: 'ops@agentportal.in',
        decidedAt: expect.any(String),
        member: {
          coCode: member!.coCode,
          name: 'Approve Probe',
          parentCoCode: ctx().mid.coCode,
          parentName: ctx().mid.name,
          hasAccount: false,
        },
        canResendInvite: true,
      });
      const entries = await audits(id);
      expect(entries).toEqual([
        {
          operatorEmail: 'ops@agentportal.in',
          action: 'application.approve',
          recordId: String(id),
          before: { status: 'pending', decidedBy: null },
          after: { status: 'approved', decidedBy: 'ops@agentportal.in', memberCode: member!.coCode, parentCoCode: ctx().mid.coCode },
        },
      ]);

      await deliver();
      const onboarding = (await maildev().to(email)).find((m) => m.subject.includes('set your password'));
      expect(onboarding?.text).toContain(member!.coCode);
      const link = inviteLink(onboarding!.text);
      expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/set-password`);
      expect((await setPassword(email, link.searchParams.get('token')!)).statusCode).toBe(200);
      await signIn(email, 'Secret@123');
      // Once the password is set there is no invite to re-send.
      expect(await details(id)).toMatchObject({ canResendInvite: false, member: { hasAccount: true } });
      const resend = await ops({ method: 'POST', url: `/admin/applications/${id}/resend-invite` });
      expect(resend.statusCode).toBe(409);
      expect(resend.json()).toMatchObject({ message: applicationMessages.passwordSet });
    });

    it('rejects with a reason that is e-mailed to the applicant; a reason is required', async () => {
      const { id, email } = await apply({ name: 'Reject Probe' });
      for (const [payload, message] of [
        [{}, 'Reason is required'],
        [{ reason: '' }, 'Reason is required'],
        [{ reason: '   ' }, 'Reason is required'],
        [{ reason: 'no' }, 'Reason must be at least 3 characters'],
        [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
        [{ reason: 42 }, 'Reason is required'],
        [{ reason: 'bad\u0007bell' }, 'Reason contains invalid characters'],
      ] as const) {
        const res = await ops({ method: 'POST', url: `/admin/applications/${id}/reject`, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors['reason'], JSON.stringify(payload)).toBe(message);
      }
      expect(await state(id)).toMatchObject({ status: 'pending', reason: null });
      expect(await outboxTo(email)).toEqual([]);

      const reason = 'Your PAN & Aadhaar names <differ>';
      const res = await reject(id, `  ${reason}  `);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        application: { status: 'rejected', rejectionReason: reason, decidedBy: 'ops@agentportal.in', member: null },
      });
      expect(await state(id)).toMatchObject({ status: 'rejected', decidedBy: 'ops@agentportal.in', reason, memberId: null });
      expect(await audits(id)).toEqual([
        expect.objectContaining({
          action: 'application.reject',
          before: { status: 'pending', decidedBy: null },
          after: { status: 'rejected', decidedBy: 'ops@agentportal.in', reason },
        }),
      ]);
      await deliver();
      const mail = (await maildev().to(email)).find((m) => m.subject === 'Your Agent Portal application');
      expect(mail?.text).toContain(`Reason: ${reason}`);
      expect(mail?.html).toContain('Your PAN &amp; Aadhaar names &lt;differ&gt;');
      // Decided: neither a second rejection nor an approval, and no member was made.
      const again = await reject(id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: applicationMessages.alreadyRejected });
      const late = await approve(id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: applicationMessages.alreadyRejected });
      expect(await one(db(), sql`SELECT id FROM members WHERE email = ${email}`)).toBeUndefined();
    });

    it('re-sends the invite: the earlier link stops working and the new one works', async () => {
      const { id, email } = await apply({ name: 'Resend Probe' });
      // Not approved yet: nothing to re-send.
      const early = await ops({ method: 'POST', url: `/admin/applications/${id}/resend-invite` });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ message: applicationMessages.notApproved });
      expect((await approve(id)).statusCode).toBe(200);
      const [firstMail] = await outboxTo(email);
      const oldToken = inviteLink(firstMail!.text).searchParams.get('token')!;

      const res = await ops({ method: 'POST', url: `/admin/applications/${id}/resend-invite` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: expect.stringContaining('new invite'), application: { canResendInvite: true } });
      const mails = await outboxTo(email);
      expect(mails).toHaveLength(2);
      const newToken = inviteLink(mails[1]!.text).searchParams.get('token')!;
      expect(newToken).not.toBe(oldToken);
      expect(mails[1]!.subject).toContain('set your password');
      const entry = (await audits(id)).at(-1)!;
      expect(entry).toMatchObject({ action: 'application.resend_invite', after: { revokedInvites: 1, openInvites: 1 } });
      expect(JSON.stringify(entry)).not.toContain(newToken.split('.')[1]!);

      const refused = await setPassword(email, oldToken);
      expect(refused.statusCode).toBe(400);
      await expect(signIn(email, 'Secret@123')).rejects.toThrow();
      expect((await setPassword(email, newToken)).statusCode).toBe(200);
      await signIn(email, 'Secret@123');
    });

    it('approves a double-submitted approval once', async () => {
      const { id, email } = await apply({ name: 'Double Probe' });
      const answers = await Promise.all([approve(id), approve(id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: applicationMessages.alreadyApproved });
      expect(await rows(db(), sql`SELECT id FROM members WHERE email = ${email}`)).toHaveLength(1);
      expect(await outboxTo(email)).toHaveLength(1);
      expect((await audits(id)).map((a) => a.action)).toEqual(['application.approve']);
    });

    it('lets exactly one of an approval and a rejection at the same time win', async () => {
      for (let round = 0; round < 3; round++) {
        const { id, email } = await apply({ name: `Race Probe ${round}` });
        const [approved, rejected] = await Promise.all([approve(id), reject(id)]);
        expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
        const row = await state(id);
        const loser = approved.statusCode === 409 ? approved : rejected;
        expect(loser.json()).toMatchObject({
          message: row!.status === 'approved' ? applicationMessages.alreadyApproved : applicationMessages.alreadyRejected,
        });
        const members = await rows(db(), sql`SELECT id FROM members WHERE email = ${email}`);
        expect(members).toHaveLength(row!.status === 'approved' ? 1 : 0);
        expect(await outboxTo(email)).toHaveLength(1);
        expect((await audits(id)).map((a) => a.action)).toEqual([
          row!.status === 'approved' ? 'application.approve' : 'application.reject',
        ]);
      }
    });

    it('answers bad input with a 400 on the field, and an unknown application with a 404, changing nothing', async () => {
      const { id, email } = await apply({ name: 'Bad Input Probe' });
      const membersBefore = await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM members`);
      for (const [payload, field] of [
        [{}, 'parentCoCode'],
        [{ parentCoCode: '' }, 'parentCoCode'],
        [{ parentCoCode: 'x'.repeat(41) }, 'parentCoCode'],
        [{ parentCoCode: 7 }, 'parentCoCode'],
        [{ parentCoCode: 'NOBODY-HERE' }, 'parentCoCode'],
      ] as const) {
        const res = await ops({ method: 'POST', url: `/admin/applications/${id}/approve`, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors[field], JSON.stringify(payload)).toEqual(expect.any(String));
      }
      expect((await approve(id, 'NOBODY-HERE')).json()).toMatchObject({ errors: { parentCoCode: applicationMessages.unknownParent } });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await ops({ url: `/admin/applications/${bad}` });
        expect(res.statusCode, bad).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors['id']).toEqual(expect.any(String));
      }
      for (const route of [
        { method: 'GET', url: '/admin/applications/2147483000' },
        { method: 'POST', url: '/admin/applications/2147483000/reveal' },
        { method: 'POST', url: '/admin/applications/2147483000/approve', payload: { parentCoCode: ctx().mid.coCode } },
        { method: 'POST', url: '/admin/applications/2147483000/reject', payload: { reason: 'Not eligible' } },
        { method: 'POST', url: '/admin/applications/2147483000/resend-invite' },
      ] as InjectOptions[]) {
        const res = await ops(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      }
      expect(await state(id)).toMatchObject({ status: 'pending', decidedBy: null, memberId: null });
      expect(await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM members`)).toEqual(membersBefore);
      expect(await outboxTo(email)).toEqual([]);
      expect(await audits(id)).toEqual([]);
      expect(await audits(2147483000)).toEqual([]);
    });

    it('writes no identity number to the logs while revealing, approving and rejecting', async () => {
      const lines: string[] = [];
      const app = await buildApp({
        database: ctx().database,
        config: { ...ctx().config, logLevel: 'trace' },
        logger: { ...(loggerOptions('trace') as object), stream: { write: (line: string) => void lines.push(line) } } as never,
      });
      try {
        const { id } = await apply({ name: 'Log Probe' });
        const other = await apply({ name: 'Log Probe Two' });
        const call = (url: string, payload?: object) =>
          app.inject({ method: 'POST', url, headers: bearer(ctx().opsToken), ...(payload ? { payload } : {}) });
        expect((await app.inject({ url: `/admin/applications/${id}`, headers: bearer(ctx().opsToken) })).statusCode).toBe(200);
        expect((await call(`/admin/applications/${id}/reveal`)).statusCode).toBe(200);
        expect((await call(`/admin/applications/${id}/approve`, { parentCoCode: ctx().mid.coCode })).statusCode).toBe(200);
        expect((await call(`/admin/applications/${other.id}/reject`, { reason: 'Duplicate application' })).statusCode).toBe(200);
        expect(lines.length).toBeGreaterThan(0);
        const logged = lines.join('\n');
        for (const secret of [PAN, PAN.toLowerCase(), AADHAAR, '2341 2341 2346']) expect(logged).not.toContain(secret);
      } finally {
        await app.close();
      }
    });

    it('keeps the CLI working through the same services, audited as the CLI', async () => {
      const out: string[] = [];
      const cli = (args: string[]) => runAdmin(args, { db: db(), config: ctx().config, out: (l) => out.push(l) });
      const { id, email } = await apply({ name: 'Cli Probe' });
      expect(await cli(['reject', String(id), '--reason', 'no'])).toBe(1);
      expect(out.at(-1)).toContain('Reason must be at least 3 characters');
      expect(await state(id)).toMatchObject({ status: 'pending' });
      expect(await cli(['reject', String(id), '--reason', 'Incomplete documents'])).toBe(0);
      expect(await state(id)).toMatchObject({
        status: 'rejected',
        reason: 'Incomplete documents',
        decidedBy: expect.stringMatching(/^cli:/),
      });
      expect((await outboxTo(email))[0]?.text).toContain('Reason: Incomplete documents');
      expect(await audits(id)).toEqual([
        expect.objectContaining({ action: 'application.reject', operatorEmail: expect.stringMatching(/^cli:/) }),
      ]);
      expect(await cli(['reject', String(id)])).toBe(1);
      expect(out.at(-1)).toContain(applicationMessages.alreadyRejected);
      expect(await cli(['list-applications', '--status', 'rejected'])).toBe(0);
      expect(out.find((line) => line.startsWith(`#${id}\t`))).toMatch(/\tdecided by cli:\S+: Incomplete documents$/);

      const next = await apply({ name: 'Cli Probe Two' });
      expect(await cli(['approve', String(next.id), '--parent', 'NOBODY-HERE'])).toBe(1);
      expect(await cli(['approve', String(next.id), '--parent', ctx().mid.coCode])).toBe(0);
      expect(await audits(next.id)).toEqual([
        expect.objectContaining({ action: 'application.approve', operatorEmail: expect.stringMatching(/^cli:/) }),
      ]);
      expect(await cli(['approve', String(next.id), '--parent', ctx().mid.coCode])).toBe(1);
      expect(out.at(-1)).toContain(applicationMessages.alreadyApproved);
    });
  });
}
