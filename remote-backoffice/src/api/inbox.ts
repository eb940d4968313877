import { apiPaths, portalApi } from '@portal/shared';
import type {
  InboxMessageFilter,
  InboxMessageResponse,
  InboxMessagesResponse,
  OutboxMailResponse,
  OutboxResponse,
  OutboxStatus,
} from '@portal/shared/validation';

/** The back office's inbox section: its calls to the API (operators only). */

export interface PageRequest {
  cursor?: string | null;
  limit?: number;
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** Contact messages, newest first. */
export function listInboxMessages(status: InboxMessageFilter, page: PageRequest = {}, signal?: AbortSignal, q = '') {
  return portalApi.request<InboxMessagesResponse>(apiPaths.adminMessages, {
    auth: true,
    query: { status, q: q || undefined, cursor: page.cursor ?? undefined, limit: page.limit?.toString() },
    ...withSignal(signal),
  });
}

/** Marks a message handled (true) or open again (false); the API records it in the audit log. */
export function setMessageHandled(id: number, handled: boolean) {
  return portalApi.request<InboxMessageResponse>(apiPaths.adminMessageHandled, {
    method: handled ? 'PUT' : 'DELETE',
    auth: true,
    params: { id: String(id) },
  });
}

/** The mail outbox's state, newest first (never the mails' bodies). */
export function listOutbox(status: OutboxStatus | 'all', page: PageRequest = {}, signal?: AbortSignal) {
  return portalApi.request<OutboxResponse>(apiPaths.adminOutbox, {
    auth: true,
    query: { status, cursor: page.cursor ?? undefined, limit: page.limit?.toString() },
    ...withSignal(signal),
  });
}

/** Sends a failed mail again now; the API records it in the audit log. */
export function retryMail(id: number) {
  return portalApi.request<OutboxMailResponse>(apiPaths.adminOutboxRetry, { method: 'POST', auth: true, params: { id: String(id) } });
}
