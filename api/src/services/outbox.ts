import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { rows, sql, type Db } from '../db/client.js';

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
}

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  pollMs?: number;
  batchSize?: number;
  /** Lease on claimed rows; a crashed worker's rows become claimable again after it. */
  leaseSeconds?: number;
  maxAttempts?: number;
  log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so several API processes can run workers
 * side by side without sending a mail twice; mails are sent outside the claiming transaction.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, pollMs = 1000, batchSize = 20, leaseSeconds = 60, maxAttempts = 12 } = options;
  const transport: Transporter = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 2 } as never);
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
            reply_to AS "replyTo", attempts`,
    );
  }

  /** Sends every due mail once; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return delivered;
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          });
          await db.execute(sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${mail.id}`);
          delivered++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.execute(sql`UPDATE outbox SET locked_until = NULL, last_error = ${message.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)}) WHERE id = ${mail.id}`);
          options.log?.warn({ outboxId: mail.id, attempts: mail.attempts, err: message }, 'mail delivery failed; will retry');
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
