import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared/validation';
import { buildApp } from '../../src/app.js';
import { runAdmin } from '../../src/cli/admin.js';
import { one, rows, sql } from '../../src/db/client.js';
import { CONTACT_THANKS } from '../../src/modules/contact/routes.js';
import { createFirebase } from '../../src/services/firebase.js';
import { createOutboxWorker } from '../../src/services/outbox.js';
import { bearer, PORTAL_URL, testConfig, type SuiteContext } from '../helpers/context.js';
import { EMULATOR_HOST, PROJECT_ID, signIn, type Maildev } from '../helpers/services.js';

const count = async (c: SuiteContext, table: 'contact_messages' | 'applications' | 'outbox' | 'members' | 'policies') =>
  (await one<{ n: number }>(c.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))!.n;

const validAadhaar = '234123412346';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Contact, sign-up, the membership chain, invites, password reset, outbox, CLI, rate limits, logs. */
export function writeEndpointTests(kind: string, ctx: () => SuiteContext, mail: () => Maildev) {
  const unique = (name: string) => `${kind}-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const worker = () =>
    createOutboxWorker({ db: ctx().database.db, smtpUrl: mail().smtpUrl, from: 'Agent Portal <no-reply@agentportal.in>' });
  const deliver = async () => {
    const w = worker();
    try {
      return await w.runOnce();
    } finally {
      await w.stop();
    }
  };

  describe('contact', () => {
    it('stores the message and forwards it to the inbox by e-mail', async () => {
      const email = unique('contact');
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/contact',
        payload: { name: 'Meera Iyer', email, phone: '9876543210', message: 'Please call me about ₹ commissions', referer: 'A friend' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
      const stored = await one<{ name: string }>(ctx().database.db, sql`SELECT name FROM contact_messages WHERE email = ${email}`);
      expect(stored?.name).toBe('Meera Iyer');
      await deliver();
      const inbox = await mail().to('inbox@agentportal.test');
      const forwarded = inbox.find((m) => m.text.includes(email));
      expect(forwarded?.subject).toContain('Meera Iyer');
      expect(forwarded?.text).toContain('₹ commissions');
      // maildev keeps the raw message on disk; its JSON omits Reply-To.
      expect(readFileSync(forwarded!.source!, 'utf8')).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'im'));
    });

    it('answers 400 with field messages and stores nothing for bad input', async () => {
      const before = [await count(ctx(), 'contact_messages'), await count(ctx(), 'outbox')];
      const good = { name: 'A', email: 'a@b.co', phone: '9876543210', message: 'hi' };
      const cases: [unknown, string[]][] = [
        [{}, ['name', 'email', 'phone', 'message']],
        [{ ...good, email: 'not-an-email' }, ['email']],
        [{ ...good, phone: '12345' }, ['phone']],
        [{ ...good, phone: '98765432101' }, ['phone']],
        [{ ...good, name: '   ' }, ['name']],
        [{ ...good, message: 'x'.repeat(2001) }, ['message']],
        [{ ...good, name: 'x'.repeat(101) }, ['name']],
        [{ ...good, referer: 'x'.repeat(201) }, ['referer']],
        [{ ...good, name: 42 }, ['name']],
        [{ ...good, message: 'bad\u0000byte' }, ['message']],
      ];
      for (const [payload, fields] of cases) {
        const res = await ctx().app.inject({ method: 'POST', url: '/contact', payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        const body = res.json() as { status: string; errors: Record<string, string> };
        expect(body.status).toBe('error');
        for (const f of fields) expect(body.errors[f], f).toEqual(expect.any(String));
      }
      const malformed = await ctx().app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ status: 'error' });
      const notObject = await ctx().app.inject({ method: 'POST', url: '/contact', payload: [1, 2] as never });
      expect(notObject.statusCode).toBe(400);
      const huge = await ctx().app.inject({ method: 'POST', url: '/contact', payload: { ...good, message: 'x'.repeat(100_000) } });
      expect(huge.statusCode).toBe(413);
      expect([await count(ctx(), 'contact_messages'), await count(ctx(), 'outbox')]).toEqual(before);
    });

    // The landing page's form posted natively (its JavaScript not running): a top-level navigation from a
    // portal origin, answered with an HTML page.
    const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
    const expectPage = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(res.body.match(/<main>/g)).toHaveLength(1);
      expect(res.body.match(/<h1>/g)).toHaveLength(1);
      expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(res.body).not.toMatch(/<script|<link|<img|\ssrc=|\sstyle=/i);
      // The page's only style sheet is allowed by its own CSP, and nothing else is.
      const style = res.body.match(/<style>([^<]*)<\/style>/)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
    };
    const contactCounts = async () => [await count(ctx(), 'contact_messages'), await count(ctx(), 'outbox')];

    it('stores a urlencoded form post exactly once and answers an HTML page linking back to the portal', async () => {
      const email = unique('form');
      const origin = ctx().config.portalOrigins[3]!;
      const [messagesBefore, outboxBefore] = await contactCounts();
      const res = await formPost(
        {
          name: 'Ravi <Kumar>',
          email: email.toUpperCase(),
          phone: ' 9876543210 ',
          message: 'Form-only probe text & ₹ question',
          referer: '',
        },
        { origin },
      );
      expectPage(res, 200);
      expect(res.body).toContain('<title>Message sent · Agent Portal</title>');
      expect(res.body).toContain('<h1>Message sent</h1>');
      expect(res.body).toContain(`<p>${CONTACT_THANKS}</p>`);
      expect(res.body).toContain(`<a href="${origin}/">`);
      // The visitor's details are not echoed.
      for (const echoed of ['Ravi', 'Kumar', 'probe text', email, '9876543210']) expect(res.body).not.toContain(echoed);
      const stored = await rows<{ name: string; phone: string; message: string; referer: string | null }>(
        ctx().database.db,
        sql`SELECT name, phone, message, referer FROM contact_messages WHERE email = ${email}`,
      );
      expect(stored).toEqual([{ name: 'Ravi <Kumar>', phone: '9876543210', message: 'Form-only probe text & ₹ question', referer: null }]);
      const queued = await rows<{ to: string; text: string }>(
        ctx().database.db,
        sql`SELECT to_address AS to, text_body AS text FROM outbox WHERE reply_to = ${email}`,
      );
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ to: 'inbox@agentportal.test', text: expect.stringContaining('Form-only probe text & ₹ question') });
      expect(await contactCounts()).toEqual([messagesBefore! + 1, outboxBefore! + 1]);
      // A referer given in the form is stored.
      const other = unique('form-referer');
      expectPage(
        await formPost({ name: 'Asha', email: other, phone: '9876543210', message: 'Hello', referer: 'A friend' }, { origin }),
        200,
      );
      expect(
        (await one<{ referer: string }>(ctx().database.db, sql`SELECT referer FROM contact_messages WHERE email = ${other}`))?.referer,
      ).toBe('A friend');
    });

    it('answers an invalid form post with a 400 page naming the field errors, and stores nothing', async () => {
      const before = await contactCounts();
      const good = { name: 'A', email: 'a@b.co', phone: '9876543210', message: 'Form-only invalid probe' };
      const invalid = await formPost({ ...good, phone: '12' }, { origin: ctx().config.portalOrigins[1]! });
      expectPage(invalid, 400);
      expect(invalid.body).toContain('<h1>Your message was not sent</h1>');
      expect(invalid.body).toContain('Some of the details are not valid. Please check and try again.');
      expect(invalid.body).toContain('<li><strong>Phone</strong>: Phone number must be exactly 10 digits</li>');
      expect(invalid.body).toContain('Nothing was stored.');
      expect(invalid.body).toContain(`<a href="${ctx().config.portalOrigins[1]}/#contact">`);
      expect(invalid.body).not.toContain('Form-only invalid probe');
      // The same field messages as the JSON answer.
      const json = await ctx().app.inject({ method: 'POST', url: '/contact', payload: { ...good, phone: '12' } });
      expect(json.json()).toMatchObject({ errors: { phone: 'Phone number must be exactly 10 digits' } });
      // Nothing at all: every required field is named, with its label.
      const empty = await formPost({});
      expectPage(empty, 400);
      for (const label of ['Name', 'Email', 'Phone', 'Message']) expect(empty.body).toContain(`<li><strong>${label}</strong>: `);
      // A NUL byte (refused before the schema runs) and a referer too long.
      const nul = await formPost({ ...good, message: 'bad\u0000byte' });
      expectPage(nul, 400);
      expect(nul.body).toContain('<li><strong>Message</strong>: Contains invalid characters</li>');
      const longReferer = await formPost({ ...good, referer: 'x'.repeat(201) });
      expectPage(longReferer, 400);
      expect(longReferer.body).toContain('<strong>How did you find us</strong>: How did you find us must be at most 200 characters');
      // Too large for the body limit.
      const huge = await formPost({ ...good, message: 'x'.repeat(100_000) });
      expectPage(huge, 413);
      expect(huge.body).toContain(messages.contact.failed);
      expect(await contactCounts()).toEqual(before);
    });

    it('links an unlisted or missing Origin back to the first portal origin, never echoing it', async () => {
      const home = ctx().config.portalOrigins[0]!;
      for (const origin of ['https://evil.example', 'null', `${home}.evil.example`, '"><script>x</script>']) {
        const ok = await formPost({ name: 'A', email: unique('origin'), phone: '9876543210', message: 'hi' }, { origin });
        expectPage(ok, 200);
        expect(ok.body).toContain(`<a href="${home}/">`);
        expect(ok.body).not.toContain('evil');
        expect(ok.body).not.toContain('<script');
        const bad = await formPost({ name: 'A', email: 'a@b.co', phone: '12', message: 'hi' }, { origin });
        expectPage(bad, 400);
        expect(bad.body).toContain(`<a href="${home}/#contact">`);
        expect(bad.body).not.toContain('evil');
      }
      const none = await formPost({ name: 'A', email: unique('origin'), phone: '9876543210', message: 'hi' });
      expect(none.body).toContain(`<a href="${home}/">`);
    });

    it('answers a form post the database refuses with the 500 page and the error catalogue message', async () => {
      const before = await contactCounts();
      await ctx().database.db.execute(sql`ALTER TABLE contact_messages ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
      try {
        const res = await formPost({ name: 'A', email: unique('refused'), phone: '9876543210', message: 'hi' });
        expectPage(res, 500);
        expect(res.body).toContain(`<p>${messages.contact.failed}</p>`);
        expect(res.body).toContain(`<a href="${ctx().config.portalOrigins[0]}/#contact">`);
        expect(res.body).not.toMatch(/refuse_all|SQLSTATE|contact_messages/);
        // JSON unchanged.
        const json = await ctx().app.inject({
          method: 'POST',
          url: '/contact',
          payload: { name: 'A', email: unique('refused'), phone: '9876543210', message: 'hi' },
        });
        expect(json.statusCode).toBe(500);
        expect(json.json()).toEqual({ status: 'error', message: 'The server had a problem. Please try again later.' });
      } finally {
        await ctx().database.db.execute(sql`ALTER TABLE contact_messages DROP CONSTRAINT refuse_all`);
      }
      expect(await contactCounts()).toEqual(before);
    });

    it('documents the form content type and the HTML answers in the OpenAPI document', async () => {
      const doc = (await ctx().app.inject({ url: '/docs/json' })).json() as {
        paths: Record<
          string,
          { post: { requestBody: { content: Record<string, unknown> }; responses: Record<string, { content: Record<string, unknown> }> } }
        >;
      };
      const post = doc.paths['/contact']!.post;
      expect(Object.keys(post.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
      for (const status of ['200', '400', '429', '500'])
        expect(Object.keys(post.responses[status]!.content), status).toEqual(['application/json', 'text/html']);
    });
  });

  describe('sign-up', () => {
    const application = (email: string) => ({
      name: 'Kiran Rao',
      phone: '9123456780',
      email,
      panNo: 'abcpe1234f',
      aadharNo: '2341 2341 2346',
      referralId: 'Rajesh',
      reason: 'A friend told me',
    });

    it('stores a pending application with encrypted identity numbers', async () => {
      const email = unique('signup');
      const res = await ctx().app.inject({ method: 'POST', url: '/send-registration', payload: application(email.toUpperCase()) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success' });
      const row = await one<{ status: string; pan: string; aadhaar: string }>(
        ctx().database.db,
        sql`SELECT status, pan_enc AS pan, aadhaar_enc AS aadhaar FROM applications WHERE email = ${email}`,
      );
      expect(row?.status).toBe('pending');
      expect(row?.pan).not.toContain('ABCPE');
      expect(row?.aadhaar).not.toContain('2346');
    });

    it('answers 409 when the e-mail is an applicant or a member', async () => {
      const email = unique('dup');
      expect((await ctx().app.inject({ method: 'POST', url: '/send-registration', payload: application(email) })).statusCode).toBe(200);
      for (const e of [email, 'demo@agentportal.in', 'Team@AgentPortal.in']) {
        const res = await ctx().app.inject({ method: 'POST', url: '/send-registration', payload: application(e) });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ status: 'error', message: messages.signup.alreadyRegistered });
      }
    });

    it('answers 400 with field messages and stores nothing for bad input', async () => {
      const before = await count(ctx(), 'applications');
      const good = application(unique('bad'));
      const cases: [object, string][] = [
        [{ ...good, name: '' }, 'name'],
        [{ ...good, phone: '98765' }, 'phone'],
        [{ ...good, email: 'x@y' }, 'email'],
        [{ ...good, reason: '' }, 'reason'],
        [{ ...good, panNo: 'ABC' }, 'panNo'],
        [{ ...good, aadharNo: '1234 5678 9012' }, 'aadharNo'],
        [{ ...good, aadharNo: '2341 2341 2345' }, 'aadharNo'],
        [{ ...good, reason: 'x'.repeat(1001) }, 'reason'],
        [{ ...good, referralId: 'x'.repeat(101) }, 'referralId'],
      ];
      for (const [payload, field] of cases) {
        const res = await ctx().app.inject({ method: 'POST', url: '/send-registration', payload });
        expect(res.statusCode, field).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors[field], field).toEqual(expect.any(String));
      }
      expect(await count(ctx(), 'applications')).toBe(before);
      const optional = await ctx().app.inject({
        method: 'POST',
        url: '/send-registration',
        payload: { ...good, panNo: '', aadharNo: '', referralId: '' },
      });
      expect(optional.statusCode).toBe(200);
    });
  });

  describe('membership chain', () => {
    it('sign-up → approve → e-mail → set password → sign in', async () => {
      const email = unique('chain');
      const signup = await ctx().app.inject({
        method: 'POST',
        url: '/send-registration',
        payload: { name: 'Anjali Menon', phone: '9000000001', email, reason: 'Career', aadharNo: validAadhaar },
      });
      expect(signup.statusCode).toBe(200);
      const app = await one<{ id: number }>(ctx().database.db, sql`SELECT id FROM applications WHERE email = ${email}`);
      const out: string[] = [];
      const cliDeps = { db: ctx().database.db, config: ctx().config, out: (l: string) => out.push(l) };
      expect(await runAdmin(['list-applications'], cliDeps)).toBe(0);
      expect(out.join('\n')).toContain(email);
      // Not registered until the password is set.
      expect((await ctx().app.inject({ url: '/account/check', query: { email } })).json()).toMatchObject({ userRegistered: false });
      expect(await runAdmin(['approve', String(app!.id), '--parent', ctx().mid.coCode], cliDeps)).toBe(0);
      expect(out.at(-1)).toMatch(/Approved/);
      const member = await one<{ coCode: string; path: string; aadhaar: string | null }>(
        ctx().database.db,
        sql`SELECT co_code AS "coCode", path, aadhaar_enc AS aadhaar FROM members WHERE email = ${email}`,
      );
      expect(member!.path.startsWith(ctx().mid.path)).toBe(true);
      expect(member!.aadhaar).toMatch(/^v1\./);
      // Approving again fails: it is no longer pending.
      expect(await runAdmin(['approve', String(app!.id), '--parent', ctx().mid.coCode], cliDeps)).toBe(1);

      expect(await deliver()).toBeGreaterThanOrEqual(1);
      const onboarding = (await mail().to(email)).find((m) => m.subject.includes('set your password'));
      expect(onboarding).toBeDefined();
      const link = new URL(onboarding!.text.match(/https?:\/\/\S+/)![0]);
      expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/set-password`);
      expect(Buffer.from(link.searchParams.get('email')!, 'base64').toString()).toBe(email);
      const token = link.searchParams.get('token')!;

      // An e-mail alone, or someone else's e-mail with this token, is not enough.
      const noToken = await ctx().app.inject({ method: 'POST', url: '/account/set-password', payload: { email, password: 'secret123' } });
      expect(noToken.statusCode).toBe(400);
      const otherEmail = await ctx().app.inject({
        method: 'POST',
        url: '/account/set-password',
        payload: { email: 'demo@agentportal.in', token, password: 'secret123' },
      });
      expect(otherEmail.statusCode).toBe(400);
      const short = await ctx().app.inject({ method: 'POST', url: '/account/set-password', payload: { email, token, password: '123' } });
      expect(short.statusCode).toBe(400);
      expect((short.json() as { errors: Record<string, string> }).errors['password']).toBe(messages.setPassword.tooShort);

      const set = await ctx().app.inject({
        method: 'POST',
        url: '/account/set-password',
        payload: { email, token, password: 'Secret@123' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ status: 'success' });
      const reused = await ctx().app.inject({
        method: 'POST',
        url: '/account/set-password',
        payload: { email, token, password: 'Other@123' },
      });
      expect(reused.statusCode).toBe(400);

      const idToken = await signIn(email, 'Secret@123');
      await expect(signIn(email, 'Other@123')).rejects.toThrow();
      const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { name?: string };
      expect(claims.name).toBe('Anjali Menon');
      const me = await ctx().app.inject({ url: '/sales/l1member', headers: bearer(idToken) });
      expect(me.json()).toMatchObject({ member: { coCode: member!.coCode, name: 'Anjali Menon', hasChildren: false } });
      expect((await ctx().app.inject({ url: '/account/check', query: { email } })).json()).toMatchObject({ userRegistered: true });
      const above = await ctx().app.inject({ url: `/sales/hierarchy/${ctx().mid.coCode}`, headers: bearer(idToken) });
      expect(above.statusCode).toBe(403);
    });

    it('rejects wrong, tampered and expired invites without creating accounts', async () => {
      const out: string[] = [];
      const deps = { db: ctx().database.db, config: ctx().config, out: (l: string) => out.push(l) };
      const email = unique('invite');
      expect(
        await runAdmin(
          ['create-member', '--name', 'Sunil Das', '--email', email, '--parent', ctx().mid.coCode, '--aadhaar', validAadhaar],
          deps,
        ),
      ).toBe(0);
      await deliver();
      const link = new URL((await mail().to(email))[0]!.text.match(/https?:\/\/\S+/)![0]);
      const token = link.searchParams.get('token')!;
      const [id, random, sig] = token.split('.') as [string, string, string];
      const attempts = [
        'garbage',
        `${id}.${random}.${sig.slice(0, -2)}xx`,
        `${Number(id) + 1}.${random}.${sig}`,
        `${id}.${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}.${sig}`,
      ];
      for (const bad of attempts) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/account/set-password',
          payload: { email, token: bad, password: 'Secret@123' },
        });
        expect(res.statusCode, bad).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors['token']).toEqual(expect.any(String));
      }
      await ctx().database.db.execute(sql`UPDATE invites SET expires_at = now() - interval '1 minute'
        WHERE member_id = (SELECT id FROM members WHERE email = ${email})`);
      const expired = await ctx().app.inject({
        method: 'POST',
        url: '/account/set-password',
        payload: { email, token, password: 'Secret@123' },
      });
      expect(expired.statusCode).toBe(400);
      await expect(signIn(email, 'Secret@123')).rejects.toThrow();
      const uid = await one<{ uid: string | null }>(ctx().database.db, sql`SELECT firebase_uid AS uid FROM members WHERE email = ${email}`);
      expect(uid!.uid).toBeNull();
    });
  });

  describe('password reset', () => {
    it('mails a portal link with a working oobCode for a known member', async () => {
      const res = await ctx().app.inject({ method: 'POST', url: '/account/reset-password', payload: { email: 'team@agentportal.in' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: messages.login.resetSent });
      await deliver();
      const mails = (await mail().to('team@agentportal.in')).filter((m) => m.subject.includes('Reset'));
      const link = new URL(mails.at(-1)!.text.match(/https?:\/\/\S+/)![0]);
      expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/reset-password`);
      const oobCode = link.searchParams.get('oobCode')!;
      // What the screen does with the code (confirmPasswordReset) — then the demo password is restored.
      const confirm = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode, newPassword: 'Changed@123' }),
      });
      expect(confirm.status).toBe(200);
      await signIn('team@agentportal.in', 'Changed@123');
      const firebase = createFirebase(PROJECT_ID);
      const user = await firebase.auth.getUserByEmail('team@agentportal.in');
      await firebase.auth.updateUser(user.uid, { password: 'Demo@1234' });
      await firebase.close();
    });

    it('answers the same for an unknown e-mail (legacy path too) and sends nothing', async () => {
      const before = await count(ctx(), 'outbox');
      for (const url of ['/account/reset-password', '/user/reset-password']) {
        const res = await ctx().app.inject({ method: 'POST', url, payload: { email: unique('ghost') } });
        expect(res.json()).toEqual({ status: 'success', message: messages.login.resetSent });
      }
      expect(await count(ctx(), 'outbox')).toBe(before);
      const bad = await ctx().app.inject({ method: 'POST', url: '/account/reset-password', payload: { email: 'nope' } });
      expect(bad.statusCode).toBe(400);
    });

    it('answers an error when the reset link cannot be generated', async () => {
      // A firebase-admin for another project: the single-project emulator refuses it.
      const other = createFirebase('demo-other-project');
      const app = await buildApp({ database: ctx().database, config: ctx().config, auth: other.auth, logger: false });
      try {
        const res = await app.inject({ method: 'POST', url: '/account/reset-password', payload: { email: 'team@agentportal.in' } });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.json()).toEqual({ status: 'error', message: messages.login.resetFailed });
      } finally {
        await app.close();
        await other.close();
      }
    });
  });

  describe('outbox', () => {
    it('retries with back-off when SMTP is down, then delivers once with two workers racing', async () => {
      const to = unique('outbox');
      await ctx().database.db.execute(sql`INSERT INTO outbox (to_address, subject, text_body) VALUES (${to}, 'retry me', 'body')`);
      const down = createOutboxWorker({ db: ctx().database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@agentportal.in' });
      expect(await down.runOnce()).toBe(0);
      await down.stop();
      const row = await one<{ attempts: number; lastError: string; later: boolean; sent: boolean }>(
        ctx().database.db,
        sql`SELECT attempts, last_error AS "lastError", next_attempt_at > now() AS later, sent_at IS NOT NULL AS sent FROM outbox WHERE to_address = ${to}`,
      );
      expect(row).toMatchObject({ attempts: 1, later: true, sent: false });
      expect(row!.lastError).toEqual(expect.any(String));
      await ctx().database.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE to_address = ${to}`);
      for (let i = 0; i < 5; i++) {
        await ctx().database.db.execute(sql`INSERT INTO outbox (to_address, subject, text_body) VALUES (${to}, ${`race ${i}`}, 'body')`);
      }
      const [a, b] = [worker(), worker()];
      const delivered = await Promise.all([a.runOnce(), b.runOnce()]);
      await Promise.all([a.stop(), b.stop()]);
      expect(delivered[0] + delivered[1]).toBe(6);
      const got = await waitFor(async () => {
        const list = await mail().to(to);
        return list.length >= 6 ? list : undefined;
      });
      expect(got.map((m) => m.subject).sort()).toEqual(['race 0', 'race 1', 'race 2', 'race 3', 'race 4', 'retry me']);
      const pending = await one<{ n: number }>(
        ctx().database.db,
        sql`SELECT count(*)::int AS n FROM outbox WHERE to_address = ${to} AND sent_at IS NULL`,
      );
      expect(pending!.n).toBe(0);
    });
  });

  describe('admin CLI', () => {
    const header = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';
    const run = async (args: string[]) => {
      const out: string[] = [];
      const code = await runAdmin(args, { db: ctx().database.db, config: ctx().config, out: (l) => out.push(l) });
      return { code, out: out.join('\n') };
    };
    const file = (content: string) => {
      const p = path.join(mkdtempSync(path.join(os.tmpdir(), 'import-')), 'policies.csv');
      writeFileSync(p, content);
      return p;
    };

    it('imports nothing from a file with bad rows, reporting them by line; --skip-bad imports the rest', async () => {
      const mid = ctx().mid.coCode;
      const csv = file(
        [
          header,
          `motor,Private Car Package,IMP-${kind}-1,"Sharma, Ravi",2026-01-01,2026-12-31,12000.50,1440.06,mh12ab1234,Tata AIG,${mid}`,
          `boat,Yacht,IMP-${kind}-2,X,2026-01-01,2026-12-31,1,1,,Y,${mid}`,
          `life,Term Life Plan,IMP-${kind}-3,Asha,2026-02-30,2027-01-01,500,50,,LIC of India,${mid}`,
          `life,Term Life Plan,IMP-${kind}-4,Asha,2026-02-01,2027-01-31,5x0,50,,LIC of India,NOBODY`,
          `health,Family Floater Health,IMP-${kind}-1,Dup,2026-01-01,2026-12-31,100,10,,Star Health,${mid}`,
          `health,Family Floater Health,IMP-${kind}-5,Good,2026-03-01,2027-02-28,100,10,,Star Health,${mid}`,
        ].join('\n'),
      );
      const before = await count(ctx(), 'policies');
      const strict = await run(['import-policies', csv]);
      expect(strict.code).toBe(1);
      expect(strict.out).toMatch(/line 3: policyType/);
      expect(strict.out).toMatch(/line 4: riskStart/);
      expect(strict.out).toMatch(/line 5: netPremium/);
      expect(strict.out).toMatch(/line 6: policyNumber .* repeats line 2/);
      expect(strict.out).toContain('nothing imported');
      expect(await count(ctx(), 'policies')).toBe(before);
      const lenient = await run(['import-policies', csv, '--skip-bad']);
      expect(lenient.code).toBe(0);
      expect(lenient.out).toContain('Imported 2 of 6');
      expect(await count(ctx(), 'policies')).toBe(before + 2);
      const imported = await one<{ clientName: string; vehicleNo: string; sellerPath: string }>(
        ctx().database.db,
        sql`SELECT client_name AS "clientName", vehicle_no AS "vehicleNo", seller_path AS "sellerPath" FROM policies WHERE policy_number = ${`IMP-${kind}-1`}`,
      );
      expect(imported).toEqual({ clientName: 'Sharma, Ravi', vehicleNo: 'MH12AB1234', sellerPath: ctx().mid.path });
      const again = await run(['import-policies', csv, '--skip-bad']);
      expect(again.out).toMatch(/already exists/);
      expect(await count(ctx(), 'policies')).toBe(before + 2);
    });

    it('creates members, rejects applications, and explains usage', async () => {
      const email = unique('cli');
      const created = await run(['create-member', '--name', 'Vikram Gill', '--email', email, '--no-invite']);
      expect(created.code).toBe(0);
      const root = await one<{ parent: number | null; depth: number }>(
        ctx().database.db,
        sql`SELECT parent_id AS parent, depth FROM members WHERE email = ${email}`,
      );
      expect(root).toEqual({ parent: null, depth: 0 });
      expect((await run(['create-member', '--name', 'Again', '--email', email])).code).toBe(1);
      expect((await run(['create-member', '--name', 'Orphan', '--email', unique('orphan'), '--parent', 'NOPE'])).out).toMatch(/No member/);
      const applicant = unique('reject');
      await ctx().app.inject({
        method: 'POST',
        url: '/send-registration',
        payload: { name: 'R', phone: '9000000002', email: applicant, reason: 'r' },
      });
      const app = await one<{ id: number }>(ctx().database.db, sql`SELECT id FROM applications WHERE email = ${applicant}`);
      expect((await run(['reject', String(app!.id)])).code).toBe(0);
      expect((await run(['reject', String(app!.id)])).code).toBe(1);
      // A rejected applicant may apply again.
      const again = await ctx().app.inject({
        method: 'POST',
        url: '/send-registration',
        payload: { name: 'R', phone: '9000000002', email: applicant, reason: 'r' },
      });
      expect(again.statusCode).toBe(200);
      expect((await run(['frobnicate'])).code).toBe(2);
      expect((await run([])).out).toContain('Usage');
    });
  });

  describe('rate limits', () => {
    it('answers 429 on the public endpoints past the limit', async () => {
      const app = await buildApp({
        database: ctx().database,
        config: testConfig({ publicRateLimit: { max: 2, timeWindowMs: 60_000 } }),
        logger: false,
      });
      // A client of its own: the counters are in the database, shared with every app on it.
      const remoteAddress = '198.51.100.71';
      try {
        const calls: [string, string, object | undefined][] = [
          ['GET', '/account/check?email=a@b.co', undefined],
          ['POST', '/contact', { name: 'a' }],
          ['POST', '/send-registration', { name: 'a' }],
          ['POST', '/account/reset-password', { email: 'x' }],
          ['POST', '/account/set-password', { email: 'x' }],
        ];
        for (const [method, url, payload] of calls) {
          const send = () => app.inject({ method: method as 'GET', url, remoteAddress, ...(payload ? { payload } : {}) });
          expect((await send()).statusCode).not.toBe(429);
          expect((await send()).statusCode).not.toBe(429);
          const limited = await send();
          expect(limited.statusCode, url).toBe(429);
          expect(limited.json()).toMatchObject({ status: 'error', message: expect.any(String) });
        }
        // The legacy reset path shares the reset request's limit, used up above.
        expect((await app.inject({ method: 'POST', url: '/user/reset-password', remoteAddress, payload: { email: 'x' } })).statusCode).toBe(
          429,
        );
        // Member routes are not limited this way.
        for (let i = 0; i < 4; i++)
          expect((await app.inject({ url: '/sales/l1member', remoteAddress, headers: bearer(ctx().topToken) })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('rate limits (contact form)', () => {
    it('counts form posts and JSON posts to /contact against one limit, and answers a limited form post with the 429 page', async () => {
      const app = await buildApp({
        database: ctx().database,
        config: testConfig({ publicRateLimit: { max: 2, timeWindowMs: 60_000 } }),
        logger: false,
      });
      const remoteAddress = '198.51.100.72';
      try {
        const origin = ctx().config.portalOrigins[1]!;
        const form = () =>
          app.inject({
            method: 'POST',
            url: '/contact',
            remoteAddress,
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
            payload: new URLSearchParams({ name: 'A', email: unique('limited'), phone: '9876543210', message: 'hi' }).toString(),
          });
        expect((await app.inject({ method: 'POST', url: '/contact', remoteAddress, payload: { name: 'a' } })).statusCode).toBe(400);
        expect((await form()).statusCode).toBe(200);
        const before = [await count(ctx(), 'contact_messages'), await count(ctx(), 'outbox')];
        const limited = await form();
        expect(limited.statusCode).toBe(429);
        expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(limited.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.body).toContain(`<p>${messages.contact.failed}</p>`);
        expect(limited.body).toContain(`<a href="${origin}/#contact">`);
        const json = await app.inject({ method: 'POST', url: '/contact', remoteAddress, payload: { name: 'a' } });
        expect(json.statusCode).toBe(429);
        expect(json.json()).toEqual({ status: 'error', message: 'Too many requests. Please wait a moment and try again.' });
        expect([await count(ctx(), 'contact_messages'), await count(ctx(), 'outbox')]).toEqual(before);
      } finally {
        await app.close();
      }
    });
  });

  describe('logs', () => {
    it('redacts tokens, passwords and identity numbers', async () => {
      const lines: string[] = [];
      const stream = { write: (l: string) => void lines.push(l) };
      const { loggerOptions } = await import('../../src/app.js');
      const app = await buildApp({
        database: ctx().database,
        config: ctx().config,
        logger: { ...(loggerOptions('info') as object), stream } as never,
      });
      try {
        await app.inject({ url: '/sales/l1member?token=abc', headers: bearer(ctx().topToken) });
        app.log.info(
          { body: { password: 'hunter2', pan: 'ABCDE1234F', aadharNo: validAadhaar, bankAccount: '1234567890', token: 'tok' } },
          'probe',
        );
      } finally {
        await app.close();
      }
      const all = lines.join('\n');
      expect(all).toContain('probe');
      expect(all).toContain('/sales/l1member');
      for (const secret of [ctx().topToken.slice(0, 30), 'hunter2', 'ABCDE1234F', validAadhaar, '1234567890', 'token=abc']) {
        expect(all).not.toContain(secret);
      }
    });
  });
}
