import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { endpoints } from '@portal/shared/validation';
import { rows, sql, type Database } from '../db/client.js';
import { HttpError } from '../errors.js';
import { OUTBOX_MAX_ATTEMPTS } from '../services/outbox.js';
import fp from 'fastify-plugin';
import { serve } from './contracts.js';

/** How long a scrape waits for the gauges read from the database; past it they are left out, the rest is served. */
export const DATABASE_GAUGES_TIMEOUT_MS = 2_000;
const ABANDONED_READ_MS = 60_000;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const IMPORT_STATUSES = ['running', 'done', 'failed', 'rolled_back'] as const;

/**
 * Labels of a request: its route's pattern (never the URL, whose codes and IDs would make a series each),
 * method and status class. Requests no route matched share `unmatched`.
 */
function routeLabels(request: FastifyRequest) {
  return {
    route: request.routeOptions.url ?? 'unmatched',
    method: METHODS.has(request.method) ? request.method : 'OTHER',
  };
}

/** The process's own metrics (CPU, memory, event loop, handles), one set per process whatever the apps in it. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /metrics in Prometheus's text format: requests by route (rate and latency), unexpected errors, the
 * outbox, policy imports, the database's connections, and the process. Not for the public: the gateway
 * refuses /api/metrics and Prometheus scrapes the pods directly (docs/operations.md, "Metrics, request IDs and stopping").
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const registry = new Registry();
  const registers = [registry];
  // The gauges read from the database, served only when this scrape read them (never stale, never a made-up 0).
  const databaseRegistry = new Registry();
  const fromDatabase = [databaseRegistry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern, method and status class (its _count is the request count)',
    labelNames: ['route', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const failures = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests that failed with an error the code did not answer itself (a 500), by route pattern and method',
    labelNames: ['route', 'method'],
    registers,
  });
  const databaseRead = new Gauge({
    name: 'portal_metrics_database_up',
    help: 'Whether this scrape read the gauges kept in the database (outbox, imports) in time: 1 yes, 0 no (they are left out)',
    registers,
  });
  const outboxPending = new Gauge({
    name: 'portal_outbox_pending',
    help: 'Mails waiting to be sent (not given up)',
    registers: fromDatabase,
  });
  const outboxGivenUp = new Gauge({
    name: 'portal_outbox_given_up',
    help: `Mails given up after ${OUTBOX_MAX_ATTEMPTS} attempts, until an operator retries them`,
    registers: fromDatabase,
  });
  const outboxOldest = new Gauge({
    name: 'portal_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none waits)',
    registers: fromDatabase,
  });
  const imports = new Gauge({
    name: 'portal_policy_imports',
    help: 'Policy imports by status (running, done, failed, rolled_back)',
    labelNames: ['status'],
    registers: fromDatabase,
  });
  const stats = opts.database.connectionStats;
  if (stats) {
    new Gauge({
      name: 'portal_db_connections',
      help: "The PostgreSQL pool's connections, by state (total, idle)",
      labelNames: ['state'],
      registers,
      collect() {
        const now = stats();
        if (now.kind !== 'postgres') return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
      },
    });
    new Gauge({
      name: 'portal_db_waiting',
      help: 'Queries waiting: for a connection of the PostgreSQL pool, or, with PGlite, sent to its thread and not yet answered',
      registers,
      collect() {
        const now = stats();
        this.set(now.kind === 'postgres' ? now.waiting : now.inFlight);
      },
    });
  }

  async function readDatabaseGauges() {
    const [outbox] = await rows<{ pending: number; givenUp: number; oldest: number }>(
      opts.database.db,
      sql`SELECT count(*) FILTER (WHERE attempts < ${OUTBOX_MAX_ATTEMPTS})::int AS pending,
              count(*) FILTER (WHERE attempts >= ${OUTBOX_MAX_ATTEMPTS})::int AS "givenUp",
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE attempts < ${OUTBOX_MAX_ATTEMPTS})), 0)::float8 AS oldest
            FROM outbox WHERE sent_at IS NULL`,
    );
    const byStatus = await rows<{ status: string; count: number }>(
      opts.database.db,
      sql`SELECT CASE WHEN rolled_back_at IS NOT NULL THEN 'rolled_back' ELSE status END AS status, count(*)::int AS count
            FROM policy_imports GROUP BY 1`,
    );
    outboxPending.set(outbox?.pending ?? 0);
    outboxGivenUp.set(outbox?.givenUp ?? 0);
    outboxOldest.set(Number(outbox?.oldest ?? 0));
    for (const status of IMPORT_STATUSES) imports.set({ status }, 0);
    for (const row of byStatus) imports.set({ status: row.status }, row.count);
  }

  // One read at a time: scrapes that come while the database is slow wait for the same read, so they do not
  // pile queries onto it; a read that never ends is given up after a while, so the gauges come back.
  let reading: { done: Promise<void>; startedAt: number } | undefined;
  async function refreshDatabaseGauges(request: FastifyRequest): Promise<boolean> {
    if (!reading || Date.now() - reading.startedAt > ABANDONED_READ_MS) {
      const read = { startedAt: Date.now(), done: readDatabaseGauges() };
      read.done = read.done.finally(() => {
        if (reading === read) reading = undefined;
      });
      reading = read;
    }
    try {
      await withTimeout(reading.done, DATABASE_GAUGES_TIMEOUT_MS);
      databaseRead.set(1);
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: the gauges kept in the database could not be read');
      databaseRead.set(0);
      return false;
    }
  }

  app.addHook('onResponse', async (request, reply) => {
    const status_class = `${Math.floor(reply.statusCode / 100)}xx`;
    duration.observe({ ...routeLabels(request), status_class }, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (request, _reply, error) => {
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (!(error instanceof HttpError) && statusCode >= 500) failures.inc(routeLabels(request));
  });

  // A scrape every few seconds per pod: its request lines would drown the others.
  serve(
    app,
    endpoints.health.metrics,
    async (request, reply) => {
      const read = await refreshDatabaseGauges(request);
      const parts = [processMetrics(), registry, ...(read ? [databaseRegistry] : [])];
      const text = (await Promise.all(parts.map((part) => part.metrics()))).join('');
      return reply.type(registry.contentType).send(text);
    },
    { logLevel: 'warn' },
  );
});
