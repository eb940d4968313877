/**
 * Every endpoint contract has its handler, and no handler is without its contract: the API, its client
 * and its document cannot disagree about what exists.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { buildPath, defineEndpoints, pathParamsOf } from '@portal/shared/validation';
import { allEndpoints } from '@portal/shared/admin';
import { buildApp } from '../app.js';
import { contractsOnlyPlugin, PRIVATE_CACHE_CONTROL, serve } from '../plugins/contracts.js';
import { freshPglite } from '../../test/helpers/databases.js';
import { testConfig } from '../../test/helpers/context.js';

describe('the endpoint contracts and the API', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshPglite();
    app = await buildApp({ database, config: testConfig(), logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 60_000);
  afterAll(async () => close?.());

  it('serves every endpoint of the contracts', () => {
    const missing = allEndpoints.filter((endpoint) => !app.hasRoute({ method: endpoint.method, url: endpoint.path }));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path} (${endpoint.operationId})`)).toEqual([]);
  });

  it('declares each method and path once, and each name once', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.length).toBe(new Set(routes).size);
    const names = allEndpoints.map((endpoint) => endpoint.operationId);
    expect(names.length).toBe(new Set(names).size);
  });

  it('lists every endpoint not hidden in the OpenAPI document, under its name', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, { operationId: string }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const declared = allEndpoints
      .filter((endpoint) => !endpoint.hidden)
      .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')} ${endpoint.operationId}`);
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('every endpoint that is not public forbids caches to keep its answers, its refusals too; public ones keep their own rules', async () => {
    const answers = await Promise.all(
      allEndpoints.map(async (endpoint) => {
        const params = Object.fromEntries(pathParamsOf(endpoint.path).map((param) => [param, '1']));
        const res = await app.inject({ method: endpoint.method, url: buildPath(endpoint.path, params) });
        return { endpoint, status: res.statusCode, cacheControl: res.headers['cache-control'] };
      }),
    );
    const closed = answers.filter(({ endpoint }) => endpoint.access !== 'public');
    const open = answers.filter(({ endpoint }) => endpoint.access === 'public');
    expect(closed.length).toBeGreaterThan(20);
    expect(open.length).toBeGreaterThan(5);
    for (const { endpoint, status, cacheControl } of closed) {
      const what = `${endpoint.method} ${endpoint.path} (${endpoint.operationId})`;
      expect(status, what).toBe(401);
      expect(cacheControl, what).toBe(PRIVATE_CACHE_CONTROL);
    }
    for (const { endpoint, cacheControl } of open)
      expect(cacheControl, `${endpoint.method} ${endpoint.path}`).not.toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('a route without a contract', () => {
  it('stops the app from being built, naming the route', async () => {
    const app = Fastify({ logger: false });
    const built = (async () => {
      await app.register(contractsOnlyPlugin);
      await app.register(async (scope) => {
        scope.get('/sales/forgotten', async () => ({ status: 'success' }));
      });
      await app.ready();
    })();
    await expect(built).rejects.toThrow('GET /sales/forgotten has no endpoint contract');
    await app.close().catch(() => undefined);
  });

  it('is accepted once it serves a contract', async () => {
    const declared = defineEndpoints('example', {
      ping: {
        method: 'GET',
        path: '/ping',
        access: 'public',
        summary: 'Answers pong',
        responses: { 200: z.object({ pong: z.boolean() }) },
      },
    });
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(contractsOnlyPlugin);
    await app.register(async (scope) => serve(scope, declared.ping, async () => ({ pong: true })));
    await app.ready();
    const res = await app.inject({ url: '/ping' });
    expect(res.json()).toEqual({ pong: true });
    expect(res.headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
