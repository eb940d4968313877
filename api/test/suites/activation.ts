import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@portal/shared/validation';
import { adminEndpoints, type MemberDetailsResponse } from '@portal/shared/admin';
import { one, rows, sql } from '../../src/db/client.js';
import { SELF_INVITE_LIMIT, SELF_INVITE_WINDOW_MS, requestOwnInvite } from '../../src/services/invitations.js';
import { bearer, PORTAL_URL, type SuiteContext } from '../helpers/context.js';
import { signIn } from '../helpers/services.js';

const ONBOARDING_SUBJECT = 'Welcome to Agent Portal — set your password';
const RECEIVED_SUBJECT = 'We have received your Agent Portal application';

/** Activation without dead ends: the login's account states, a new link asked for by the member, the link checked on arrival. */
export function activationTests(ctx: () => SuiteContext) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let serial = 0;
  const unique = (label: string) => `act-${label}-${run}-${++serial}@example.com`;
  const db = () => ctx().database.db;
  const inject = (opts: InjectOptions) => ctx().app.inject(opts);
  const ops = (opts: InjectOptions) => inject({ ...opts, headers: { ...bearer(ctx().opsToken), ...opts.headers } });
  const settings = () => ({ inviteSecret: ctx().config.inviteSecret, portalUrl: PORTAL_URL });

  const mailsTo = (email: string) =>
    rows<{ subject: string; text: string }>(
      db(),
      sql`SELECT subject, text_body AS text FROM outbox WHERE to_address = ${email} ORDER BY id`,
    );
  const tokenOf = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  const links = async (email: string) => (await mailsTo(email)).filter((m) => m.subject === ONBOARDING_SUBJECT).map((m) => tokenOf(m.text));

  async function apply(email = unique('applicant')) {
    const res = await inject({
      method: 'POST',
      url: endpoints.account.sendRegistrationEmail.path,
      payload: { name: 'Meena Iyer', phone: '9123456780', email, reason: 'A friend told me' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await one<{ id: number }>(db(), sql`SELECT id FROM applications WHERE email = ${email}`);
    return { id: row!.id, email };
  }
  /** Approved, no password set yet; returns the member's code. */
  async function invited() {
    const applicant = await apply();
    const res = await ops({
      method: 'POST',
      url: `/admin/applications/${applicant.id}/approve`,
      payload: { parentCoCode: ctx().mid.coCode },
    });
    expect(res.statusCode, res.body).toBe(200);
    const member = await one<{ coCode: string }>(db(), sql`SELECT co_code AS "coCode" FROM members WHERE email = ${applicant.email}`);
    return { ...applicant, coCode: member!.coCode };
  }
  const check = async (email: string) =>
    (await inject({ url: endpoints.account.checkUser.path, query: { email } })).json() as { userRegistered: boolean; account: string };
  const requestInvite = (email: string) => inject({ method: 'POST', url: endpoints.account.requestInvite.path, payload: { email } });
  const inviteCheck = async (email: string, token: string) => {
    const res = await inject({ method: 'POST', url: endpoints.account.inviteCheck.path, payload: { email, token } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { invite: string }).invite;
  };
  const setPassword = (email: string, token: string) =>
    inject({ method: 'POST', url: endpoints.account.setPassword.path, payload: { email, token, password: 'Secret@123' } });

  describe('activation', () => {
    it('acknowledges a sign-up by e-mail at once', async () => {
      const { email } = await apply();
      const [received] = await mailsTo(email);
      expect(received).toMatchObject({ subject: RECEIVED_SUBJECT });
      expect(received!.text).toContain('We have received your application and will review it.');
    });

    it('tells the login page whether the address can sign in, is under review, or waits for its password', async () => {
      const pending = await apply();
      expect(await check(pending.email)).toEqual({ status: 'success', userRegistered: false, account: 'pending' });
      const member = await invited();
      expect(await check(member.email.toUpperCase())).toEqual({ status: 'success', userRegistered: false, account: 'invited' });
      expect(await check(unique('stranger'))).toEqual({ status: 'success', userRegistered: false, account: 'unknown' });
      expect(await check(ctx().top.email)).toEqual({ status: 'success', userRegistered: true, account: 'registered' });
    });

    it('answers a request for a new link the same whatever the address, and mails only a member without a password', async () => {
      const member = await invited();
      const pending = await apply();
      const toTop = (await mailsTo(ctx().top.email)).length;
      const answers = [];
      for (const email of [member.email, pending.email, unique('stranger'), ctx().top.email, 'not-an-address']) {
        const res = await requestInvite(email);
        answers.push(email === 'not-an-address' ? res.statusCode : { status: res.statusCode, body: res.json() as unknown });
      }
      const [first, ...others] = answers;
      expect(first).toEqual({ status: 200, body: { status: 'success', message: expect.stringContaining('a new link is on its way') } });
      expect(others.slice(0, 3)).toEqual([first, first, first]);
      expect(others[3]).toBe(400);
      // The approval's link and the one asked for; nothing to the others.
      expect(await links(member.email)).toHaveLength(2);
      expect((await mailsTo(pending.email)).map((m) => m.subject)).toEqual([RECEIVED_SUBJECT]);
      expect(await mailsTo(ctx().top.email)).toHaveLength(toTop);
    });

    it('sends a member a few links an hour at most; the newest link works, the earlier ones say expired', async () => {
      const member = await invited();
      const [approvalLink] = await links(member.email);
      // Right after the approval a request still gets its link, up to the limit (the approval's counted).
      for (let sent = 1; sent < SELF_INVITE_LIMIT; sent++) expect((await requestInvite(member.email)).statusCode).toBe(200);
      expect(await links(member.email)).toHaveLength(SELF_INVITE_LIMIT);
      const refused = await requestInvite(member.email);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ status: 'success', message: expect.stringContaining('a new link is on its way') });
      expect(await links(member.email)).toHaveLength(SELF_INVITE_LIMIT);
      // Once the window has passed, one more.
      const later = new Date(Date.now() + SELF_INVITE_WINDOW_MS + 1000);
      expect(await requestOwnInvite(db(), settings(), member.email, later)).toBe(true);
      const tokens = await links(member.email);
      expect(tokens).toHaveLength(SELF_INVITE_LIMIT + 1);
      const newest = tokens.at(-1)!;

      expect(await inviteCheck(member.email, approvalLink!)).toBe('expired');
      expect(await inviteCheck(member.email, newest)).toBe('valid');
      expect(await inviteCheck(unique('other'), newest)).toBe('invalid');
      expect(await inviteCheck(member.email, `${newest}x`)).toBe('invalid');
      expect((await setPassword(member.email, approvalLink!)).statusCode).toBe(400);
      expect((await setPassword(member.email, newest)).statusCode).toBe(200);
      expect(await inviteCheck(member.email, newest)).toBe('used');
      await signIn(member.email, 'Secret@123');
      // Signed up now: no more links, whoever asks.
      expect(await requestOwnInvite(db(), settings(), member.email, new Date(Date.now() + 3 * SELF_INVITE_WINDOW_MS))).toBe(false);
      expect(await check(member.email)).toMatchObject({ userRegistered: true, account: 'registered' });
    });

    it('checks the link from a body, refusing a bad one by field', async () => {
      const res = await inject({ method: 'POST', url: endpoints.account.inviteCheck.path, payload: { email: 'a@b.co' } });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: Record<string, string> }).errors).toHaveProperty('token');
    });

    it("re-sends a member's invite from the back office, audited; refused once the password is set", async () => {
      const member = await invited();
      const url = buildPath(adminEndpoints.members.adminMemberResendInvite.path, { code: member.coCode });
      const res = await ops({ method: 'POST', url });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as MemberDetailsResponse).member).toMatchObject({ coCode: member.coCode, hasAccount: false });
      const tokens = await links(member.email);
      expect(tokens).toHaveLength(2);
      const audit = await rows<{ action: string; operatorEmail: string; after: unknown }>(
        db(),
        sql`SELECT action, operator_email AS "operatorEmail", after FROM audit_log WHERE record_type = 'member' AND record_id = ${member.coCode} ORDER BY id`,
      );
      expect(audit).toEqual([
        { action: 'member.resend_invite', operatorEmail: 'ops@agentportal.in', after: { openInvites: 1, revokedInvites: 1 } },
      ]);
      expect(JSON.stringify(audit)).not.toContain(tokens[1]!.split('.')[1]!);

      expect((await setPassword(member.email, tokens[1]!)).statusCode).toBe(200);
      const again = await ops({ method: 'POST', url });
      expect(again.statusCode).toBe(409);
      expect(
        (await ops({ method: 'POST', url: buildPath(adminEndpoints.members.adminMemberResendInvite.path, { code: 'AP0NOSUCH' }) }))
          .statusCode,
      ).toBe(404);
      // Only operators.
      expect((await inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url, headers: bearer(ctx().topToken) })).statusCode).toBe(403);
    });
  });
}
