/** GET /metrics: requests by route pattern, errors, the outbox, imports and the database, read at scrape time. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { fromPglite, sql, type Database } from '../src/db/client.js';
import { PgliteWorkerClient } from '../src/db/pgliteWorkerClient.js';
import { OUTBOX_MAX_ATTEMPTS } from '../src/services/outbox.js';
import { addBrokenRoute } from './helpers/brokenRoute.js';
import { testConfig } from './helpers/context.js';
import { closePgliteTemplate, engineAvailable, freshPglite, suiteDatabase } from './helpers/databases.js';

/** The value of one sample of the exposition text, by metric name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_]\w*=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (have === wanted) return Number(match[3]);
  }
  return undefined;
}

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshPglite();
  app = await buildApp({ database, config: testConfig(), logger: false });
  addBrokenRoute(app);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await closePgliteTemplate();
});

const scrape = async (target = app) => {
  const res = await target.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('GET /metrics', () => {
  it('counts requests and their latencies by route pattern, method and status class, never by URL', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // Two members' codes, one route: one series.
    await app.inject({ url: '/sales/hierarchy/AG001' });
    await app.inject({ url: '/sales/hierarchy/AG002' });
    await app.inject({ url: '/no/such/path/123' });
    await app.inject({ url: '/test/broken' });
    const text = await scrape();

    const healthz = { route: '/healthz', method: 'GET', status_class: '2xx' };
    expect(sample(text, 'http_request_duration_seconds_count', healthz)).toBe(3);
    const seconds = sample(text, 'http_request_duration_seconds_sum', healthz)!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(10);
    // Every request fell in the last bucket, and the buckets are cumulative.
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...healthz, le: '10' })).toBe(3);

    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/sales/hierarchy/:coCode', method: 'GET', status_class: '4xx' }),
    ).toBe(2);
    expect(text).not.toContain('AG001');
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('/no/such/path');

    expect(sample(text, 'http_request_duration_seconds_count', { route: '/test/broken', method: 'GET', status_class: '5xx' })).toBe(1);
    expect(sample(text, 'http_request_errors_total', { route: '/test/broken', method: 'GET' })).toBe(1);
    // A 4xx is an answer, not an error.
    expect(sample(text, 'http_request_errors_total', { route: '/sales/hierarchy/:coCode', method: 'GET' })).toBeUndefined();
  });

  it("serves the process's metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('reads the outbox and the imports from the database at scrape time', async () => {
    await database.db.execute(
      sql`INSERT INTO outbox (to_address, subject, text_body, attempts, created_at) VALUES
            ('a@metrics.test', 'waiting', 'x', 0, now() - interval '90 seconds'),
            ('b@metrics.test', 'waiting', 'x', 3, now() - interval '10 seconds'),
            ('c@metrics.test', 'given up', 'x', ${OUTBOX_MAX_ATTEMPTS}, now() - interval '1 day')`,
    );
    await database.db.execute(
      sql`INSERT INTO outbox (to_address, subject, text_body, sent_at, created_at) VALUES ('d@metrics.test', 'sent', 'x', now(), now() - interval '2 days')`,
    );
    await database.db.execute(
      sql`INSERT INTO policy_imports (operator_email, file_name, status, rolled_back_at) VALUES
            ('ops@metrics.test', 'a.csv', 'running', NULL), ('ops@metrics.test', 'b.csv', 'done', NULL),
            ('ops@metrics.test', 'c.csv', 'done', NULL), ('ops@metrics.test', 'd.csv', 'done', now()),
            ('ops@metrics.test', 'e.csv', 'failed', NULL)`,
    );
    const text = await scrape();
    expect(sample(text, 'portal_metrics_database_up')).toBe(1);
    expect(sample(text, 'portal_outbox_pending')).toBe(2);
    expect(sample(text, 'portal_outbox_given_up')).toBe(1);
    const age = sample(text, 'portal_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);
    expect(sample(text, 'portal_policy_imports', { status: 'running' })).toBe(1);
    expect(sample(text, 'portal_policy_imports', { status: 'done' })).toBe(2);
    expect(sample(text, 'portal_policy_imports', { status: 'rolled_back' })).toBe(1);
    expect(sample(text, 'portal_policy_imports', { status: 'failed' })).toBe(1);
  });

  it('answers at once with what it has when the database hangs, the database gauges left out', async () => {
    let hang = false;
    const hanging: Database = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key, receiver) => (key === 'execute' && hang ? () => new Promise(() => {}) : Reflect.get(target, key, receiver)),
      }),
      connectionStats: () => ({ kind: 'postgres', total: 7, idle: 2, waiting: 3 }),
    };
    const slow = await buildApp({ database: hanging, config: testConfig(), logger: false });
    await slow.ready();
    hang = true;
    try {
      await slow.inject({ url: '/healthz' });
      const started = Date.now();
      const text = await scrape(slow);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sample(text, 'portal_metrics_database_up')).toBe(0);
      expect(sample(text, 'portal_outbox_pending')).toBeUndefined();
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/healthz', method: 'GET', status_class: '2xx' })).toBe(1);
      // The pool is read without a query.
      expect(sample(text, 'portal_db_connections', { state: 'total' })).toBe(7);
      expect(sample(text, 'portal_db_connections', { state: 'idle' })).toBe(2);
      expect(sample(text, 'portal_db_waiting')).toBe(3);
    } finally {
      await slow.close();
    }
  }, 15_000);
});

describe('the database connections, read without a query while the database is busy', () => {
  /** A scrape while `busy` holds the database: it answers after the 2 s the database gauges may take. */
  async function scrapeWhileBusy(database: Database, busy: (db: Database['db']) => Promise<unknown>[]) {
    const busyApp = await buildApp({ database, config: testConfig(), logger: false });
    await busyApp.ready();
    try {
      // Drizzle runs a query once it is awaited: start each now.
      const holding = busy(database.db).map((query) => Promise.resolve(query));
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const text = await scrape(busyApp);
      expect(Date.now() - started).toBeLessThan(4_000);
      await Promise.all(holding);
      return text;
    } finally {
      await busyApp.close();
    }
  }

  it.runIf(engineAvailable('postgres'))(
    "PostgreSQL: the pool's connections and the queries waiting for one",
    async () => {
      const { database, close } = await suiteDatabase('postgres');
      try {
        // The tests' pool has 5 connections: all taken, and two more queries waiting.
        const text = await scrapeWhileBusy(database, (db) => Array.from({ length: 7 }, () => db.execute(sql`SELECT pg_sleep(4)`)));
        expect(sample(text, 'portal_metrics_database_up')).toBe(0);
        expect(sample(text, 'portal_db_connections', { state: 'total' })).toBe(5);
        expect(sample(text, 'portal_db_connections', { state: 'idle' })).toBe(0);
        // The two, and the scrape's own read of the outbox.
        expect(sample(text, 'portal_db_waiting')).toBe(3);
      } finally {
        await close();
      }
    },
    30_000,
  );

  it('PGlite on its thread: the calls sent to it and not yet answered', async () => {
    const database = fromPglite(await PgliteWorkerClient.open());
    try {
      await database.migrate();
      const text = await scrapeWhileBusy(database, (db) => [db.execute(sql`SELECT pg_sleep(3)`), db.execute(sql`SELECT 1`)]);
      expect(sample(text, 'portal_metrics_database_up')).toBe(0);
      expect(sample(text, 'portal_db_waiting')).toBe(3);
      expect(sample(text, 'portal_db_connections', { state: 'total' })).toBeUndefined();
    } finally {
      await database.close();
    }
  }, 30_000);
});
