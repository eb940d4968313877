/* Test helpers of the inbox screen: rows as the API sends them. */
import type { InboxMessage, OutboxMail } from '@portal/shared/admin';

export function makeMessage(id: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id,
    name: `Visitor ${id}`,
    email: `visitor${id}@example.com`,
    phone: '9876543210',
    message: `Question ${id}`,
    referer: null,
    createdAt: '2026-11-24T06:15:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

export function makeMail(id: number, overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id,
    to: `person${id}@example.com`,
    subject: `Subject ${id}`,
    status: 'sent',
    attempts: 1,
    maxAttempts: 12,
    gaveUp: false,
    lastError: null,
    createdAt: '2026-11-24T06:00:00.000Z',
    sentAt: '2026-11-24T06:00:05.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}
