/**
 * Leaks of secrets: the API's own log output (pino, at trace level, so every line the API can
 * write) during sign-up, approval, the onboarding mail (SMTP down, then up), set-password, sign-in token
 * use, profiles with PAN/Aadhaar/bank account, sales, export, policy download, password reset, the contact
 * form (JSON and native urlencoded posts: accepted, invalid, refused by the database), bad tokens, bad input
 * and database failures holds no bearer token, password, invite token, reset code, full PAN, Aadhaar or bank
 * account number, no contact visitor's name, e-mail, phone or message, and no logged URL carries a query string.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/app.js';
import { runAdmin } from '../../src/cli/admin.js';
import { one, sql, type Database } from '../../src/db/client.js';
import { createOutboxWorker } from '../../src/services/outbox.js';
import { bearer, testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite } from '../helpers/databases.js';
import { expiredCopy, signIn, startMaildev, type Maildev } from '../helpers/services.js';
import { memberSecrets, runTag, seededNetwork, tokensForMembers, type NetworkMember } from './helpers.js';

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
const logger = () => ({ ...(loggerOptions('trace') as object), stream }) as never;

const PASSWORD = 'Leak#Probe-7261';
const WRONG_PASSWORD = 'Wrong#Probe-9934';
const PAN_INPUT = 'ablpk4821q';
const AADHAAR = '4991 1866 5346';

let database: Database;
let app: FastifyInstance;
let maildev: Maildev;
let members: NetworkMember[];
let topToken: string;
const config = testConfig({ logLevel: 'trace' });
/** Everything that must never be logged, filled in as the flow produces it. */
const secrets: Record<string, string[]> = {
  token: [],
  password: [PASSWORD, WRONG_PASSWORD, 'Sweep@12345'],
  pan: [],
  aadhaar: [],
  bank: [],
  invite: [],
  oobCode: [],
  // A contact form visitor's name, e-mail, phone and message.
  contact: [],
};

beforeAll(async () => {
  maildev = await startMaildev({ smtp: 1225, web: 1280 });
  database = await freshPglite();
  members = await seededNetwork(database, config.encryptionKey);
  topToken = (await tokensForMembers(database.db, [members[0]!])).get(members[0]!.id)!;
  secrets['token']!.push(topToken);
  const plain = await memberSecrets(database.db, config.encryptionKey);
  secrets['pan']!.push(...plain.pan, PAN_INPUT, PAN_INPUT.toUpperCase());
  secrets['aadhaar']!.push(...plain.aadhaar, AADHAAR, AADHAAR.replace(/\s/g, ''));
  secrets['bank']!.push(...plain.bankAccount);
  expect(plain.pan.length).toBeGreaterThan(10);
  expect(plain.bankAccount.length).toBeGreaterThan(10);
  app = await buildApp({ database, config, logger: logger() });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await maildev?.stop();
  await closePgliteTemplate();
});

