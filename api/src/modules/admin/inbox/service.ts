import type { InboxMessage, InboxMessageFilter, OperatorActor, OutboxMail, OutboxStatus } from '@portal/shared/admin';
import { one, rows, sql, type Db } from '../../../db/client.js';
import { HttpError, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit } from '../../../services/audit.js';
import { cursorAt, encodeTimeCursor, isoAt, type TimeCursor } from '../timeCursor.js';
import { OUTBOX_MAX_ATTEMPTS } from '../../../services/outbox.js';

type Page = { cursor?: TimeCursor | undefined; limit: number };
type Positioned<T> = T & { cursorAt: string };

function paged<T extends { id: number }>(found: Positioned<T>[], limit: number): { items: T[]; nextCursor: string | null } {
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ cursorAt: _position, ...item }) => item as unknown as T),
    nextCursor: found.length > limit && last ? encodeTimeCursor({ at: last.cursorAt, id: String(last.id) }) : null,
  };
}

// ---- Contact messages -------------------------------------------------------------------------------

const messageColumns = sql`id, name, email, phone, message, referer, ${isoAt(sql.identifier('created_at'))} AS "createdAt",
  ${isoAt(sql.identifier('handled_at'))} AS "handledAt", handled_by AS "handledBy"`;

/** In English (the tests' expectations); answers are written in the request's language. */
export const MESSAGE_NOT_FOUND = t('inbox.messageNotFound');

/** `text` inside a LIKE pattern, matched as typed (its % and _ are not wildcards). */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Contact messages newest first: open (not handled yet), handled, or all; with `search`, those whose name,
 * e-mail or text contains it (any case). The cursor is the last row's place in that order, so later pages
 * of a search stay right.
 */
export async function listInboxMessages(
  db: Db,
  filter: InboxMessageFilter,
  page: Page,
  search?: string,
): Promise<{ messages: InboxMessage[]; nextCursor: string | null }> {
  const where = [sql`true`];
  if (filter === 'open') where.push(sql`handled_at IS NULL`);
  if (filter === 'handled') where.push(sql`handled_at IS NOT NULL`);
  if (search) {
    const pattern = likeContaining(search);
    where.push(sql`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR message ILIKE ${pattern})`);
  }
  if (page.cursor) where.push(sql`(created_at, id) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::bigint)`);
  const found = await rows<Positioned<InboxMessage>>(
    db,
    sql`SELECT ${messageColumns}, ${cursorAt(sql.identifier('created_at'))} AS "cursorAt"
        FROM contact_messages WHERE ${sql.join(where, sql` AND `)}
        ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1}`,
  );
  const { items, nextCursor } = paged(found, page.limit);
  return { messages: items, nextCursor };
}

/**
 * Marks a message handled (by this operator, now) or open again. Idempotent: a message already in that
 * state is answered as it is, and nothing is written to the audit log since nothing changed.
 */
export async function setMessageHandled(db: Db, operator: OperatorActor, id: number, handled: boolean): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const current = await one<InboxMessage>(tx, sql`SELECT ${messageColumns} FROM contact_messages WHERE id = ${id} FOR UPDATE`);
    if (!current) throw notFound(t('inbox.messageNotFound'));
    if ((current.handledAt !== null) === handled) return current;
    const updated = (await one<InboxMessage>(
      tx,
      handled
        ? sql`UPDATE contact_messages SET handled_at = now(), handled_by = ${operator.email} WHERE id = ${id} RETURNING ${messageColumns}`
        : sql`UPDATE contact_messages SET handled_at = NULL, handled_by = NULL WHERE id = ${id} RETURNING ${messageColumns}`,
    ))!;
    const state = (message: InboxMessage) => ({ handledAt: message.handledAt, handledBy: message.handledBy });
    await recordAudit(tx, operator, {
      action: handled ? 'contact_message.handle' : 'contact_message.reopen',
      recordType: 'contact_message',
      recordId: id,
      before: state(current),
      after: state(updated),
    });
    return updated;
  });
}

