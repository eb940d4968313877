/**
 * Fault scenarios shared by the durability tests (`api/test/durability.test.ts`, short) and `npm run soak`
 * (full scale): the real API process (`src/main.ts`) killed with SIGKILL in the middle of concurrent
 * contact messages and sign-ups, and the SMTP server down for a while. Each scenario returns a report;
 * the callers assert on it (tests) or print it (soak).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher, type Mail, type MailCatcher } from '../../tooling/lib/mail.mjs';
import { spawnApi, waitForApi, type ApiProcess } from '../../tooling/lib/services.mjs';
import { fromPostgres, openDatabase, rows, sql, type Database } from '../src/db/client.js';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// The API as a process, and a mail catcher that can go down and come up again on the same ports

/** Where the API keeps its data: a PostgreSQL database or a PGlite folder. */
export type Store = { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; pgliteDir: string };

/**
 * The API as the scenarios run it: its own output kept, warnings only, the public rate limit out of the
 * way, no demo network unless `env` asks for one. Not waited for: callers time `waitForApi`.
 */
export function soakApi(options: { port: number; store: Store; smtpUrl: string; env?: Record<string, string> }): ApiProcess {
  return spawnApi({
    port: options.port,
    store: options.store,
    smtpUrl: options.smtpUrl,
    quiet: true,
    env: { LOG_LEVEL: 'warn', PUBLIC_RATE_LIMIT_MAX: '1000000', SEED_DEMO: undefined, ...options.env },
  });
}

// Under the names the durability tests import.
export { startMailCatcher as startCatcher, type MailCatcher as Catcher };

const messageIdOf = (mail: Mail) => mail.headers?.['message-id'] ?? mail.messageId ?? '';

// ---------------------------------------------------------------------------------------------------
// The workload: contact messages (each queues one e-mail) and sign-ups (stored as applications)

export type Kind = 'contact' | 'signup';

export interface Outcome {
  kind: Kind;
  /** The contact's name (unique, also in the e-mail subject) or the sign-up's e-mail. */
  key: string;
  status?: number;
  error?: string;
}

const VALID_AADHAAR = '234123412346';

export function contactBody(tag: string, i: number) {
  return {
    name: `Durability ${tag} ${i}`,
    email: `c${i}.${tag}@example.com`,
    phone: `98${String(i).padStart(8, '0')}`,
    message: `Message ${i} of run ${tag}: please call me back about joining.`,
    referer: 'durability run',
  };
}

export function signupBody(tag: string, i: number) {
  return {
    name: `Applicant ${tag} ${i}`,
    phone: `97${String(i).padStart(8, '0')}`,
    email: `s${i}.${tag}@example.com`,
    panNo: 'ABCDE1234F',
    aadharNo: VALID_AADHAAR,
    reason: 'durability run',
  };
}

