import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { rows, sql, type Db } from '../db/client.js';
import { positiveSetting } from '../settings.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Queues a mail; call it with the transaction that makes the change the mail reports. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.execute(sql`INSERT INTO outbox (to_address, subject, text_body, html_body, reply_to)
    VALUES (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${mail.replyTo ?? null})`);
}

interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  attempts: number;
  /** The lease this claim set (text, full precision): the fencing token checked before each send. */
  lease: string;
  createdAtMs: string;
}

/** Attempts after which the worker gives a mail up (until an operator retries it from the back office). */
export const OUTBOX_MAX_ATTEMPTS = 12;

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  pollMs?: number;
  batchSize?: number;
  /** Lease on claimed rows; a crashed worker's rows become claimable again after it. */
  leaseSeconds?: number;
  maxAttempts?: number;
  /** First retry delay; it doubles per failed attempt (OUTBOX_RETRY_BASE_SECONDS). */
  retryBaseSeconds?: number;
  /** Cap of the retry delay (OUTBOX_RETRY_MAX_SECONDS). */
  retryMaxSeconds?: number;
  log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return backoffSeconds(attempts, 5, 3600);
}

/** `base` after the first failed attempt, doubling each time, capped at `max`. */
export function backoffSeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so if a crash between the SMTP server's
 * acceptance and `sent_at` makes the worker send a row again, the copy carries the same Message-ID and
 * receivers (and tests) can recognise it as a duplicate.
 */
export function outboxMessageId(id: number, createdAtMs: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'agentportal.invalid';
  return `<outbox.${id}.${createdAtMs}@${domain}>`;
}

/**
 * Claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so several API processes can run workers
 * side by side without sending a mail twice; mails are sent outside the claiming transaction.
 *
 * Delivery is at-least-once, not exactly-once: SMTP has no idempotent submission, so a process killed
 * after the server accepted a mail and before `sent_at` is committed sends that row again once its lease
 * expires. The window is one mail per worker (mails are sent one at a time, each marked sent at once),
 * and the copy has the same Message-ID. Before each send the worker renews the row's lease only if it
 * still holds it (the claimed `locked_until` is the fencing token), and SMTP timeouts are kept below the
 * lease, so a slow batch cannot let another process claim and send the same row meanwhile.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  // Unless given, the defaults declared with the settings (an empty environment reads them).
  const {
    db,
    pollMs = positiveSetting({}, 'OUTBOX_POLL_MS'),
    batchSize = 20,
    leaseSeconds = positiveSetting({}, 'OUTBOX_LEASE_SECONDS'),
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    retryBaseSeconds = positiveSetting({}, 'OUTBOX_RETRY_BASE_SECONDS'),
    retryMaxSeconds = positiveSetting({}, 'OUTBOX_RETRY_MAX_SECONDS'),
  } = options;
  // Every SMTP wait ends well inside the lease (a hung server cannot outlive it).
  const timeoutMs = Math.max(1000, Math.floor((leaseSeconds * 1000) / 2));
  const transport: Transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as never);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim(): Promise<ClaimedMail[]> {
    return rows<ClaimedMail>(
      db,
      sql`UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM outbox
            WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${maxAttempts}
              AND (locked_until IS NULL OR locked_until < now())
            ORDER BY id LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address AS "toAddress", subject, text_body AS "textBody", html_body AS "htmlBody",
            reply_to AS "replyTo", attempts, locked_until::text AS lease,
            (extract(epoch FROM created_at) * 1000)::bigint::text AS "createdAtMs"`,
    );
  }

  /** Renews the lease of a claimed row if this worker still holds it; false when it no longer does. */
  async function renew(mail: ClaimedMail): Promise<boolean> {
    const held = await rows<{ lease: string }>(
      db,
      sql`UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseSeconds})
          WHERE id = ${mail.id} AND sent_at IS NULL AND locked_until = ${mail.lease}::timestamptz
          RETURNING locked_until::text AS lease`,
    );
    if (!held[0]) return false;
    mail.lease = held[0].lease;
    return true;
  }

  /** Sends every due mail once; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      // Oldest first (UPDATE … RETURNING gives no order).
      const batch = (await claim()).sort((a, b) => a.id - b.id);
      if (batch.length === 0) return delivered;
      for (const mail of batch) {
        if (!(await renew(mail))) {
          options.log?.warn({ outboxId: mail.id }, 'outbox lease lost before sending; another worker owns the row');
          continue;
        }
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            messageId: outboxMessageId(mail.id, Number(mail.createdAtMs), options.from),
            ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.execute(sql`UPDATE outbox SET locked_until = NULL, last_error = ${message.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(mail.attempts, retryBaseSeconds, retryMaxSeconds)})
            WHERE id = ${mail.id} AND locked_until = ${mail.lease}::timestamptz`);
          options.log?.warn({ outboxId: mail.id, attempts: mail.attempts, err: message }, 'mail delivery failed; will retry');
          continue;
        }
        // Accepted by SMTP: from here a failure must not schedule a retry (that would send it twice on
        // purpose). Mark it sent, retrying briefly; if that fails the lease expiry re-sends it (at least once).
        for (let attempt = 1; ; attempt++) {
          try {
            await db.execute(sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${mail.id}`);
            delivered++;
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      }
      if (batch.length < batchSize) return delivered;
    }
  }

  function tick() {
    if (stopped) return;
    running = runOnce().catch((error: unknown) => {
      options.log?.warn({ err: String(error) }, 'outbox worker pass failed');
      return 0;
    });
    void running.finally(() => {
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
