/** The request ID: taken from X-Request-Id or traceparent, or made; on every answer and every log line of its request. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { addBrokenRoute } from './helpers/brokenRoute.js';
import { testConfig } from './helpers/context.js';
import { closePgliteTemplate, freshPglite } from './helpers/databases.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await freshPglite();
  app = await buildApp({
    database,
    // One request per window on the public routes, so the second one is refused.
    config: testConfig({ publicRateLimit: { max: 1, timeWindowMs: 60_000 } }),
    logger: { ...(loggerOptions('info') as object), stream } as never,
  });
  addBrokenRoute(app, (request) => request.log.info('about to fail'));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await closePgliteTemplate();
});

const linesOf = (id: string) => lines.filter((line) => line['requestId'] === id);

describe('the request ID', () => {
  it("is the caller's X-Request-Id, answered back and in every log line of the request", async () => {
    const id = 'gw-7f3a9c21.e2:retry-1';
    const res = await app.inject({ url: '/test/broken', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((line) => line['msg'])).toEqual(['incoming request', 'about to fail', 'request failed', 'request completed']);
    // Lines of the request that do not carry its ID would be lines of another request.
    const fromOthers = lines.filter((line) => line['req'] !== undefined && line['requestId'] === undefined);
    expect(fromOthers).toEqual([]);
  });

  it('is the trace ID of a W3C traceparent when there is no X-Request-Id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await app.inject({ url: '/healthz', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.headers['x-request-id']).toBe(traceId);
    expect(linesOf(traceId).length).toBeGreaterThanOrEqual(2);
  });

  it('is made (a UUID) in place of an X-Request-Id that is too long or carries other characters, or of a bad traceparent', async () => {
    const bad = [
      { 'x-request-id': 'x'.repeat(129) },
      { 'x-request-id': 'id with spaces' },
      { 'x-request-id': 'line\\nbreak"{}' },
      { 'x-request-id': '' },
      { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' },
      { traceparent: 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      { traceparent: '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01' },
      { traceparent: 'not a traceparent' },
    ];
    const seen = new Set<string>();
    for (const headers of bad) {
      const res = await app.inject({ url: '/healthz', headers });
      const id = String(res.headers['x-request-id']);
      expect(id, JSON.stringify(headers)).toMatch(UUID);
      expect(linesOf(id).length).toBeGreaterThanOrEqual(2);
      seen.add(id);
    }
    expect(seen.size).toBe(bad.length);
    // A valid X-Request-Id wins over a traceparent.
    const both = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'mine', traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(both.headers['x-request-id']).toBe('mine');
  });

  it('is on 404s, URLs that do not decode, rate-limited answers, bad JSON and CORS preflights, and the browser may read it', async () => {
    const notFound = await app.inject({ url: '/no/such/route', headers: { 'x-request-id': 'nf-1' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('nf-1');

    // Refused by Fastify before any hook runs.
    const badUrl = await app.inject({ url: '/sales/hierarchy/%E0%A4%A', headers: { 'x-request-id': 'url-1' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-request-id']).toBe('url-1');
    expect(badUrl.json()).toEqual({ status: 'error', message: expect.any(String) as string });

    const check = (id: string) =>
      app.inject({ url: '/account/check', query: { email: 'someone@requestid.test' }, headers: { 'x-request-id': id } });
    await check('rl-1');
    const limited = await check('rl-2');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-request-id']).toBe('rl-2');

    const badJson = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/json', 'x-request-id': 'json-1' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.headers['x-request-id']).toBe('json-1');

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/sales/l1member',
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
        'x-request-id': 'pf-1',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['x-request-id']).toBe('pf-1');

    const fromPortal = await app.inject({ url: '/healthz', headers: { origin: 'http://localhost:3003' } });
    expect(String(fromPortal.headers['access-control-expose-headers']).toLowerCase()).toContain('x-request-id');
  });
});