async function deliver(smtpUrl: string) {
  const worker = createOutboxWorker({ db: database.db, smtpUrl, from: config.mailFrom, log: app.log, leaseSeconds: 4 });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

describe('logs', () => {
  it('a full run of the sensitive flows logs no secret', async () => {
    const email = `leak-${runTag}@security.test`;
    const inject = async (opts: InjectOptions, expected: number) => {
      const res = await app.inject(opts);
      expect(res.statusCode, `${JSON.stringify(opts).slice(0, 120)} ${res.body.slice(0, 200)}`).toBe(expected);
      return res;
    };

    // Sign-up with identity numbers, then bad sign-ups still carrying them.
    const application = { name: 'Leak Probe', phone: '9876501234', email, panNo: PAN_INPUT, aadharNo: AADHAAR, reason: 'testing' };
    await inject({ method: 'POST', url: '/send-registration', payload: application }, 200);
    await inject({ method: 'POST', url: '/send-registration', payload: { ...application, phone: 'x' } }, 400);
    await inject({ method: 'POST', url: '/send-registration', payload: { ...application, aadharNo: `${AADHAAR.slice(0, -1)}0` } }, 400);
    await inject({ method: 'POST', url: '/send-registration', payload: application }, 409);

    // Approval queues the invite; delivery fails once (SMTP down), then goes through.
    const appId = (await one<{ id: number }>(database.db, sql`SELECT id FROM applications WHERE email = ${email}`))!.id;
    expect(
      await runAdmin(['approve', String(appId), '--parent', members[0]!.coCode], { db: database.db, config, out: () => undefined }),
    ).toBe(0);
    expect(await deliver('smtp://127.0.0.1:1')).toBe(0);
    await database.db.execute(sql`UPDATE outbox SET next_attempt_at = now()`);
    expect(await deliver(maildev.smtpUrl)).toBeGreaterThan(0);
    const body = (await one<{ text: string }>(
      database.db,
      sql`SELECT text_body AS text FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
    ))!.text;
    const invite = new URL(body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    secrets['invite']!.push(invite, invite.split('.')[1]!, invite.split('.')[2]!);

    // Set-password: a wrong invite, a short password, then the real one; the link's query on a GET.
    await inject({ method: 'POST', url: '/account/set-password', payload: { email, token: `${invite}x`, password: WRONG_PASSWORD } }, 400);
    await inject({ method: 'POST', url: '/account/set-password', payload: { email, token: invite, password: '123' } }, 400);
    await inject({ method: 'POST', url: '/account/set-password', payload: { email, token: invite, password: PASSWORD } }, 200);
    await inject(
      { method: 'GET', url: `/set-password?email=${Buffer.from(email).toString('base64')}&token=${encodeURIComponent(invite)}` },
      404,
    );
    await inject(
      {
        method: 'POST',
        url: '/account/set-password',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${email}","password":"${PASSWORD}`,
      },
      400,
    );

    // Sign in and use the token, also (wrongly) in URLs.
    const token = await signIn(email, PASSWORD);
    secrets['token']!.push(token);
    await inject({ url: '/sales/l1member', headers: bearer(token) }, 200);
    await inject({ url: '/account/profile', headers: bearer(token) }, 200);
    await inject({ url: `/account/profile?token=${token}&access_token=${token}`, headers: bearer(token) }, 200);
    await inject({ url: `/account/check?email=${encodeURIComponent(email)}&password=${PASSWORD}` }, 200);
    await inject({ url: '/account/profile', headers: bearer(expiredCopy(token)) }, 401);
    await inject({ url: '/account/profile', headers: { authorization: `Bearer ${token}x` } }, 401);
    await inject(
      { url: '/account/profile', headers: { authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` } },
      401,
    );

    // A member with PAN, Aadhaar and bank account: profile, sales, summary, export, policy download.
    const top = members[0]!;
    const profile = await inject({ url: '/account/profile', headers: bearer(topToken) }, 200);
    expect((profile.json() as { profile: { bankAccount: string } }).profile.bankAccount).toMatch(/^••••\d{4}$/);
    const sales = await inject(
      { url: `/sales/sales/${top.coCode}?policyTypes=motor,life&clientName=a&limit=5`, headers: bearer(topToken) },
      200,
    );
    const sale = (sales.json() as { sales: { soldBy: string; policyNumber: string }[] }).sales[0]!;
    await inject({ url: `/sales/summary/${top.coCode}?fromDate=2025-01-01`, headers: bearer(topToken) }, 200);
    await inject({ url: `/sales/export/${top.coCode}`, headers: bearer(topToken) }, 200);
    await inject({ url: `/policy/download/${sale.soldBy}/${encodeURIComponent(sale.policyNumber)}`, headers: bearer(topToken) }, 200);

    // Password reset: the mailed oobCode must not be logged.
    await inject({ method: 'POST', url: '/account/reset-password', payload: { email } }, 200);
    await inject({ method: 'POST', url: '/user/reset-password', payload: { email: 'nobody@security.test' } }, 200);
    const reset = (await one<{ text: string }>(
      database.db,
      sql`SELECT text_body AS text FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
    ))!.text;
    const oobCode = new URL(reset.match(/https?:\/\/\S+/)![0]).searchParams.get('oobCode')!;
    secrets['oobCode']!.push(oobCode);
    expect(await deliver(maildev.smtpUrl)).toBeGreaterThan(0);

    // The contact form posted natively (urlencoded): accepted, invalid (a 400 page), and refused by the
    // database (the error is logged — without the query's parameters, which are the visitor's details).
    const visitor = {
      name: 'Zephyrine Quillfeather',
      email: `visitor-${runTag}@security.test`,
      phone: '9811122233',
      message: 'Contact#Probe: please call me back about motor cover',
    };
    secrets['contact']!.push(...Object.values(visitor));
    const formPost = (fields: Record<string, string>) =>
      ({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams(fields).toString(),
      }) as const;
    expect((await inject(formPost({ ...visitor, referer: '' }), 200)).headers['content-type']).toContain('text/html');
    await inject(formPost({ ...visitor, phone: '12' }), 400);
    await inject(formPost({ ...visitor, email: 'not-an-email' }), 400);
    await inject({ method: 'POST', url: '/contact', payload: visitor }, 200);
    await database.db.execute(sql`ALTER TABLE contact_messages ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    await inject(formPost(visitor), 500);
    await inject({ method: 'POST', url: '/contact', payload: visitor }, 500);
    await database.db.execute(sql`ALTER TABLE contact_messages DROP CONSTRAINT refuse_all`);
    expect(await deliver(maildev.smtpUrl)).toBeGreaterThan(0);

    // Database failures: the error (with the query's parameters) is logged — the PAN and Aadhaar must
    // already be encrypted there; then a database that is gone altogether.
    await database.db.execute(sql`ALTER TABLE applications ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    await inject({ method: 'POST', url: '/send-registration', payload: { ...application, email: `x${email}` } }, 500);
    await database.db.execute(sql`ALTER TABLE applications DROP CONSTRAINT refuse_all`);
    await database.db.execute(sql`ALTER TABLE members RENAME TO members_gone`);
    await inject({ url: '/account/profile', headers: bearer(token) }, 500);
    await database.db.execute(sql`ALTER TABLE members_gone RENAME TO members`);
    const broken = await freshPglite();
    const brokenApp = await buildApp({ database: broken, config, logger: logger() });
    await broken.close();
    try {
      const failed = await brokenApp.inject({ method: 'POST', url: '/send-registration', payload: { ...application, email: `y${email}` } });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toMatch(/PGlite|closed|stack/i);
    } finally {
      await brokenApp.close();
    }
  }, 120_000);

  it('the capture saw the flow (so the scan below can fail)', () => {
    const all = lines.join('');
    for (const path of [
      '/send-registration',
      '/contact',
      '/account/set-password',
      '/account/profile',
      '/policy/download/',
      '/sales/export/',
      '/account/reset-password',
    ]) {
      expect(all).toContain(path);
    }
    expect(all).toContain('rejected ID token');
    expect(all).toContain('request failed');
    expect(all).toContain('storing the contact message failed (SQLSTATE 23514)');
    expect(all).toContain('mail delivery failed');
    expect(lines.length).toBeGreaterThan(50);
  });

  it('no token, password, invite, reset code, PAN, Aadhaar, bank account number or contact details in any line', () => {
    const all = lines.join('');
    for (const [kind, values] of Object.entries(secrets)) {
      expect(values.length, kind).toBeGreaterThan(0);
      for (const value of values) {
        const where = lines.find((l) => l.includes(value));
        expect(where, `${kind} ${value.slice(0, 12)}… logged`).toBeUndefined();
      }
    }
    // Distinctive pieces of the tokens too (the claims part), and the shapes of the identity numbers.
    for (const token of secrets['token']!) expect(all).not.toContain(token.split('.')[1]!.slice(0, 40));
    expect(all.match(/\b[A-Z]{5}\d{4}[A-Z]\b/g) ?? []).toEqual([]);
    expect(all.match(/(?<![\d.])[2-9]\d{3}\s?\d{4}\s?\d{4}(?![\d.])/g) ?? []).toEqual([]);
  });

  it('no logged URL has a query string', () => {
    for (const line of lines) {
      const entry = JSON.parse(line) as { req?: { url?: string }; url?: string };
      for (const url of [entry.req?.url, entry.url]) {
        if (typeof url === 'string' && url.startsWith('/')) expect(url, line).not.toContain('?');
      }
      expect(line).not.toMatch(/[?&](token|access_token|oobCode|password|email)=/i);
    }
  });
});
