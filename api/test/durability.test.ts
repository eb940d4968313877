/**
 * Durability: the real API process killed with SIGKILL in the middle of 500 concurrent contact
 * messages and sign-ups, on PostgreSQL and on PGlite, then restarted on the same database; SMTP down for a
 * while; and the crash window between SMTP acceptance and `sent_at` shown as it is (at-least-once).
 * `npm run soak` runs the same scenarios at full length (api/soak/run.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedThenKilledScenario,
  crashScenario,
  outageScenario,
  startCatcher,
  startSmtpServer,
  type Catcher,
  type CrashReport,
  type Store,
} from '../soak/scenarios.js';
import { rows, sql } from '../src/db/client.js';
import { createOutboxWorker } from '../src/services/outbox.js';
import { freshPglite } from './helpers/databases.js';
import { adminQuery, requirePostgres } from './helpers/services.js';

// Short outbox timings so a restart or an outage resolves in seconds (defaults: 1 s poll, 60 s lease, 5 s back-off).
const FAST_OUTBOX = {
  OUTBOX_POLL_MS: '200',
  OUTBOX_LEASE_SECONDS: '4',
  OUTBOX_RETRY_BASE_SECONDS: '1',
  OUTBOX_RETRY_MAX_SECONDS: '2',
};
const REQUESTS = 500;
const log = (line: string) => console.log(line);
const tag = (name: string) => `${name}${process.pid}${Date.now().toString(36)}`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
const createdDatabases: string[] = [];
const catchers: Catcher[] = [];

async function postgresStore(name: string): Promise<Store> {
  const admin = process.env['TEST_POSTGRES_URL']!;
  const db = `durability_${name}_${process.pid}`;
  await adminQuery(admin, `DROP DATABASE IF EXISTS ${db}`);
  await adminQuery(admin, `CREATE DATABASE ${db}`);
  createdDatabases.push(db);
  const url = new URL(admin);
  url.pathname = `/${db}`;
  return { engine: 'postgres', databaseUrl: url.toString() };
}

async function catcher(smtp: number, web: number) {
  const c = await startCatcher({ smtp, web });
  catchers.push(c);
  return c;
}

function expectDurable(report: CrashReport) {
  const { verdict } = report;
  log(
    `[${report.tag}] ${report.engine}: burst ${report.burstMs} ms, restart ${report.restartMs} ms, delivery ${report.deliveryMs} ms; ` +
      `2xx ${JSON.stringify(report.answered2xx)}, unanswered ${report.unanswered}; stored ${JSON.stringify(verdict.counts)}; ` +
      `duplicates ${JSON.stringify(verdict.duplicates)}`,
  );
  expect(report.killSignal).toBe('SIGKILL');
  // Every request that got an answer got a 2xx (no 429 or 5xx); the kill left some unanswered.
  expect(report.answeredOther).toEqual({});
  expect(report.answered2xx.contact + report.answered2xx.signup).toBeGreaterThanOrEqual(report.killedAfterAnswers);
  expect(report.afterRestartProbe).toBe(200);
  expect(verdict.lost, 'answered 2xx but not stored').toEqual([]);
  expect(verdict.halfWritten, 'half-written').toEqual([]);
  expect(verdict.unsent, 'still in the outbox after the restart').toEqual([]);
  expect(verdict.missingMails, 'queued but never delivered').toEqual([]);
  expect(verdict.strayMails).toEqual([]);
  expect(verdict.counts.outbox).toBe(verdict.counts.contacts);
  expect(verdict.counts.contacts).toBeGreaterThanOrEqual(report.answered2xx.contact + 1);
  // At-least-once: only a mail the SMTP server had accepted when the process died can come twice (one
  // per worker, since it sends one mail at a time), and the copy carries the same Message-ID.
  expect(verdict.duplicates.length).toBeLessThanOrEqual(1);
  for (const d of verdict.duplicates) expect(d, 'a duplicate must be the same message').toMatchObject({ copies: 2, sameMessageId: true });
  expect(verdict.counts.mails).toBe(verdict.counts.outbox + verdict.duplicates.length);
}

describe('durability: SIGKILL during 500 concurrent writes', () => {
  afterAll(async () => {
    for (const c of catchers) await c.down().catch(() => undefined);
    const admin = process.env['TEST_POSTGRES_URL'];
    if (admin)
      for (const db of createdDatabases) await adminQuery(admin, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  });

  it.runIf(requirePostgres())(
    'PostgreSQL: every 2xx is stored, nothing half-written, every queued mail delivered after restart',
    async () => {
      const report = await crashScenario({
        store: await postgresStore('crash'),
        port: 4301,
        catcher: await catcher(1325, 1326),
        requests: REQUESTS,
        killAfterAnswers: 200,
        tag: tag('pg'),
        env: FAST_OUTBOX,
        log,
      });
      expectDurable(report);
    },
    240_000,
  );

  it('PGlite: recovers from the SIGKILL; every 2xx is stored and every queued mail delivered', async () => {
    const report = await crashScenario({
      store: { engine: 'pglite', pgliteDir: path.join(tmp, 'pglite') },
      port: 4302,
      catcher: await catcher(1327, 1328),
      requests: REQUESTS,
      killAfterAnswers: 200,
      tag: tag('lite'),
      env: FAST_OUTBOX,
      log,
    });
    expectDurable(report);
  }, 240_000);
});

describe('durability: the outbox', () => {
  let smtpDown: Catcher;
  beforeAll(async () => {
    smtpDown = await catcher(1329, 1330);
  });

  it.runIf(requirePostgres())(
    'SMTP down: mails wait in the outbox, retried with back-off, and go out once each when it returns',
    async () => {
      const report = await outageScenario({
        store: await postgresStore('outage'),
        port: 4303,
        catcher: smtpDown,
        mails: 100,
        outageMs: 8000,
        tag: tag('out'),
        env: FAST_OUTBOX,
        log,
      });
      log(
        `[${report.tag}] outage ${report.outageMs} ms, drained ${report.drainMs} ms after SMTP returned; ${JSON.stringify(report.verdict.counts)}`,
      );
      expect(report.accepted).toBe(100);
      // While SMTP was down nothing went out, and every mail was tried more than once.
      expect(report.pendingWhenBack).toBe(100);
      expect(report.attemptsWhenBack!.min).toBeGreaterThanOrEqual(2);
      expect(report.failuresLogged).toBeGreaterThan(100);
      expect(report.drainMs).toBeGreaterThanOrEqual(0);
      const { verdict } = report;
      expect(verdict.lost).toEqual([]);
      expect(verdict.halfWritten).toEqual([]);
      expect(verdict.unsent).toEqual([]);
      expect(verdict.missingMails).toEqual([]);
      // No crash here, so exactly once.
      expect(verdict.duplicates).toEqual([]);
      expect(verdict.counts).toMatchObject({ contacts: 100, outbox: 100, mails: 100 });
    },
    120_000,
  );

  it.runIf(requirePostgres())(
    'a crash right after SMTP accepted a mail re-sends it after restart, with the same Message-ID (at-least-once)',
    async () => {
      const report = await acceptedThenKilledScenario({
        store: await postgresStore('window'),
        port: 4304,
        smtpPort: 1331,
        catcher: await catcher(1335, 1336),
        tag: tag('win'),
        env: FAST_OUTBOX,
      });
      expect(report.firstServer.copies).toBe(1);
      expect(report.afterRestart.copies).toBe(1);
      expect(report.firstServer.messageIds[0]).toMatch(/^<outbox\.\d+\.\d+@agentportal\.in>$/);
      expect(report.afterRestart.messageIds).toEqual(report.firstServer.messageIds);
    },
    120_000,
  );
});

describe('durability: two API processes share the outbox', () => {
  it('a worker whose sends outlast its lease skips the rows another worker took over (no duplicates)', async () => {
    // Worker A's SMTP server takes 600 ms per mail; A claims 10 rows with a 2-s lease, so it cannot reach
    // the last ones before their lease expires. Worker B (a fast server) claims those meanwhile. A must
    // then find that it no longer holds them and skip them, rather than send them a second time.
    const slowGot: string[] = [];
    const slow = await startSmtpServer(1337, (raw, accept) => {
      setTimeout(() => {
        slowGot.push(/^subject:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '');
        accept();
      }, 600);
    });
    const fast = await catcher(1338, 1339);
    const database = await freshPglite();
    try {
      const subjects = Array.from({ length: 10 }, (_, i) => `lease ${tag('fence')} ${i}`);
      for (const subject of subjects) {
        await database.db.execute(
          sql`INSERT INTO outbox (to_address, subject, text_body) VALUES ('fence@example.com', ${subject}, 'body')`,
        );
      }
      const common = { db: database.db, from: 'Agent Portal <no-reply@agentportal.in>', leaseSeconds: 2, batchSize: 10 };
      const a = createOutboxWorker({ ...common, smtpUrl: 'smtp://127.0.0.1:1337' });
      const b = createOutboxWorker({ ...common, smtpUrl: fast.smtpUrl });
      const aDone = a.runOnce();
      let aFinished = false;
      void aDone.finally(() => (aFinished = true));
      await new Promise((resolve) => setTimeout(resolve, 2500));
      let bDelivered = 0;
      while (!aFinished) {
        bDelivered += await b.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const aDelivered = await aDone;
      bDelivered += await b.runOnce();
      await Promise.all([a.stop(), b.stop()]);
      const fastGot = (await fast.list()).filter((m) => m.subject.startsWith('lease ')).map((m) => m.subject);
      log(`lease fencing: slow worker sent ${aDelivered}, fast worker ${bDelivered}`);
      expect(bDelivered, 'B took over rows whose lease had expired').toBeGreaterThan(0);
      expect(aDelivered + bDelivered).toBe(10);
      expect([...slowGot, ...fastGot].sort()).toEqual([...subjects].sort());
      const [pending] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`);
      expect(pending!.n).toBe(0);
    } finally {
      await database.close();
      await slow.close();
    }
  }, 60_000);
});
