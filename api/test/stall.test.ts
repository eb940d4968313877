/**
 * No stall on big jobs: while an operator imports a 20,000-row policy file (its classification and its
 * chunks), and while a member downloads the export of a subtree holding those 20,000 policies, `/healthz`
 * answers every poll (one every 200 ms) within 200 ms, counted from when the poll was due, so a blocked
 * event loop that delays the poll itself is counted too. On PGlite (on its own thread, as `npm start` runs
 * it) and on PostgreSQL. The API runs in this process, so anything that blocks it blocks the polls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createOperator } from '../src/services/operators.js';
import { bearer, testConfig } from './helpers/context.js';
import { freshPostgres } from './helpers/databases.js';
import { postgresAvailable, signIn, startPostgres } from './helpers/services.js';
import { runTag, seededNetwork, tokensForMembers, withAuth, type NetworkMember } from './security/helpers.js';

const ROWS = Number(process.env['STALL_ROWS'] ?? 20_000);
const POLL_EVERY_MS = 200;
const ANSWER_WITHIN_MS = 200;
const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';

/** A policy file of `rows` valid new policies sold by `seller`, spread over two years. */
function policyFile(rows: number, seller: string): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const start = new Date(Date.UTC(2024, 3, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(start) + 364 * 86_400_000).toISOString().slice(0, 10);
    lines.push(`motor,Car Secure,STALL-${runTag}-${i},"Client ${i}, Pune",${start},${end},${12_000 + (i % 900)}.50,${1_200 + (i % 90)}.05,MH12AB${i % 10_000},Acme General,${seller}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Polls `/healthz` every 200 ms until stopped; each answer's delay is counted from when its poll was due.
 * Returns the delays.
 */
function pollHealth(base: string) {
  const delays: number[] = [];
  const started = performance.now();
  let stopped = false;
  const done = (async () => {
    for (let poll = 1; !stopped; poll++) {
      const due = started + poll * POLL_EVERY_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      const res = await fetch(`${base}/healthz`);
      await res.text();
      delays.push(performance.now() - due);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return delays;
    },
  };
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
] as const)('no stall on big jobs (%s)', (_engine, usePostgres) => {
  const skip = usePostgres && !postgresAvailable;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let top: NetworkMember;
  let operator: Record<string, string>;
  let member: Record<string, string>;
  let stopPostgres: (() => Promise<void>) | undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stall-'));

  beforeAll(async () => {
    if (skip) return;
    if (usePostgres) {
      const server = await startPostgres();
      stopPostgres = server.stop;
      database = await freshPostgres(server);
    } else {
      database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
      await database.migrate();
    }
    const config = testConfig();
    top = (await seededNetwork(database, config.encryptionKey))[0]!;
    member = bearer((await tokensForMembers(database.db, [top], 'Stall@12345')).get(top.id)!);
    const email = `stall-${runTag}-${usePostgres ? 'pg' : 'lite'}@ops.test`;
    await withAuth((auth) => createOperator(database.db, auth, { email, name: 'Stall Operator', password: 'Stall@12345' }, null));
    operator = bearer(await signIn(email, 'Stall@12345'));
    app = await buildApp({ database, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await stopPostgres?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)(`answers /healthz within ${ANSWER_WITHIN_MS} ms through a ${ROWS}-row import and the export of its policies`, async () => {
    const csv = policyFile(ROWS, top.coCode);

    const duringImport = pollHealth(base);
    const started = await fetch(`${base}/admin/imports`, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'stall.csv', csv }),
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const { import: record } = (await started.json()) as { import: { id: number } };
    let status = 'running';
    while (status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const res = await fetch(`${base}/admin/imports/${record.id}`, { headers: operator });
      ({ status } = ((await res.json()) as { import: { status: string } }).import);
    }
    const importDelays = await duringImport.stop();
    expect(status).toBe('done');

    const duringExport = pollHealth(base);
    const exported = await fetch(`${base}/sales/export/${top.coCode}`, { headers: member });
    expect(exported.status).toBe(200);
    const lines = (await exported.text()).split('\r\n').filter(Boolean);
    const exportDelays = await duringExport.stop();
    expect(lines.length).toBeGreaterThan(ROWS);

    const worst = (delays: number[]) => Math.round(Math.max(...delays));
    console.log(`[stall] ${_engine}: ${importDelays.length} polls during the import (worst ${worst(importDelays)} ms), ${exportDelays.length} during the export (worst ${worst(exportDelays)} ms)`);
    expect(importDelays.length).toBeGreaterThan(5);
    expect(importDelays.filter((delay) => delay >= ANSWER_WITHIN_MS).map(Math.round)).toEqual([]);
    expect(exportDelays.filter((delay) => delay >= ANSWER_WITHIN_MS).map(Math.round)).toEqual([]);
  }, 600_000);
});