/** Sends `count` requests at once, alternating contact and sign-up; `onAnswer` sees each answer as it comes. */
export async function fireMixed(url: string, tag: string, count: number, onAnswer?: (answered: number) => void): Promise<Outcome[]> {
  let answered = 0;
  const one = async (i: number): Promise<Outcome> => {
    const kind: Kind = i % 2 === 0 ? 'contact' : 'signup';
    const body = kind === 'contact' ? contactBody(tag, i) : signupBody(tag, i);
    const outcome: Outcome = { kind, key: kind === 'contact' ? body.name : body.email };
    try {
      const response = await fetch(`${url}${kind === 'contact' ? '/contact' : '/send-registration'}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(90_000),
      });
      outcome.status = response.status;
      await response.arrayBuffer();
      answered++;
      onAnswer?.(answered);
    } catch (error) {
      outcome.error = error instanceof Error ? `${error.message}${error.cause ? `: ${String(error.cause)}` : ''}` : String(error);
    }
    return outcome;
  };
  return Promise.all(Array.from({ length: count }, (_, i) => one(i)));
}

// ---------------------------------------------------------------------------------------------------
// What the database holds for a run

export interface Stored {
  contacts: { name: string; email: string; phone: string; message: string }[];
  outbox: { id: number; subject: string; toAddress: string; sent: boolean; attempts: number; lastError: string | null }[];
  applications: { email: string; name: string; phone: string; complete: boolean; status: string }[];
}

export async function openStore(store: Store): Promise<Database> {
  return store.engine === 'postgres' ? fromPostgres(store.databaseUrl, 2) : openDatabase({ pgliteDir: store.pgliteDir });
}

export async function readStored(db: Database, tag: string): Promise<Stored> {
  const contacts = await rows<Stored['contacts'][number]>(
    db.db,
    sql`SELECT name, email, phone, message FROM contact_messages WHERE name LIKE ${`Durability ${tag} %`}`,
  );
  const outbox = await rows<Stored['outbox'][number]>(
    db.db,
    sql`SELECT id, subject, to_address AS "toAddress", sent_at IS NOT NULL AS sent, attempts, last_error AS "lastError"
        FROM outbox WHERE subject LIKE ${`Contact form: Durability ${tag} %`} ORDER BY id`,
  );
  const applications = await rows<Stored['applications'][number]>(
    db.db,
    sql`SELECT email, name, phone, status,
          (pan_enc IS NOT NULL AND aadhaar_enc IS NOT NULL AND reason <> '') AS complete
        FROM applications WHERE email LIKE ${`%.${tag}@example.com`}`,
  );
  return { contacts, outbox, applications };
}

export interface Verdict {
  /** Requests answered 2xx whose row is missing. */
  lost: string[];
  /** Contact messages without exactly one outbox row, outbox rows without their message, incomplete applications. */
  halfWritten: string[];
  /** Outbox rows not marked sent. */
  unsent: string[];
  /** Queued mails the catcher never got. */
  missingMails: string[];
  /** Caught mails of the run with no outbox row. */
  strayMails: string[];
  /** Subjects caught more than once, with whether every copy had the same Message-ID. */
  duplicates: { subject: string; copies: number; sameMessageId: boolean }[];
  counts: { contacts: number; applications: number; outbox: number; mails: number };
}

export function judge(outcomes: Outcome[], stored: Stored, mails: Mail[], tag: string, contactInbox = 'contact@agentportal.in'): Verdict {
  const ok = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;
  const contactNames = new Set(stored.contacts.map((c) => c.name));
  const applicationEmails = new Set(stored.applications.map((a) => a.email));
  const lost = outcomes
    .filter(ok)
    .filter((o) => (o.kind === 'contact' ? !contactNames.has(o.key) : !applicationEmails.has(o.key)))
    .map((o) => `${o.kind} ${o.key}`);

  const halfWritten: string[] = [];
  const outboxBySubject = new Map<string, number>();
  for (const row of stored.outbox) outboxBySubject.set(row.subject, (outboxBySubject.get(row.subject) ?? 0) + 1);
  for (const c of stored.contacts) {
    const n = outboxBySubject.get(`Contact form: ${c.name}`) ?? 0;
    if (n !== 1) halfWritten.push(`contact ${c.name} has ${n} outbox rows`);
    if (!c.email || !c.phone || !c.message) halfWritten.push(`contact ${c.name} is incomplete`);
  }
  for (const subject of outboxBySubject.keys()) {
    if (!contactNames.has(subject.replace(/^Contact form: /, ''))) halfWritten.push(`outbox row "${subject}" has no contact message`);
  }
  for (const row of stored.outbox)
    if (row.toAddress !== contactInbox) halfWritten.push(`outbox row ${row.id} is addressed to ${row.toAddress}`);
  for (const a of stored.applications)
    if (!a.complete || a.status !== 'pending') halfWritten.push(`application ${a.email} is incomplete (${a.status})`);

  const unsent = stored.outbox.filter((r) => !r.sent).map((r) => `${r.subject} (attempts ${r.attempts}, ${r.lastError ?? 'no error'})`);

  const ours = mails.filter((m) => m.subject.startsWith(`Contact form: Durability ${tag} `));
  const caught = new Map<string, Mail[]>();
  for (const m of ours) caught.set(m.subject, [...(caught.get(m.subject) ?? []), m]);
  const missingMails = [...outboxBySubject.keys()].filter((s) => !caught.has(s));
  const strayMails = [...caught.keys()].filter((s) => !outboxBySubject.has(s));
  const duplicates = [...caught.entries()]
    .filter(([, copies]) => copies.length > 1)
    .map(([subject, copies]) => ({ subject, copies: copies.length, sameMessageId: new Set(copies.map(messageIdOf)).size === 1 }));
  return {
    lost,
    halfWritten,
    unsent,
    missingMails,
    strayMails,
    duplicates,
    counts: {
      contacts: stored.contacts.length,
      applications: stored.applications.length,
      outbox: stored.outbox.length,
      mails: ours.length,
    },
  };
}

/** Waits until the run's mails stop arriving: `quietMs` without a new one, or `timeoutMs`. */
async function waitForMailsToSettle(
  catcher: MailCatcher,
  tag: string,
  atLeast: number,
  quietMs: number,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  let last = -1;
  let lastChange = Date.now();
  while (Date.now() - started < timeoutMs) {
    const n = (await catcher.list()).filter((m) => m.subject.startsWith(`Contact form: Durability ${tag} `)).length;
    if (n !== last) {
      last = n;
      lastChange = Date.now();
    } else if (n >= atLeast && Date.now() - lastChange >= quietMs) {
      return n;
    }
    await sleep(250);
  }
  return last;
}

/** Outbox rows of the run not yet sent (PostgreSQL only: PGlite cannot be opened while the API holds it). */
async function pendingOnPostgres(store: Store, tag: string): Promise<number | undefined> {
  if (store.engine !== 'postgres') return undefined;
  const db = fromPostgres(store.databaseUrl, 1);
  try {
    const [row] = await rows<{ n: number }>(
      db.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND subject LIKE ${`Contact form: Durability ${tag} %`}`,
    );
    return row!.n;
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Scenario 1: SIGKILL in the middle of concurrent writes, restart on the same database

export interface CrashOptions {
  store: Store;
  port: number;
  catcher: MailCatcher;
  requests: number;
  /** Kill once this many requests have been answered. */
  killAfterAnswers: number;
  tag: string;
  /** Extra environment for the API (outbox knobs). */
  env?: Record<string, string>;
  /** How long to wait for the mails after the restart. */
  deliveryTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  tag: string;
  engine: Store['engine'];
  requests: number;
  answered2xx: { contact: number; signup: number };
  answeredOther: Record<string, number>;
  unanswered: number;
  killedAfterAnswers: number;
  killSignal: string | null;
  firstStartMs: number;
  restartMs: number;
  burstMs: number;
  deliveryMs: number;
  afterRestartProbe: number;
  verdict: Verdict;
  restartOutput: string;
}

export async function crashScenario(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const env = options.env ?? {};
  const api = soakApi({ port: options.port, store: options.store, smtpUrl: options.catcher.smtpUrl, env });
  let second: ApiProcess | undefined;
  try {
    const firstStartMs = await waitForApi(api);
    log(
      `[${options.tag}] API up in ${firstStartMs} ms; firing ${options.requests} requests, SIGKILL after ${options.killAfterAnswers} answers`,
    );
    let killedAt = 0;
    const burstStarted = Date.now();
    const outcomes = await fireMixed(api.url, options.tag, options.requests, (answered) => {
      if (!killedAt && answered >= options.killAfterAnswers) {
        killedAt = answered;
        api.kill('SIGKILL');
      }
    });
    const burstMs = Date.now() - burstStarted;
    if (!killedAt) api.kill('SIGKILL'); // everything answered before the threshold: kill anyway (the worker may be mid-send)
    const exit = await api.exited;
    const ok = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;
    const answeredOther: Record<string, number> = {};
    for (const o of outcomes) if (o.status !== undefined && !ok(o)) answeredOther[o.status] = (answeredOther[o.status] ?? 0) + 1;
    const answered2xx = {
      contact: outcomes.filter((o) => ok(o) && o.kind === 'contact').length,
      signup: outcomes.filter((o) => ok(o) && o.kind === 'signup').length,
    };
    const unanswered = outcomes.filter((o) => o.status === undefined).length;
    log(
      `[${options.tag}] killed (${exit.signal}); 2xx: ${answered2xx.contact} contact + ${answered2xx.signup} sign-up, unanswered ${unanswered}, other ${JSON.stringify(answeredOther)}; restarting`,
    );

    second = soakApi({ port: options.port, store: options.store, smtpUrl: options.catcher.smtpUrl, env });
    const restartMs = await waitForApi(second);
    // The restarted API takes new writes.
    const probe = await fetch(`${second.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactBody(options.tag, options.requests)),
    });
    log(`[${options.tag}] restarted in ${restartMs} ms; probe contact answered ${probe.status}; waiting for the outbox to drain`);

    const deliveryStarted = Date.now();
    const timeoutMs = options.deliveryTimeoutMs ?? 120_000;
    if (options.store.engine === 'postgres') {
      while (Date.now() - deliveryStarted < timeoutMs && (await pendingOnPostgres(options.store, options.tag)) !== 0) await sleep(250);
      await sleep(1500); // a duplicate would show up right after
    } else {
      // Rows the killed worker had claimed wait for their lease to expire: stay until a lease has passed quietly.
      const leaseMs = Number(env['OUTBOX_LEASE_SECONDS'] ?? 60) * 1000;
      await waitForMailsToSettle(options.catcher, options.tag, answered2xx.contact + 1, leaseMs + 3000, timeoutMs);
    }
    const deliveryMs = Date.now() - deliveryStarted;
    await second.stop();
    const restartOutput = second.output();
    second = undefined;

    const db = await openStore(options.store);
    let stored: Stored;
    try {
      stored = await readStored(db, options.tag);
    } finally {
      await db.close();
    }
    const verdict = judge(outcomes, stored, await options.catcher.list(), options.tag);
    return {
      tag: options.tag,
      engine: options.store.engine,
      requests: options.requests,
      answered2xx,
      answeredOther,
      unanswered,
      killedAfterAnswers: killedAt,
      killSignal: exit.signal,
      firstStartMs,
      restartMs,
      burstMs,
      deliveryMs,
      afterRestartProbe: probe.status,
      verdict,
      restartOutput,
    };
  } finally {
    api.kill('SIGKILL');
    await second?.stop();
  }
}

// ---------------------------------------------------------------------------------------------------
// Scenario 2: SMTP down for a while; mails wait in the outbox and go out once it returns

export interface OutageOptions {
  store: Store;
  port: number;
  catcher: MailCatcher;
  mails: number;
  outageMs: number;
  tag: string;
  env?: Record<string, string>;
  deliveryTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface OutageReport {
  tag: string;
  mails: number;
  accepted: number;
  outageMs: number;
  /** Outbox rows still pending when SMTP came back (PostgreSQL only), and their attempts so far. */
  pendingWhenBack?: number;
  attemptsWhenBack?: { min: number; max: number };
  failuresLogged: number;
  /** From SMTP back to the last mail caught. */
  drainMs: number;
  verdict: Verdict;
}

export async function outageScenario(options: OutageOptions): Promise<OutageReport> {
  const log = options.log ?? (() => undefined);
  const api = soakApi({ port: options.port, store: options.store, smtpUrl: options.catcher.smtpUrl, env: options.env ?? {} });
  try {
    await waitForApi(api);
    await options.catcher.down();
    const outageStarted = Date.now();
    log(`[${options.tag}] SMTP down; queueing ${options.mails} contact messages`);
    const outcomes: Outcome[] = await Promise.all(
      Array.from({ length: options.mails }, async (_, i): Promise<Outcome> => {
        const body = contactBody(options.tag, i);
        const r = await fetch(`${api.url}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await r.arrayBuffer();
        return { kind: 'contact', key: body.name, status: r.status };
      }),
    );
    const accepted = outcomes.filter((o) => o.status === 200).length;
    await sleep(Math.max(0, options.outageMs - (Date.now() - outageStarted)));

    let pendingWhenBack: number | undefined;
    let attemptsWhenBack: { min: number; max: number } | undefined;
    if (options.store.engine === 'postgres') {
      const db = fromPostgres(options.store.databaseUrl, 1);
      try {
        const stored = await readStored(db, options.tag);
        pendingWhenBack = stored.outbox.filter((r) => !r.sent).length;
        const attempts = stored.outbox.map((r) => r.attempts);
        attemptsWhenBack = { min: Math.min(...attempts), max: Math.max(...attempts) };
      } finally {
        await db.close();
      }
    }
    const failuresLogged = (api.output().match(/mail delivery failed; will retry/g) ?? []).length;
    await options.catcher.up();
    const back = Date.now();
    log(
      `[${options.tag}] SMTP back after ${back - outageStarted} ms (pending ${pendingWhenBack ?? '?'}, attempts ${JSON.stringify(attemptsWhenBack ?? {})}, failures logged ${failuresLogged})`,
    );
    const timeoutMs = options.deliveryTimeoutMs ?? 180_000;
    let lastCount = 0;
    let drainMs = -1;
    while (Date.now() - back < timeoutMs) {
      const subjects = new Set(
        (await options.catcher.list())
          .filter((m) => m.subject.startsWith(`Contact form: Durability ${options.tag} `))
          .map((m) => m.subject),
      );
      if (subjects.size !== lastCount) lastCount = subjects.size;
      if (subjects.size >= accepted) {
        drainMs = Date.now() - back;
        break;
      }
      await sleep(200);
    }
    await sleep(1500); // a duplicate would show up right after
    await api.stop();
    const db = await openStore(options.store);
    let stored: Stored;
    try {
      stored = await readStored(db, options.tag);
    } finally {
      await db.close();
    }
    return {
      tag: options.tag,
      mails: options.mails,
      accepted,
      outageMs: back - outageStarted,
      ...(pendingWhenBack === undefined ? {} : { pendingWhenBack }),
      ...(attemptsWhenBack === undefined ? {} : { attemptsWhenBack }),
      failuresLogged,
      drainMs,
      verdict: judge(outcomes, stored, await options.catcher.list(), options.tag),
    };
  } finally {
    api.kill('SIGKILL');
    await options.catcher.up().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------
// Scenario 3: the crash window itself — killed right after the SMTP server accepted a mail

export interface AcceptedThenKilledReport {
  /** Copies the first (killing) server accepted, and Message-IDs. */
  firstServer: { copies: number; messageIds: string[] };
  /** Copies delivered after the restart. */
  afterRestart: { copies: number; messageIds: string[] };
}

/**
 * A bare SMTP server on 127.0.0.1 (smtp-server, maildev's own SMTP library) that hands each mail's raw
 * text to `onMail`, which answers 250 by calling `accept` — when it chooses to (late, or after a kill).
 */
export async function startSmtpServer(
  port: number,
  onMail: (raw: string, accept: () => void) => void,
): Promise<{ close(): Promise<void> }> {
  const require = createRequire(import.meta.url);
  // smtp-server has no type declarations here.
  const { SMTPServer } = require('smtp-server') as {
    SMTPServer: new (options: object) => { listen(port: number, host: string, cb: () => void): void; close(cb: () => void): void };
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: NodeJS.ReadableStream, _session: unknown, callback: (error?: Error) => void) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => onMail(raw, () => callback()));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/**
 * An SMTP server that accepts the first mail and SIGKILLs the API the moment it has answered 250 — before
 * the worker can commit `sent_at`. After a restart the row's lease expires and it is sent again. This is
 * the at-least-once window, shown rather than assumed: the copy has the same Message-ID.
 */
export async function acceptedThenKilledScenario(options: {
  store: Store;
  port: number;
  smtpPort: number;
  catcher: MailCatcher;
  tag: string;
  env?: Record<string, string>;
}): Promise<AcceptedThenKilledReport> {
  const received: string[] = [];
  let api: ApiProcess | undefined;
  const server = await startSmtpServer(options.smtpPort, (raw, accept) => {
    received.push(/^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '');
    // The mail is taken; the sender dies before it reads the 250 and can record the send. (Killing it
    // right after answering raced: sometimes it had already marked the row sent.)
    const sender = api;
    sender?.kill('SIGKILL');
    void (sender ? sender.exited.then(accept) : Promise.resolve(accept()));
  });
  let second: ApiProcess | undefined;
  try {
    api = soakApi({ port: options.port, store: options.store, smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`, env: options.env ?? {} });
    await waitForApi(api);
    const r = await fetch(`${api.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactBody(options.tag, 0)),
    });
    if (r.status !== 200) throw new Error(`contact answered ${r.status}`);
    const exit = await Promise.race([api.exited, sleep(60_000).then(() => undefined)]);
    if (!exit) throw new Error('the API was not killed: the worker never sent the mail');
    second = soakApi({ port: options.port, store: options.store, smtpUrl: options.catcher.smtpUrl, env: options.env ?? {} });
    await waitForApi(second);
    const subject = `Contact form: ${contactBody(options.tag, 0).name}`;
    const started = Date.now();
    let copies: Mail[] = [];
    while (Date.now() - started < 60_000) {
      copies = (await options.catcher.list()).filter((m) => m.subject === subject);
      if (copies.length) break;
      await sleep(250);
    }
    await sleep(1500);
    copies = (await options.catcher.list()).filter((m) => m.subject === subject);
    return {
      firstServer: { copies: received.length, messageIds: received },
      afterRestart: { copies: copies.length, messageIds: copies.map(messageIdOf) },
    };
  } finally {
    api?.kill('SIGKILL');
    await second?.stop();
    await server.close();
  }
}
