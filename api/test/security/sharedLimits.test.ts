/**
 * Rate limits shared by API processes: two apps on one database, as two replicas are, count a client's
 * requests to a public endpoint against one budget, on PGlite and on PostgreSQL (each app with its own
 * connection pool there). The budget comes back once the window has passed; counters of ended windows are
 * deleted, and no counter names an e-mail. A database error in the limiter lets the request through.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { configFromEnv } from '../../src/config.js';
import { fromPostgres, rows, sql, type Database } from '../../src/db/client.js';
import { testConfig } from '../helpers/context.js';
import { closePgliteTemplate, freshPglite, freshPostgres } from '../helpers/databases.js';
import { requirePostgres, startPostgres } from '../helpers/services.js';
import { runTag } from './helpers.js';

const MAX = 3;
const WINDOW_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two migrated handles on one new database: the same PGlite, or two pools on one PostgreSQL database. */
async function sharedDatabase(engine: 'pglite' | 'postgres'): Promise<{ databases: [Database, Database]; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await freshPglite();
    return {
      databases: [database, database],
      close: async () => {
        await database.close();
        await closePgliteTemplate();
      },
    };
  }
  const server = await startPostgres();
  const urls: string[] = [];
  const first = await freshPostgres({ adminUrl: server.adminUrl, urlFor: (name) => urls[urls.push(server.urlFor(name)) - 1]! });
  const second = fromPostgres(urls.at(-1)!, 2);
  return {
    databases: [first, second],
    close: async () => {
      await second.close();
      await first.close();
      await server.stop();
    },
  };
}

let n = 0;
const contact = (app: FastifyInstance, client: string) =>
  app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: client,
    payload: { name: 'Asha Rao', email: `shared-${runTag}-${++n}@example.com`, phone: '9876543210', message: 'Hello' },
  });
const resetRequest = (app: FastifyInstance, client: string, url: string) =>
  app.inject({ method: 'POST', url, remoteAddress: client, payload: { email: `shared-${runTag}-${++n}@example.com` } });
const remaining = (res: LightMyRequestResponse) => Number(res.headers['x-ratelimit-remaining']);

const ENGINES = (
  [
    ['PGlite', 'pglite'],
    ['PostgreSQL', 'postgres'],
  ] as const
).filter(([, engine]) => engine === 'pglite' || requirePostgres());

describe.each(ENGINES)('two API apps on one %s database', (_name, engine) => {
  let apps: [FastifyInstance, FastifyInstance];
  let databases: [Database, Database];
  let close: (() => Promise<void>) | undefined;
  const hits = () => rows<{ key: string; hits: number }>(databases[0].db, sql`SELECT key, hits FROM rate_limit_hits ORDER BY key`);

  beforeAll(async () => {
    ({ databases, close } = await sharedDatabase(engine));
    // The knobs operators use: PUBLIC_RATE_LIMIT_MAX and PUBLIC_RATE_LIMIT_WINDOW_MS.
    const { publicRateLimit } = configFromEnv({
      NODE_ENV: 'test',
      PUBLIC_RATE_LIMIT_MAX: String(MAX),
      PUBLIC_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    });
    const config = testConfig({ publicRateLimit });
    apps = [
      await buildApp({ database: databases[0], config, logger: false }),
      await buildApp({ database: databases[1], config, logger: false }),
    ];
    for (const app of apps) await app.ready();
  }, 120_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await close?.();
  });

  it(`the contact form: ${MAX} requests per client across both apps, then 429 from either; other clients and endpoints unaffected; the budget comes back`, async () => {
    const [a, b] = apps;
    const client = '203.0.113.20';
    // Dealt between the two apps: each answer counts the other app's requests too.
    const started = Date.now();
    const served = [await contact(a, client), await contact(b, client), await contact(a, client)];
    expect(served.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(served.map(remaining)).toEqual([2, 1, 0]);
    for (const app of [b, a]) {
      const limited = await contact(app, client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'error', message: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(limited.headers['x-ratelimit-limit']).toBe(String(MAX));
      expect(remaining(limited)).toBe(0);
    }
    // Another client, and the same client on another public endpoint, have budgets of their own.
    expect((await contact(b, '203.0.113.21')).statusCode).toBe(200);
    const check = await a.inject({ url: '/account/check?email=a%40b.co', remoteAddress: client });
    expect(check.statusCode).toBe(200);
    expect(remaining(check)).toBe(MAX - 1);
    expect(Date.now() - started, 'the test itself took longer than the window').toBeLessThan(WINDOW_MS);

    await sleep(WINDOW_MS - (Date.now() - started) + 300);
    const again = [await contact(b, client), await contact(a, client)];
    expect(again.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(again.map(remaining)).toEqual([2, 1]);
  });

  it('the reset request: its two paths are one budget, across both apps', async () => {
    const [a, b] = apps;
    const client = '203.0.113.30';
    const answers = [
      await resetRequest(a, client, '/account/reset-password'),
      await resetRequest(b, client, '/user/reset-password'),
      await resetRequest(b, client, '/account/reset-password'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await resetRequest(a, client, '/user/reset-password')).statusCode).toBe(429);
    expect((await resetRequest(b, client, '/account/reset-password')).statusCode).toBe(429);
  });

  it('counters name the route and the client, never an e-mail; those of ended windows are deleted', async () => {
    const keys = (await hits()).map((row) => row.key);
    expect(keys).toContain('POST /contact|203.0.113.20');
    expect(keys.filter((key) => key.includes('@'))).toEqual([]);
    // A counter whose window ended long ago is deleted by the next app that starts counting.
    await databases[0].db.execute(
      sql`INSERT INTO rate_limit_hits (key, hits, expires_at) VALUES ('POST /contact|192.0.2.1', 7, now() - interval '1 hour')`,
    );
    const third = await buildApp({
      database: databases[1],
      config: testConfig({ publicRateLimit: { max: MAX, timeWindowMs: WINDOW_MS } }),
      logger: false,
    });
    try {
      expect((await contact(third, '203.0.113.40')).statusCode).toBe(200);
    } finally {
      await third.close();
    }
    expect((await hits()).map((row) => row.key)).not.toContain('POST /contact|192.0.2.1');
  });

  it('a counter the database cannot update lets the request through, with a warning (fail open)', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      database: databases[1],
      config: testConfig({ publicRateLimit: { max: MAX, timeWindowMs: WINDOW_MS } }),
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await databases[0].db.execute(sql`ALTER TABLE rate_limit_hits RENAME TO rate_limit_hits_gone`);
    try {
      for (let i = 0; i <= MAX; i++) expect((await contact(logged, '203.0.113.50')).statusCode).toBe(200);
    } finally {
      await databases[0].db.execute(sql`ALTER TABLE rate_limit_hits_gone RENAME TO rate_limit_hits`);
      await logged.close();
    }
    expect(lines.filter((line) => line.includes('rate limit: the counter could not be read'))).toHaveLength(MAX + 1);
    expect((await contact(apps[0], '203.0.113.50')).statusCode).toBe(200);
  });
});
