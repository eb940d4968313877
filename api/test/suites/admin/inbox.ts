import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@portal/shared/validation';
import {
  adminEndpoints,
  type AuditResponse,
  type InboxMessage,
  type InboxMessagesResponse,
  type OutboxMail,
  type OutboxResponse,
} from '@portal/shared/admin';
import type { SQL } from 'drizzle-orm';
import { one, sql } from '../../../src/db/client.js';
import { DEMO_OPERATOR } from '../../../src/db/seed.js';
import { createOutboxWorker, OUTBOX_MAX_ATTEMPTS } from '../../../src/services/outbox.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';
import { runTag } from '../../security/helpers.js';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The back office's inbox: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminInboxTests(ctx: () => SuiteContext, maildev: () => Maildev) {
  describe('admin inbox', () => {
    let serial = 0;
    const unique = (name: string) => `inbox-${ctx().database.kind}-${runTag}-${name}-${++serial}@inbox.test`.toLowerCase();
    const db = () => ctx().database.db;
    const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string | null = ctx().opsToken) =>
      ctx().app.inject({ method, url, headers: token ? bearer(token) : {} });
    const messages = async (query: string) => {
      const res = await call('GET', `${adminEndpoints.inbox.adminInboxMessages.path}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InboxMessagesResponse;
    };
    const outbox = async (query: string) => {
      const res = await call('GET', `${adminEndpoints.inbox.adminOutbox.path}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OutboxResponse;
    };
    const handledUrl = (id: number) => buildPath(adminEndpoints.inbox.adminMarkMessageHandled.path, { id: String(id) });
    const retryUrl = (id: number) => buildPath(adminEndpoints.inbox.adminRetryMail.path, { id: String(id) });
    const auditOf = async (recordType: string, id: number) => {
      const res = await call('GET', `${adminEndpoints.audit.adminAuditLog.path}?recordType=${recordType}&recordId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditResponse).entries;
    };
    const postContact = async (name: string, email: string, message: string) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: endpoints.contact.contactUs.path,
        payload: { name, email, phone: '9876543210', message },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await one<{ id: number }>(db(), sql`SELECT id FROM contact_messages WHERE email = ${email}`))!.id;
    };
    const deliverWith = async (smtpUrl: string) => {
      const worker = createOutboxWorker({ db: db(), smtpUrl, from: 'Agent Portal <no-reply@agentportal.in>' });
      try {
        return await worker.runOnce();
      } finally {
        await worker.stop();
      }
    };
    /** A mail in the outbox (its body a secret link, as onboarding mails have), then put in `state`. */
    const queueMail = async (to: string, subject: string, state?: SQL) => {
      const { id } = (await one<{ id: number }>(
        db(),
        sql`INSERT INTO outbox (to_address, subject, text_body, html_body)
            VALUES (${to}, ${subject}, ${`Set your password: https://portal.test/set-password?token=SECRET-${to}`}, ${`<a href="https://portal.test/?token=SECRET-${to}">Set</a>`})
            RETURNING id`,
      ))!;
      if (state) await db().execute(sql`UPDATE outbox SET ${state} WHERE id = ${id}`);
      return id;
    };

    describe('contact messages', () => {
      it('lists the messages posted through the contact form newest first, with who sent them and what they wrote', async () => {
        const emails = [unique('first'), unique('second'), unique('third')];
        const ids: number[] = [];
        for (const [i, email] of emails.entries()) ids.push(await postContact(`Visitor ${i + 1}`, email, `Question number ${i + 1}`));
        const page = await messages('?status=all&limit=3');
        expect(page.messages.map((m) => m.id)).toEqual([...ids].reverse());
        expect(page.messages[0]).toEqual({
          id: ids[2],
          name: 'Visitor 3',
          email: emails[2],
          phone: '9876543210',
          message: 'Question number 3',
          referer: null,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          handledAt: null,
          handledBy: null,
        });
        expect(Date.now() - Date.parse(page.messages[0]!.createdAt)).toBeLessThan(60_000);
      });

      it('pages by cursor without skipping or repeating a message', async () => {
        const ids: number[] = [];
        for (let i = 0; i < 5; i++) ids.push(await postContact(`Pager ${i}`, unique('pager'), `Paging ${i}`));
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const page: InboxMessagesResponse = await messages(`?status=all&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
          expect(page.messages.length).toBeLessThanOrEqual(2);
          seen.push(...page.messages.map((m) => m.id));
          cursor = page.nextCursor;
        } while (cursor && seen.length < 6);
        expect(seen.slice(0, 5)).toEqual([...ids].reverse());
        expect(new Set(seen).size).toBe(seen.length);
      });

      it('searches the name, e-mail and text (any case, % and _ as typed), paging the results by cursor', async () => {
        const tag = `srch${runTag}${ctx().database.kind}`.replace(/[^a-z0-9]/gi, '').toLowerCase();
        const ids: number[] = [];
        for (let i = 0; i < 3; i++) ids.push(await postContact(`Kavya ${tag} ${i}`, unique(`kavya${i}`), `About renewals ${i}`));
        const byMail = await postContact('Someone Else', `${tag}-mail@inbox.test`, 'Nothing to see');
        const byText = await postContact('Third Person', unique('third'), `Please call about ${tag.toUpperCase()} 100%_off`);
        await postContact('Unrelated', unique('unrelated'), 'Other question');

        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const page: InboxMessagesResponse = await messages(
            `?status=all&q=${encodeURIComponent(` ${tag} `)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...page.messages.map((m) => m.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual([byText, byMail, ...[...ids].reverse()]);

        expect((await messages(`?status=all&q=${encodeURIComponent('100%_off')}`)).messages.map((m) => m.id)).toEqual([byText]);
        expect((await messages(`?status=all&q=${encodeURIComponent(`${tag}%`)}`)).messages).toEqual([]);
        expect((await messages(`?status=handled&q=${tag}`)).messages).toEqual([]);
        for (const q of ['x'.repeat(101), 'a%0Ab']) {
          const res = await call('GET', `${adminEndpoints.inbox.adminInboxMessages.path}?q=${q}`);
          expect(res.statusCode, q).toBe(400);
          expect((res.json() as { errors: Record<string, string> }).errors['q']).toEqual(expect.any(String));
        }
      });

      it('marks a message handled and open again: audited once per change, filtered by state, repeats change nothing', async () => {
        const id = await postContact('Handle Me', unique('handle'), 'Please call back');
        const put = await call('PUT', handledUrl(id));
        expect(put.statusCode, put.body).toBe(200);
        const handled = (put.json() as { contactMessage: InboxMessage }).contactMessage;
        expect(handled).toMatchObject({ id, handledBy: DEMO_OPERATOR.email, handledAt: expect.any(String) });
        // Again: the same state, no second audit entry.
        const again = await call('PUT', handledUrl(id));
        expect(again.statusCode).toBe(200);
        expect((again.json() as { contactMessage: InboxMessage }).contactMessage).toEqual(handled);

        const inList = (list: InboxMessagesResponse) => list.messages.some((m) => m.id === id);
        expect(inList(await messages('?status=handled&limit=100'))).toBe(true);
        expect(inList(await messages('?status=open&limit=100'))).toBe(false);
        expect((await messages('?status=open&limit=100')).messages.every((m) => m.handledAt === null)).toBe(true);
        expect((await messages('?status=handled&limit=100')).messages.every((m) => m.handledBy !== null)).toBe(true);

        let entries = await auditOf('contact_message', id);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          operatorEmail: DEMO_OPERATOR.email,
          action: 'contact_message.handle',
          recordType: 'contact_message',
          recordId: String(id),
          before: { handledAt: null, handledBy: null },
          after: { handledAt: handled.handledAt, handledBy: DEMO_OPERATOR.email },
        });

        const reopen = await call('DELETE', handledUrl(id));
        expect(reopen.statusCode, reopen.body).toBe(200);
        expect((reopen.json() as { contactMessage: InboxMessage }).contactMessage).toMatchObject({ id, handledAt: null, handledBy: null });
        expect((await call('DELETE', handledUrl(id))).statusCode).toBe(200);
        expect(inList(await messages('?status=open&limit=100'))).toBe(true);
        entries = await auditOf('contact_message', id);
        expect(entries.map((e) => e.action)).toEqual(['contact_message.reopen', 'contact_message.handle']);
        expect(entries[0]).toMatchObject({ before: { handledBy: DEMO_OPERATOR.email }, after: { handledAt: null, handledBy: null } });
      });

      it('a double-submitted "mark handled" marks it once, with one audit entry', async () => {
        const id = await postContact('Double Click', unique('double'), 'Clicked twice');
        const answers = await Promise.all([call('PUT', handledUrl(id)), call('PUT', handledUrl(id))]);
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
        const [a, b] = answers.map((res) => (res.json() as { contactMessage: InboxMessage }).contactMessage);
        expect(a).toEqual(b);
        expect((await auditOf('contact_message', id)).map((e) => e.action)).toEqual(['contact_message.handle']);
      });

      it('answers 404 for an unknown message and 400 for bad input, changing nothing', async () => {
        const missing = await call('PUT', handledUrl(2_000_000_000));
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/no contact message/i) });
        const badId = await call('PUT', buildPath(adminEndpoints.inbox.adminMarkMessageHandled.path, { id: 'abc' }));
        expect(badId.statusCode).toBe(400);
        expect(badId.json()).toMatchObject({ errors: { id: expect.any(String) } });
        for (const [query, field] of [
          ['?status=done', 'status'],
          ['?limit=0', 'limit'],
          ['?limit=101', 'limit'],
          ['?cursor=not-a-cursor', 'cursor'],
          [`?cursor=${Buffer.from(JSON.stringify(['2026-13-45T00:00:00.000000Z', '1'])).toString('base64url')}`, 'cursor'],
        ] as const) {
          const res = await call('GET', `${adminEndpoints.inbox.adminInboxMessages.path}${query}`);
          expect(res.statusCode, query).toBe(400);
          expect((res.json() as { errors: Record<string, string> }).errors[field], query).toEqual(expect.any(String));
        }
      });
    });

    describe('mail outbox', () => {
      it('lists mails newest first by status, never with their bodies', async () => {
        const pending = unique('pending');
        const retrying = unique('retrying');
        const gaveUp = unique('gave-up');
        const sent = unique('sent');
        const ids = {
          pending: await queueMail(pending, 'Pending mail'),
          retrying: await queueMail(
            retrying,
            'Retrying mail',
            sql`attempts = 2, last_error = 'connect ECONNREFUSED', next_attempt_at = now() + interval '1 hour'`,
          ),
          gaveUp: await queueMail(gaveUp, 'Given-up mail', sql`attempts = ${OUTBOX_MAX_ATTEMPTS}, last_error = '550 mailbox unavailable'`),
          sent: await queueMail(sent, 'Sent mail', sql`attempts = 1, sent_at = now()`),
        };
        const all = await outbox('?status=all&limit=4');
        expect(all.mails.map((m) => m.id)).toEqual([ids.sent, ids.gaveUp, ids.retrying, ids.pending]);
        const byId = new Map(all.mails.map((m) => [m.id, m]));
        expect(byId.get(ids.pending)).toEqual({
          id: ids.pending,
          to: pending,
          subject: 'Pending mail',
          status: 'pending',
          attempts: 0,
          maxAttempts: OUTBOX_MAX_ATTEMPTS,
          gaveUp: false,
          lastError: null,
          createdAt: expect.any(String),
          sentAt: null,
          nextAttemptAt: expect.any(String),
        });
        expect(byId.get(ids.retrying)).toMatchObject({ status: 'failed', gaveUp: false, attempts: 2, lastError: 'connect ECONNREFUSED' });
        expect(Date.parse(byId.get(ids.retrying)!.nextAttemptAt!) - Date.now()).toBeGreaterThan(50 * 60_000);
        expect(byId.get(ids.gaveUp)).toMatchObject({
          status: 'failed',
          gaveUp: true,
          nextAttemptAt: null,
          lastError: '550 mailbox unavailable',
        });
        expect(byId.get(ids.sent)).toMatchObject({ status: 'sent', sentAt: expect.any(String), nextAttemptAt: null });

        const listed = async (status: string) => (await outbox(`?status=${status}&limit=100`)).mails;
        const failed = await listed('failed');
        expect(failed.map((m) => m.id)).toEqual(expect.arrayContaining([ids.retrying, ids.gaveUp]));
        expect(failed.every((m) => m.status === 'failed')).toBe(true);
        expect((await listed('pending')).map((m) => m.id)).toContain(ids.pending);
        expect((await listed('pending')).every((m) => m.status === 'pending')).toBe(true);
        expect((await listed('sent')).map((m) => m.id)).toContain(ids.sent);
        expect((await listed('sent')).map((m) => m.id)).not.toContain(ids.pending);

        // Onboarding and reset mails carry secret links: no body, no part of one, in any answer.
        for (const status of ['all', 'failed', 'pending', 'sent']) {
          const res = await call('GET', `${adminEndpoints.inbox.adminOutbox.path}?status=${status}&limit=100`);
          expect(res.body).not.toMatch(/SECRET-|set-password|textBody|htmlBody|text_body/);
        }
        expect((await call('GET', `${adminEndpoints.inbox.adminOutbox.path}?status=stuck`)).statusCode).toBe(400);
      });

      it('retries a mail the worker failed on and one it gave up on: rescheduled now, audited, then delivered; 409 once sent', async () => {
        // Whatever other suites queued is sent first, so the dead mail server below fails only these mails.
        await deliverWith(maildev().smtpUrl);
        const failing = unique('failing');
        const abandoned = unique('abandoned');
        const failingId = await queueMail(failing, 'Your invitation');
        expect(await deliverWith('smtp://127.0.0.1:1')).toBe(0);
        const abandonedId = await queueMail(
          abandoned,
          'Reset your password',
          sql`attempts = ${OUTBOX_MAX_ATTEMPTS}, last_error = 'connect ECONNREFUSED 127.0.0.1:1'`,
        );
        const before = (await outbox('?status=failed&limit=100')).mails.find((m) => m.id === failingId);
        expect(before).toMatchObject({ status: 'failed', attempts: 1, gaveUp: false, lastError: expect.any(String) });
        // The worker will not try them now (one is backing off, the other given up).
        expect(await deliverWith(maildev().smtpUrl)).toBe(0);

        for (const id of [failingId, abandonedId]) {
          const res = await call('POST', retryUrl(id));
          expect(res.statusCode, res.body).toBe(200);
          const mail = (res.json() as { mail: OutboxMail }).mail;
          expect(mail).toMatchObject({ id, status: 'pending', attempts: 0, gaveUp: false, lastError: null, sentAt: null });
          expect(Math.abs(Date.parse(mail.nextAttemptAt!) - Date.now())).toBeLessThan(60_000);
          const entries = await auditOf('mail', id);
          expect(entries).toHaveLength(1);
          expect(entries[0]).toMatchObject({
            action: 'mail.retry',
            operatorEmail: DEMO_OPERATOR.email,
            before: { status: 'failed', lastError: expect.any(String) },
            after: { status: 'pending', attempts: 0, lastError: null },
          });
          expect(JSON.stringify(entries[0])).not.toContain('SECRET-');
        }
        const abandonedEntry = (await auditOf('mail', abandonedId))[0]!;
        expect(abandonedEntry.before).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, to: abandoned, subject: 'Reset your password' });

        expect(await deliverWith(maildev().smtpUrl)).toBe(2);
        const arrived = await waitFor(async () => {
          const [a, b] = [await maildev().to(failing), await maildev().to(abandoned)];
          return a.length && b.length ? [...a, ...b] : undefined;
        });
        expect(arrived.map((m) => m.subject).sort()).toEqual(['Reset your password', 'Your invitation']);
        const sentNow = (await outbox('?status=sent&limit=100')).mails.find((m) => m.id === failingId);
        expect(sentNow).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

        const again = await call('POST', retryUrl(failingId));
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/already been sent/) });
        expect(await auditOf('mail', failingId)).toHaveLength(1);
      });

      it('a double-submitted retry reschedules once: one 200, one 409, one audit entry', async () => {
        const id = await queueMail(unique('double-retry'), 'Retried twice', sql`attempts = ${OUTBOX_MAX_ATTEMPTS}, last_error = 'timeout'`);
        const answers = await Promise.all([call('POST', retryUrl(id)), call('POST', retryUrl(id))]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        expect(await auditOf('mail', id)).toHaveLength(1);
      });

      it('refuses to retry a mail that has not failed (409) and an unknown one (404)', async () => {
        const id = await queueMail(unique('waiting'), 'Waiting mail');
        const res = await call('POST', retryUrl(id));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: expect.stringMatching(/has not failed/) });
        expect(await auditOf('mail', id)).toEqual([]);
        expect((await call('POST', retryUrl(2_000_000_000))).statusCode).toBe(404);
        expect((await call('POST', buildPath(adminEndpoints.inbox.adminRetryMail.path, { id: '-1' }))).statusCode).toBe(400);
      });
    });

    it('answers 401 without a token and 403 for an agent on every inbox route, changing nothing', async () => {
      const messageId = await postContact('Guarded', unique('guarded'), 'Nobody but operators');
      const mailId = await queueMail(unique('guarded-mail'), 'Guarded mail', sql`attempts = ${OUTBOX_MAX_ATTEMPTS}, last_error = 'x'`);
      const routes: ['GET' | 'PUT' | 'DELETE' | 'POST', string][] = [
        ['GET', adminEndpoints.inbox.adminInboxMessages.path],
        ['PUT', handledUrl(messageId)],
        ['DELETE', handledUrl(messageId)],
        ['GET', adminEndpoints.inbox.adminOutbox.path],
        ['POST', retryUrl(mailId)],
      ];
      for (const [method, url] of routes) {
        expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, ctx().topToken)).statusCode, `${method} ${url}`).toBe(403);
      }
      const message = await one<{ handled: boolean }>(
        db(),
        sql`SELECT handled_at IS NOT NULL AS handled FROM contact_messages WHERE id = ${messageId}`,
      );
      expect(message!.handled).toBe(false);
      const mail = await one<{ attempts: number }>(db(), sql`SELECT attempts FROM outbox WHERE id = ${mailId}`);
      expect(mail!.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    });
  });
}
