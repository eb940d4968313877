import type { z } from 'zod';
import type { contactSchema } from '@portal/shared/validation';
import type { Db } from '../../db/client.js';
import { contactMail } from '../../services/mails.js';
import { enqueueMail } from '../../services/outbox.js';
import { insertContactMessage } from './queries.js';

export type ContactMessage = z.output<typeof contactSchema>;

/** Stores a visitor's message and queues its mail to the contact inbox, both or neither. */
export async function storeContactMessage(db: Db, inbox: string, message: ContactMessage): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await insertContactMessage(tx, message);
      await enqueueMail(tx, contactMail(inbox, message));
    });
  } catch (error) {
    throw withoutVisitorData(error);
  }
}

/**
 * A database error's SQLSTATE and names only: the query's parameters and a failing row's values (in the
 * driver error's `detail`) are the visitor's name, e-mail, phone and message, which must not be logged.
 */
function withoutVisitorData(error: unknown): Error {
  let inner: unknown = error;
  for (let i = 0; i < 5 && inner instanceof Error && inner.cause; i++) inner = inner.cause;
  const found = (inner ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    table?: unknown;
    constraint?: unknown;
    column?: unknown;
  };
  const sqlState = typeof found.code === 'string' && /^[0-9A-Z]{5}$/.test(found.code) ? found.code : undefined;
  const safe = new Error(
    sqlState
      ? `storing the contact message failed (SQLSTATE ${sqlState})`
      : // Not a statement's error (a closed or unreachable database): its message names no data.
        `storing the contact message failed: ${inner instanceof Error && !/^Failed query/.test(inner.message) ? inner.message : 'unknown error'}`,
  );
  Object.assign(safe, {
    ...(sqlState ? { code: sqlState } : {}),
    ...Object.fromEntries(
      (['table', 'constraint', 'column'] as const).filter((k) => typeof found[k] === 'string').map((k) => [k, found[k]]),
    ),
  });
  return safe;
}
