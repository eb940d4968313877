import { useCallback, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { portalApi } from '@portal/shared';
import { adminEndpoints, INBOX_MESSAGE_FILTERS, INBOX_SEARCH_MAX, type InboxMessage, type InboxMessageFilter } from '@portal/shared/admin';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useRowActions } from './useRowActions';
import { useT } from '../../../i18n';

export const MESSAGES_PAGE_SIZE = 20;

const isFilter = (value: string | null): value is InboxMessageFilter =>
  (INBOX_MESSAGE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The contact messages for a filter and a search (both in the address: `?status=all&q=kavya`, so a link or
 * Back keeps them), page by page, and marking one handled or open again.
 */
export function useContactMessages() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: InboxMessageFilter = isFilter(status) ? status : 'open';
  const q = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const [text, setText] = useState(q);
  const list = useEndpointList(
    adminEndpoints.inbox.adminInboxMessages,
    { query: { status: filter, q: q || undefined, limit: MESSAGES_PAGE_SIZE } },
    'messages',
    t('inbox.messages.loadFailed'),
  );
  const { busy, announcement, actionError, run, clear } = useRowActions();
  const { replace } = list;

  const toggleHandled = useCallback(
    (message: InboxMessage) => {
      const handled = message.handledAt === null;
      return run(
        message.id,
        async () => {
          const { adminMarkMessageHandled, adminReopenMessage } = adminEndpoints.inbox;
          const { contactMessage } = await portalApi.call(handled ? adminMarkMessageHandled : adminReopenMessage, {
            params: { id: message.id },
          });
          // It stays listed until the list is asked for again, so the operator can undo at once.
          replace(contactMessage, (listed) => listed.id === message.id);
          return handled ? t('inbox.messages.markedHandled', { name: message.name }) : t('inbox.messages.reopened', { name: message.name });
        },
        t('inbox.messages.saveFailed'),
      );
    },
    [replace, run, t],
  );

  const show = useCallback(
    (change: { status?: InboxMessageFilter; q?: string }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const put = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
        if (change.status !== undefined) put('status', change.status === 'open' ? '' : change.status);
        if (change.q !== undefined) put('q', change.q.trim());
        return next;
      });
      clear();
    },
    [clear, setParams],
  );
  const changeFilter = useCallback((next: InboxMessageFilter) => show({ status: next }), [show]);
  const search = useCallback(() => show({ q: text }), [show, text]);

  return { filter, setFilter: changeFilter, q, text, setText, search, list, busy, announcement, actionError, toggleHandled };
}
