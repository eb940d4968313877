import { about, isOneLineText, opaqueCursorSchema, pageLimitSchema, says } from '@portal/shared/validation';
import { z } from './zod';
import type { input, output } from 'zod';

// The back office's inbox: request and response schemas, shared by the API and the back-office remote.

/** Rows per page when the query names no limit. */
export const INBOX_PAGE_SIZE = 50;

export const INBOX_MESSAGE_FILTERS = ['open', 'handled', 'all'] as const;
export type InboxMessageFilter = (typeof INBOX_MESSAGE_FILTERS)[number];

/** The longest inbox search. */
export const INBOX_SEARCH_MAX = 100;

/** `GET /admin/inbox/messages?status=&q=&cursor=&limit=`: newest first; `q` is found in the name, e-mail or text. */
export const inboxMessagesQuerySchema = z.object({
  status: z.enum(INBOX_MESSAGE_FILTERS, says('inbox.messageStatus')).default('all'),
  q: z
    .string(about('field.text', 'label.search'))
    .trim()
    .max(INBOX_SEARCH_MAX, about('field.maxLength', 'label.search', { max: INBOX_SEARCH_MAX }))
    .refine(isOneLineText, about('field.invalidCharacters', 'label.search'))
    .optional(),
  cursor: opaqueCursorSchema,
  limit: pageLimitSchema(100),
});

const timestamp = (description: string) => z.string().meta({ description: `${description}, ISO 8601 timestamp` });

/** A message sent through the landing page's contact form. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** How they heard of us, when they said. */
  referer: z.string().nullable(),
  createdAt: timestamp('When it was sent'),
  handledAt: timestamp('When an operator marked it handled').nullable(),
  /** The e-mail of the operator who marked it handled. */
  handledBy: z.string().nullable(),
});

export const inboxMessagesResponseSchema = z.object({
  status: z.literal('success'),
  messages: z.array(inboxMessageSchema),
  nextCursor: z.string().nullable(),
});

/** The answer to `PUT` / `DELETE /admin/inbox/messages/:id/handled`: the message as it now is. */
export const inboxMessageResponseSchema = z.object({
  status: z.literal('success'),
  contactMessage: inboxMessageSchema,
});

/**
 * A mail's state in the outbox. `failed`: not sent and either an attempt failed (the worker retries it
 * later, see `nextAttemptAt`) or the worker gave up (`gaveUp`: no attempt left, no `nextAttemptAt`).
 */
export const OUTBOX_STATUSES = ['pending', 'failed', 'sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** `GET /admin/inbox/outbox?status=&cursor=&limit=`: newest first. */
export const outboxQuerySchema = z.object({
  status: z.enum([...OUTBOX_STATUSES, 'all'], says('inbox.outboxStatus')).default('all'),
  cursor: opaqueCursorSchema,
  limit: pageLimitSchema(100),
});

/** A queued mail as operators see it: never its body (onboarding and reset mails carry secret links). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Sending attempts since it was queued (or since its last retry). */
  attempts: z.number().int(),
  /** After this many attempts the worker stops trying. */
  maxAttempts: z.number().int(),
  /** The worker has stopped trying: only a retry sends it now. */
  gaveUp: z.boolean(),
  lastError: z.string().nullable(),
  createdAt: timestamp('When it was queued'),
  sentAt: timestamp('When the mail server accepted it').nullable(),
  /** When the worker tries it next; null once sent or given up. */
  nextAttemptAt: timestamp('When the worker tries it next').nullable(),
});

export const outboxResponseSchema = z.object({
  status: z.literal('success'),
  mails: z.array(outboxMailSchema),
  nextCursor: z.string().nullable(),
});

/** The answer to `POST /admin/inbox/outbox/:id/retry`: the mail as it now is. */
export const outboxMailResponseSchema = z.object({
  status: z.literal('success'),
  mail: outboxMailSchema,
});

export type InboxMessagesQuery = input<typeof inboxMessagesQuerySchema>;
export type InboxMessage = output<typeof inboxMessageSchema>;
export type InboxMessagesResponse = output<typeof inboxMessagesResponseSchema>;
export type InboxMessageResponse = output<typeof inboxMessageResponseSchema>;
export type OutboxQuery = input<typeof outboxQuerySchema>;
export type OutboxMail = output<typeof outboxMailSchema>;
export type OutboxResponse = output<typeof outboxResponseSchema>;
export type OutboxMailResponse = output<typeof outboxMailResponseSchema>;
