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
import { bearer, testConfig } from './helpers/context.js';
import { exportLines, importAndWait, policyFile, pollHealth } from './helpers/bigJobs.js';
import { ENGINES, engineAvailable, suiteDatabase } from './helpers/databases.js';
import { runTag, seededNetwork, signedInOperator, tokensForMembers, type NetworkMember } from './security/helpers.js';

const ROWS = Number(process.env['STALL_ROWS'] ?? 20_000);
const ANSWER_WITHIN_MS = 200;

describe.each(ENGINES)('no stall on big jobs (%s)', (name, engine) => {
  const skip = !engineAvailable(engine);
  let database: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let base: string;
  let top: NetworkMember;
  let operator: Record<string, string>;
  let member: Record<string, string>;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stall-'));

  beforeAll(async () => {
    if (skip) return;
    // PGlite as `npm start` runs it, on its own thread.
    ({ database, close: closeDatabase } = await suiteDatabase(engine, async () => {
      const opened = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
      await opened.migrate();
      return opened;
    }));
    const config = testConfig();
    top = (await seededNetwork(database, config.encryptionKey))[0]!;
    member = bearer((await tokensForMembers(database.db, [top], 'Stall@12345')).get(top.id)!);
    operator = await signedInOperator(database.db, `stall-${runTag}-${engine}@ops.test`);
    app = await buildApp({ database, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)(
    `answers /healthz within ${ANSWER_WITHIN_MS} ms through a ${ROWS}-row import and the export of its policies`,
    async () => {
      const csv = policyFile(ROWS, top.coCode, `STALL-${runTag}`);
      const duringImport = pollHealth(base);
      const status = await importAndWait(base, operator, csv);
      const importDelays = await duringImport.stop();
      expect(status).toBe('done');

      const duringExport = pollHealth(base);
      const lines = await exportLines(base, member, top.coCode);
      const exportDelays = await duringExport.stop();
      expect(lines).toBeGreaterThan(ROWS);

      const worst = (delays: number[]) => Math.round(Math.max(...delays));
      console.log(
        `[stall] ${name}: ${importDelays.length} polls during the import (worst ${worst(importDelays)} ms), ${exportDelays.length} during the export (worst ${worst(exportDelays)} ms)`,
      );
      expect(importDelays.length).toBeGreaterThan(5);
      expect(importDelays.filter((delay) => delay >= ANSWER_WITHIN_MS).map(Math.round)).toEqual([]);
      expect(exportDelays.filter((delay) => delay >= ANSWER_WITHIN_MS).map(Math.round)).toEqual([]);
    },
    600_000,
  );

  it.skipIf(skip)(
    'stops an export when its client goes away, freeing its turn for the next one',
    async () => {
      // Exports beyond the two at once wait their turn: a client that left must not keep its turn.
      for (let i = 0; i < 4; i++) {
        const leaving = new AbortController();
        const res = await fetch(`${base}/sales/export/${top.coCode}`, { headers: member, signal: leaving.signal });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        expect((await reader.read()).done).toBe(false);
        leaving.abort();
        await reader.cancel().catch(() => undefined);
      }
      const lines = await exportLines(base, member, top.coCode);
      expect(lines).toBeGreaterThan(ROWS);
    },
    120_000,
  );
});
