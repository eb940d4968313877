/**
 * Abuse: the public endpoints — sign-up, contact, account check, reset and invite requests, invite
 * check — answer 429 with
 * a clear message past the per-client limit, write nothing while limited, do not limit other clients,
 * cannot be dodged with a forged X-Forwarded-For, and recover once the window has passed (a short window
 * from config: PUBLIC_RATE_LIMIT_MAX / PUBLIC_RATE_LIMIT_WINDOW_MS).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { configFromEnv } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite } from '../helpers/databases.js';
import { runTag, seededNetwork, tableCounts } from './helpers.js';

const MAX = 3;
const WINDOW_MS = 1500;
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

let database: Database;
let app: FastifyInstance;
let n = 0;
const email = () => `abuse-${runTag}-${++n}@example.com`;

type Call = { name: string; method: 'GET' | 'POST'; url: () => string; payload?: () => object; writes: Record<string, number> };
const calls: Call[] = [
  {
    name: 'sign-up',
    method: 'POST',
    url: () => '/send-registration',
    payload: () => ({ name: 'Asha Rao', phone: '9876543210', email: email(), reason: 'A friend' }),
    writes: { applications: 1, outbox: 1 },
  },
  {
    name: 'contact',
    method: 'POST',
    url: () => '/contact',
    payload: () => ({ name: 'Asha Rao', email: email(), phone: '9876543210', message: 'Hello' }),
    writes: { contact_messages: 1, outbox: 1 },
  },
  { name: 'account check', method: 'GET', url: () => `/account/check?email=${encodeURIComponent(email())}`, writes: {} },
  { name: 'reset request', method: 'POST', url: () => '/account/reset-password', payload: () => ({ email: email() }), writes: {} },
  {
    name: 'reset request (legacy path)',
    method: 'POST',
    url: () => '/user/reset-password',
    payload: () => ({ email: email() }),
    writes: {},
  },
  { name: 'invite request', method: 'POST', url: () => '/account/request-invite', payload: () => ({ email: email() }), writes: {} },
  {
    name: 'invite check',
    method: 'POST',
    url: () => '/account/invite-check',
    payload: () => ({ email: email(), token: '1.abc.def' }),
    writes: {},
  },
];

const send = (call: Call, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: call.method, url: call.url(), remoteAddress, headers, ...(call.payload ? { payload: call.payload() } : {}) });

async function writtenBy<T>(fn: () => Promise<T>): Promise<[T, Record<string, number>]> {
  const before = await tableCounts(database.db);
  const result = await fn();
  const after = await tableCounts(database.db);
  const diff = Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - before[k as keyof typeof before]] as const)
      .filter(([, d]) => d !== 0),
  );
  return [result, diff];
}

beforeAll(async () => {
  database = await freshPglite();
  // The knobs operators use: PUBLIC_RATE_LIMIT_MAX and PUBLIC_RATE_LIMIT_WINDOW_MS.
  const fromEnv = configFromEnv({ NODE_ENV: 'test', PUBLIC_RATE_LIMIT_MAX: String(MAX), PUBLIC_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) });
  expect(fromEnv.publicRateLimit).toEqual({ max: MAX, timeWindowMs: WINDOW_MS });
  const config = testConfig({ publicRateLimit: fromEnv.publicRateLimit });
  await seededNetwork(database, config.encryptionKey);
  app = await buildApp({ database, config, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await closePgliteTemplate();
});

describe('rate limits on the public endpoints', () => {
  for (const [index, call] of calls.entries()) {
    it(`${call.name}: ${MAX} per window, then 429 with a message and nothing written; other clients unaffected; recovers`, async () => {
      // A client of its own per endpoint: the two reset paths share one limit (tested below).
      const client = `203.0.113.${10 + index}`;
      const started = Date.now();
      for (let i = 0; i < MAX; i++) {
        const [res, written] = await writtenBy(() => send(call, client));
        expect(res.statusCode, res.body).toBe(200);
        expect(written).toEqual(call.writes);
      }
      const [limited, written] = await writtenBy(() => send(call, client));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'error', message: TOO_MANY });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
      expect(written).toEqual({});
      // Invalid input is limited too (the limiter runs before validation, so floods cost nothing).
      const invalid = await app.inject({
        method: call.method,
        url: call.url().split('?')[0]!,
        remoteAddress: client,
        ...(call.payload ? { payload: {} } : {}),
      });
      expect(invalid.statusCode).toBe(429);
      // A forged X-Forwarded-For does not make a new client (TRUST_PROXY is off by default).
      for (const forwarded of ['198.51.100.1', `198.51.100.2, ${client}`]) {
        expect((await send(call, client, { 'x-forwarded-for': forwarded })).statusCode).toBe(429);
      }
      // Another client is not limited by this one.
      expect((await send(call, '203.0.113.99')).statusCode).toBe(200);
      expect(Date.now() - started, 'the test itself took longer than the window').toBeLessThan(WINDOW_MS);
      // After the window, the same client is served again.
      await new Promise((r) => setTimeout(r, WINDOW_MS - (Date.now() - started) + 200));
      const [again, writtenAgain] = await writtenBy(() => send(call, client));
      expect(again.statusCode, again.body).toBe(200);
      expect(writtenAgain).toEqual(call.writes);
    });
  }

  it('the reset request has one limit for its two paths: the legacy path is not a second budget', async () => {
    const [reset, legacy] = ['reset request', 'reset request (legacy path)'].map((name) => calls.find((call) => call.name === name)!);
    const client = '203.0.113.50';
    const answers = [];
    for (let i = 0; i < MAX; i++) answers.push((await send(i % 2 ? legacy! : reset!, client)).statusCode);
    expect(answers).toEqual(Array(MAX).fill(200));
    expect((await send(reset!, client)).statusCode).toBe(429);
    expect((await send(legacy!, client)).statusCode).toBe(429);
  });

  it('behind a proxy (TRUST_PROXY=<proxy address>) the limit keys on the client the proxy saw; forged hops do not help', async () => {
    const behind = await buildApp({
      database,
      config: testConfig({
        trustProxy: configFromEnv({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1' }).trustProxy,
        publicRateLimit: { max: 1, timeWindowMs: 60_000 },
      }),
      logger: false,
    });
    try {
      // nginx appends the address it saw to whatever the client sent.
      const check = (forwardedFor: string) =>
        behind.inject({ url: '/account/check?email=a%40b.co', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
      expect((await check('198.51.100.10')).statusCode).toBe(200);
      expect((await check('198.51.100.10')).statusCode).toBe(429);
      expect((await check('10.9.9.9, 198.51.100.10')).statusCode).toBe(429);
      expect((await check('198.51.100.11')).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('a hop-count TRUST_PROXY is refused (Fastify 5 would then key every client on the proxy address)', () => {
    expect(() => configFromEnv({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toThrow(/hop counts are not supported/);
    expect(configFromEnv({ NODE_ENV: 'test', TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toBe('loopback,uniquelocal');
  });
});
