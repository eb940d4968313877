import { adminIdParamsSchema } from '../schemas/common';
import {
  inboxMessageResponseSchema,
  inboxMessagesQuerySchema,
  inboxMessagesResponseSchema,
  outboxMailResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '../schemas/inbox';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's inbox: the contact messages and whether they are handled, and the mail outbox. */
export const inbox = defineEndpoints('admin', {
  adminInboxMessages: {
    method: 'GET',
    path: '/admin/inbox/messages',
    access: 'operator',
    summary: 'Contact messages, newest first: open, handled or all; q searches name, e-mail and text',
    query: inboxMessagesQuerySchema,
    responses: { 200: inboxMessagesResponseSchema },
  },
  adminMarkMessageHandled: {
    method: 'PUT',
    path: '/admin/inbox/messages/:id/handled',
    access: 'operator',
    summary: 'Mark a contact message handled (audited; again is no change)',
    params: adminIdParamsSchema,
    responses: { 200: inboxMessageResponseSchema },
  },
  adminReopenMessage: {
    method: 'DELETE',
    path: '/admin/inbox/messages/:id/handled',
    access: 'operator',
    summary: 'Mark a contact message not handled (audited; again is no change)',
    params: adminIdParamsSchema,
    responses: { 200: inboxMessageResponseSchema },
  },
  adminOutbox: {
    method: 'GET',
    path: '/admin/inbox/outbox',
    access: 'operator',
    summary: "The mail outbox's state, newest first: pending, failed or sent (never the mails' bodies)",
    query: outboxQuerySchema,
    responses: { 200: outboxResponseSchema },
  },
  adminRetryMail: {
    method: 'POST',
    path: '/admin/inbox/outbox/:id/retry',
    access: 'operator',
    summary: 'Send a failed mail again now, with a fresh set of attempts (audited; 409 once sent)',
    params: adminIdParamsSchema,
    responses: { 200: outboxMailResponseSchema },
  },
});
