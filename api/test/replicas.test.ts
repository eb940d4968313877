/**
 * Several API replicas on one PostgreSQL database: three API processes (`src/main.ts`) started at
 * the same moment with SEED_DEMO=1, the reminder scheduler and the outbox worker running fast in each. They
 * migrate and seed once between them, queue and deliver each day's reminder digest once, deliver each
 * contact message once whichever replica took it, and when one is killed with SIGKILL the other two finish
 * its work. The background jobs of the API are these two; payout statements are computed on request.
 * Last, three replicas with a small public rate limit share one budget per client between them.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, MailCatcher } from '../../tooling/lib/mail.mjs';
import { startMailCatcher } from '../../tooling/lib/mail.mjs';
import { portsFor } from '../../tooling/lib/ports.mjs';
import { spawnApi, waitForApi, type ApiProcess } from '../../tooling/lib/services.mjs';
import { contactBody, judge, readStored, type Outcome, type Verdict } from '../soak/scenarios.js';
import { indiaDate } from '../src/clock.js';
import { configFromEnv } from '../src/config.js';
import { fromPostgres, migrationsFolder, one, rows, sql, type Database, type Db } from '../src/db/client.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed.js';
import { runReminderDigests } from '../src/services/reminders.js';
import { adminQuery, requirePostgres } from './helpers/services.js';

const PORTS = portsFor('apiReplicas');
const REPLICAS = 3;
const REMINDERS_INTERVAL_MS = 250;
const OUTBOX_POLL_MS = 100;
const ENV = {
  SEED_DEMO: '1',
  REMINDERS_INTERVAL_MS: String(REMINDERS_INTERVAL_MS),
  OUTBOX_POLL_MS: String(OUTBOX_POLL_MS),
  // A killed replica's claimed rows are taken over after this lease.
  OUTBOX_LEASE_SECONDS: '3',
  OUTBOX_RETRY_BASE_SECONDS: '1',
  OUTBOX_RETRY_MAX_SECONDS: '2',
  PUBLIC_RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'warn',
};
const DIGEST_SUBJECT = 'Renewal reminder:';
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const log = (line: string) => console.log(`[replicas] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers something truthy; fails after `timeoutMs` with `describe()`'s account of the state. */
async function until<T>(what: string, probe: () => Promise<T | false | undefined>, describe: () => string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}: ${describe()}`);
    await sleep(100);
  }
}

/**
 * A TCP relay to the mail catcher for one replica. `hold()` stops passing on what that replica sends (the
 * catcher's answers still come back), as if its SMTP server hung: a send under way waits until the worker
 * gives up, and `heldBytes()` shows that the replica is sending, so holding rows it claimed.
 */
async function smtpRelay(port: number, target: number) {
  let held = false;
  let heldBytes = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (held) heldBytes += chunk.length;
      else upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    hold: () => void (held = true),
    heldBytes: () => heldBytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const messageIdOf = (mail: Mail) => mail.headers?.['message-id'] ?? mail.messageId ?? '';
const addressed = (list: { to: string; subject: string }[]) => list.map((m) => `${m.to} | ${m.subject}`).sort();

interface Fingerprint {
  members: number;
  policies: number;
  payoutEntries: number;
  payoutPaise: string;
  renewalOutcomes: number;
}

/** What a demo seed leaves, in numbers. */
const fingerprint = async (db: Db) =>
  (await one<Fingerprint>(
    db,
    sql`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM policies)::int AS policies,
          (SELECT count(*) FROM payout_entries)::int AS "payoutEntries",
          (SELECT coalesce(sum(amount_paise), 0)::text FROM payout_entries) AS "payoutPaise",
          (SELECT count(*) FROM renewal_outcomes)::int AS "renewalOutcomes"`,
  ))!;

const digestRows = (db: Db) =>
  rows<{ to: string; subject: string; sent: boolean }>(
    db,
    sql`SELECT to_address AS "to", subject, sent_at IS NOT NULL AS sent FROM outbox WHERE subject LIKE ${`${DIGEST_SUBJECT}%`} ORDER BY id`,
  );

// The tests run in order on the same three replicas, each after the previous one's mail is delivered.
describe.runIf(requirePostgres())('three API replicas on one PostgreSQL database', () => {
  const admin = process.env['TEST_POSTGRES_URL']!;
  const databaseName = `replicas_${suffix}`;
  const referenceName = `replicas_ref_${suffix}`;
  const urlOf = (name: string) => {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let catcher: MailCatcher;
  let relay: Awaited<ReturnType<typeof smtpRelay>>;
  let replicas: ApiProcess[] = [];
  /** How each replica exited, while it runs null. */
  const exits: ({ code: number | null; signal: NodeJS.Signals | null } | null)[] = Array.from({ length: REPLICAS }, () => null);
  let database: Database;
  let reference: Database;
  const today = indiaDate(new Date());
  const outputs = () => replicas.map((r, i) => `--- replica ${i}:\n${r.output().slice(-2000)}`).join('\n');

  beforeAll(async () => {
    await adminQuery(admin, `CREATE DATABASE ${databaseName}`);
    await adminQuery(admin, `CREATE DATABASE ${referenceName}`);
    catcher = await startMailCatcher({ smtp: PORTS.smtp, web: PORTS.mailWeb });
    relay = await smtpRelay(PORTS.smtpProxy, PORTS.smtp);
    database = fromPostgres(urlOf(databaseName), 2);
    reference = fromPostgres(urlOf(referenceName), 2);
    // A gate, so that the replicas migrate at the same moment (their processes load at their own pace):
    // an open transaction creating drizzle's schema, which a migration creates first. Every replica's
    // migration waits on it (or, with the lock, on the one that waits on it), and it is rolled back
    // once all three wait.
    const gate = new pg.Client({ connectionString: urlOf(databaseName) });
    await gate.connect();
    await gate.query('BEGIN');
    await gate.query('CREATE SCHEMA drizzle');
    // All three at once, on an empty database: each migrates and seeds at start. The first one, which the
    // last test kills, reaches the catcher through the relay.
    const started = Date.now();
    replicas = Array.from({ length: REPLICAS }, (_, i) =>
      spawnApi({
        port: PORTS.api + i,
        store: { databaseUrl: urlOf(databaseName) },
        smtpUrl: i === 0 ? relay.url : catcher.smtpUrl,
        quiet: true,
        env: ENV,
      }),
    );
    replicas.forEach((api, i) => void api.exited.then((exit) => (exits[i] = exit)));
    let waiting = 0;
    try {
      await until(
        'the three replicas waiting at the gate',
        async () => {
          const [row] = await rows<{ n: number }>(
            database.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          waiting = row!.n;
          return waiting >= REPLICAS || exits.some(Boolean);
        },
        () => `${waiting} waiting\n${outputs()}`,
        90_000,
      );
    } finally {
      await gate.query('ROLLBACK');
      await gate.end();
    }
    const gated = Date.now();
    const ready = await Promise.allSettled(replicas.map((api) => waitForApi(api, { timeoutMs: 90_000 })));
    // The reference: one seed and one reminder run by this process on a database of its own, what a single
    // API would have done today.
    await reference.migrate();
    await seedDemo(reference.db, configFromEnv({ NODE_ENV: 'test' }).encryptionKey, null, today);
    await runReminderDigests(reference.db, { today, portalUrl: 'http://127.0.0.1:3000' });
    log(
      `at the gate after ${gated - started} ms; ready ${ready.map((r) => (r.status === 'fulfilled' ? `${r.value} ms` : 'never')).join(', ')} after the gate opened`,
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas.map((api) => api.stop()));
    await database?.close();
    await reference?.close();
    await relay?.close();
    await catcher?.stop();
    for (const name of [databaseName, referenceName])
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }, 60_000);

  it('all three start on the empty database, which gets each migration once and one demo network', async () => {
    expect(exits, outputs()).toEqual([null, null, null]);
    for (const api of replicas) expect((await fetch(`${api.url}/readyz`)).status, outputs()).toBe(200);

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await rows<{ createdAt: string; n: number }>(
      database.db,
      sql`SELECT created_at::text AS "createdAt", count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY created_at ORDER BY created_at`,
    );
    expect(applied).toEqual(journal.entries.map((e) => ({ createdAt: String(e.when), n: 1 })));

    const expected = await fingerprint(reference.db);
    expect(expected.members).toBeGreaterThan(10);
    expect(await fingerprint(database.db)).toEqual(expected);
    const emails = await rows<{ email: string }>(database.db, sql`SELECT email FROM members ORDER BY email`);
    expect(emails).toEqual(await rows<{ email: string }>(reference.db, sql`SELECT email FROM members ORDER BY email`));
    // The demo accounts are linked to their Firebase accounts (created once: a second createUser would have failed).
    const linked = await rows<{ email: string; uid: string | null }>(
      database.db,
      sql`SELECT email, firebase_uid AS uid FROM members WHERE email IN (${DEMO_ACCOUNTS[0].email}, ${DEMO_ACCOUNTS[1].email}) ORDER BY email`,
    );
    expect(linked.every((m) => m.uid)).toBe(true);
    expect(new Set(linked.map((m) => m.uid)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it("today's renewal digests are queued and delivered once each, while every replica's scheduler keeps running", async () => {
    const expected = addressed(await digestRows(reference.db));
    expect(expected.length).toBeGreaterThanOrEqual(3);

    let queued: Awaited<ReturnType<typeof digestRows>> = [];
    let caught: Mail[] = [];
    await until(
      'every digest queued, sent and caught',
      async () => {
        queued = await digestRows(database.db);
        caught = (await catcher.list()).filter((m) => m.subject.startsWith(DIGEST_SUBJECT));
        return queued.length >= expected.length && queued.every((d) => d.sent) && caught.length >= queued.length;
      },
      () =>
        `${queued.length} queued (${queued.filter((d) => d.sent).length} sent), ${caught.length} caught, ${expected.length} expected\n${outputs()}`,
    );
    // Each scheduler runs every 250 ms: in this window each replica has run it several more times, and the
    // outbox workers polled a dozen times; nothing more may be queued or sent.
    await sleep(10 * REMINDERS_INTERVAL_MS);
    queued = await digestRows(database.db);
    caught = (await catcher.list()).filter((m) => m.subject.startsWith(DIGEST_SUBJECT));
    expect(addressed(queued)).toEqual(expected);
    expect(addressed(caught.map((m) => ({ to: m.to[0]!.address, subject: m.subject })))).toEqual(expected);
    expect(new Set(caught.map(messageIdOf)).size).toBe(caught.length);
    const [days] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM reminder_digests WHERE digest_on = ${today}::date`,
    );
    expect(days!.n).toBe(expected.length);
  }, 60_000);

  /** Posts `count` contact messages dealt round `targets`, `concurrency` at a time (by default all at once). */
  async function postContacts(
    tag: string,
    count: number,
    targets: ApiProcess[],
    { concurrency = count, onAnswer }: { concurrency?: number; onAnswer?: (answered: number) => void } = {},
  ): Promise<Outcome[]> {
    let answered = 0;
    const outcomes: Outcome[] = [];
    let next = 0;
    const post = async (i: number): Promise<Outcome> => {
      const body = contactBody(tag, i);
      const outcome: Outcome = { kind: 'contact', key: body.name };
      try {
        const response = await fetch(`${targets[i % targets.length]!.url}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        outcome.status = response.status;
        await response.arrayBuffer();
        onAnswer?.(++answered);
      } catch (error) {
        outcome.error = error instanceof Error ? error.message : String(error);
      }
      return outcome;
    };
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < count; i = next++) outcomes[i] = await post(i);
      }),
    );
    return outcomes;
  }

  /** Waits until every stored message of `tag` is marked sent and caught, then for late copies; the verdict. */
  async function delivered(tag: string, outcomes: Outcome[]): Promise<Verdict> {
    let verdict: Verdict | undefined;
    const judgeNow = async () => judge(outcomes, await readStored(database, tag), await catcher.list(), tag);
    await until(
      `the contact mails of ${tag}`,
      async () => {
        verdict = await judgeNow();
        return verdict.counts.outbox > 0 && verdict.unsent.length === 0 && verdict.missingMails.length === 0;
      },
      () => `${JSON.stringify(verdict?.counts)}, unsent ${verdict?.unsent.length}, missing ${verdict?.missingMails.length}\n${outputs()}`,
    );
    // A second worker sending the same row would do so within a poll or two of the first.
    await sleep(10 * OUTBOX_POLL_MS);
    return judgeNow();
  }

  it('contact messages sent to any replica are delivered once each', async () => {
    const tag = `rep${suffix}a`;
    const outcomes = await postContacts(tag, 60, replicas);
    expect(
      outcomes.filter((o) => o.status !== 200),
      JSON.stringify(outcomes.filter((o) => o.status !== 200)),
    ).toEqual([]);
    const verdict = await delivered(tag, outcomes);
    log(`contacts: ${JSON.stringify(verdict.counts)}`);
    expect(verdict).toMatchObject({ lost: [], halfWritten: [], unsent: [], missingMails: [], strayMails: [], duplicates: [] });
    expect(verdict.counts).toMatchObject({ contacts: 60, outbox: 60, mails: 60 });
  }, 60_000);

  it('a replica killed with SIGKILL mid-burst while sending: the other two deliver everything, nothing lost or doubled', async () => {
    const tag = `rep${suffix}b`;
    const [victim, ...survivors] = replicas as [ApiProcess, ...ApiProcess[]];
    // The victim's SMTP server hangs from now on: its worker is stuck on a row it claimed, with more of the
    // batch claimed behind it, and is killed while it is (its bytes reaching the relay) and mid-burst.
    relay.hold();
    let answered = 0;
    // A few at a time, so that the burst lasts beyond the kill.
    const burst = postContacts(tag, 150, replicas, { concurrency: 6, onAnswer: (n) => (answered = n) });
    await until(
      'the victim sending a claimed row, mid-burst',
      async () => answered >= 40 && relay.heldBytes() > 0,
      () => `${answered} answered, ${relay.heldBytes()} bytes held\n${outputs()}`,
    );
    const answeredAtKill = answered;
    victim.kill('SIGKILL');
    const outcomes = await burst;
    expect(await victim.exited).toMatchObject({ signal: 'SIGKILL' });
    const verdict = await delivered(tag, outcomes);
    const ok = outcomes.filter((o) => o.status === 200).length;
    const [retried] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE attempts > 1 AND subject LIKE ${`Contact form: Durability ${tag} %`}`,
    );
    const cutOff = outcomes.flatMap((o, i) => (o.error ? [`${i % REPLICAS}: ${o.error}`] : []));
    log(
      `killed at ${answeredAtKill} answers: ${ok} answered 200, ${cutOff.length} cut off ${JSON.stringify([...new Set(cutOff)])}; ${JSON.stringify(verdict.counts)}; ` +
        `${retried!.n} rows sent by another replica after the victim's claim`,
    );
    // Every answer is a 200; the requests the victim had not answered were cut off.
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
    expect(ok).toBeGreaterThanOrEqual(40);
    // Rows the victim had claimed went out from the others once their lease expired.
    expect(retried!.n).toBeGreaterThan(0);
    // The victim's server accepted nothing after the hold, so no mail is sent twice (outbox.ts: a process
    // killed between acceptance and `sent_at` would re-send that one mail, with the same Message-ID).
    expect(verdict).toMatchObject({ lost: [], halfWritten: [], unsent: [], missingMails: [], strayMails: [], duplicates: [] });
    expect(verdict.counts.mails).toBe(verdict.counts.outbox);
    expect(verdict.counts.contacts).toBeGreaterThanOrEqual(ok);

    // The survivors still serve, and their schedulers, still running, sent no digest a second time.
    for (const api of survivors) expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    const digests = (await catcher.list()).filter((m) => m.subject.startsWith(DIGEST_SUBJECT));
    expect(addressed(digests.map((m) => ({ to: m.to[0]!.address, subject: m.subject })))).toEqual(
      addressed(await digestRows(reference.db)),
    );
  }, 90_000);

  it('the public rate limit is one budget per client across the replicas', async () => {
    const MAX = 3;
    const WINDOW_MS = 4000;
    // The replicas above have a budget no test reaches: three new ones on the same ports and database, with
    // a small one, behind a proxy (this process) that names each client in X-Forwarded-For.
    await Promise.all(replicas.map((api) => api.stop()));
    replicas = Array.from({ length: REPLICAS }, (_, i) =>
      spawnApi({
        port: PORTS.api + i,
        store: { databaseUrl: urlOf(databaseName) },
        smtpUrl: catcher.smtpUrl,
        quiet: true,
        env: {
          ...ENV,
          SEED_DEMO: '0',
          REMINDERS_INTERVAL_MS: '0',
          PUBLIC_RATE_LIMIT_MAX: String(MAX),
          PUBLIC_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
          TRUST_PROXY: '127.0.0.1',
        },
      }),
    );
    await Promise.all(replicas.map((api) => waitForApi(api, { timeoutMs: 90_000 })));

    const tag = `rep${suffix}c`;
    let i = 0;
    const post = (api: ApiProcess, client: string) =>
      fetch(`${api.url}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify(contactBody(tag, i++)),
      });
    const client = '203.0.113.77';
    const started = Date.now();
    // One request to each replica: each counts the others' requests.
    const served = [];
    for (const api of replicas) served.push(await post(api, client));
    expect(
      served.map((r) => r.status),
      outputs(),
    ).toEqual([200, 200, 200]);
    expect(served.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0']);
    for (const api of replicas) {
      const limited = await post(api, client);
      expect(limited.status, outputs()).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(limited.headers.get('x-ratelimit-limit')).toBe(String(MAX));
    }
    // Another client has a budget of its own.
    expect((await post(replicas[1]!, '203.0.113.78')).status).toBe(200);
    expect(Date.now() - started, 'the test itself took longer than the window').toBeLessThan(WINDOW_MS);
    // Once the window has passed, the client is served again, by any replica.
    await sleep(WINDOW_MS - (Date.now() - started) + 300);
    expect((await post(replicas[2]!, client)).status).toBe(200);
    const [stored] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM contact_messages WHERE name LIKE ${`Durability ${tag} %`}`,
    );
    expect(stored!.n).toBe(MAX + 2);
  }, 120_000);
});