// ---- The mail outbox ----------------------------------------------------------------------------------

/**
 * What each status means in the worker's columns. Failed: not sent and an attempt failed (last_error) or
 * no attempt is left (a worker that crashed mid-send uses an attempt without recording an error).
 */
const statusCondition = (status: OutboxStatus, maxAttempts: number) => {
  switch (status) {
    case 'sent':
      return sql`sent_at IS NOT NULL`;
    case 'failed':
      return sql`sent_at IS NULL AND (last_error IS NOT NULL OR attempts >= ${maxAttempts})`;
    case 'pending':
      return sql`sent_at IS NULL AND last_error IS NULL AND attempts < ${maxAttempts}`;
  }
};

// Never the bodies: onboarding and password-reset mails carry secret links.
const mailColumns = (maxAttempts: number) => sql`id, to_address AS "to", subject, attempts, ${maxAttempts}::int AS "maxAttempts",
  CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN last_error IS NOT NULL OR attempts >= ${maxAttempts} THEN 'failed' ELSE 'pending' END AS status,
  (sent_at IS NULL AND attempts >= ${maxAttempts}) AS "gaveUp", last_error AS "lastError",
  ${isoAt(sql.identifier('created_at'))} AS "createdAt", ${isoAt(sql.identifier('sent_at'))} AS "sentAt",
  CASE WHEN sent_at IS NULL AND attempts < ${maxAttempts} THEN ${isoAt(sql.identifier('next_attempt_at'))} END AS "nextAttemptAt"`;

/** In English (the tests' expectations); answers are written in the request's language. */
export const MAIL_NOT_FOUND = t('inbox.mailNotFound');

/** The outbox newest first, by status. */
export async function listOutbox(
  db: Db,
  status: OutboxStatus | 'all',
  page: Page,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
): Promise<{ mails: OutboxMail[]; nextCursor: string | null }> {
  const where = [sql`true`];
  if (status !== 'all') where.push(statusCondition(status, maxAttempts));
  if (page.cursor) where.push(sql`(created_at, id) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::bigint)`);
  const found = await rows<Positioned<OutboxMail>>(
    db,
    sql`SELECT ${mailColumns(maxAttempts)}, ${cursorAt(sql.identifier('created_at'))} AS "cursorAt"
        FROM outbox WHERE ${sql.join(where, sql` AND `)}
        ORDER BY created_at DESC, id DESC LIMIT ${page.limit + 1}`,
  );
  const { items, nextCursor } = paged(found, page.limit);
  return { mails: items, nextCursor };
}

/**
 * Schedules a failed mail for sending now with a fresh set of attempts (the worker picks it up on its
 * next pass). A row a worker holds at this moment keeps its lease, so it is never sent twice on purpose.
 * 409 for a mail already sent, or one that has not failed (it is on its way anyway).
 */
export async function retryMail(db: Db, operator: OperatorActor, id: number, maxAttempts = OUTBOX_MAX_ATTEMPTS): Promise<OutboxMail> {
  return db.transaction(async (tx) => {
    const current = await one<OutboxMail>(tx, sql`SELECT ${mailColumns(maxAttempts)} FROM outbox WHERE id = ${id} FOR UPDATE`);
    if (!current) throw notFound(t('inbox.mailNotFound'));
    if (current.status === 'sent') throw new HttpError(409, t('inbox.mailSent'));
    if (current.status === 'pending') throw new HttpError(409, t('inbox.mailPending'));
    const updated = (await one<OutboxMail>(
      tx,
      sql`UPDATE outbox SET attempts = 0, last_error = NULL, next_attempt_at = now() WHERE id = ${id} RETURNING ${mailColumns(maxAttempts)}`,
    ))!;
    const state = (mail: OutboxMail) => ({
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      nextAttemptAt: mail.nextAttemptAt,
    });
    await recordAudit(tx, operator, {
      action: 'mail.retry',
      recordType: 'mail',
      recordId: id,
      before: { to: current.to, subject: current.subject, ...state(current) },
      after: state(updated),
    });
    return updated;
  });
}
