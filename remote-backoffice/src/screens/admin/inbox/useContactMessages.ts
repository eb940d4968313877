import { useCallback, useState } from 'react';
import type { InboxMessage, InboxMessageFilter } from '@portal/shared/validation';
import { listInboxMessages, setMessageHandled } from '../../../api/inbox';
import { useCursorList } from '../../../hooks/useCursorList';
import { useRowActions } from '../../../hooks/useRowActions';
import { useT } from '../../../i18n';

export const MESSAGES_PAGE_SIZE = 20;

/** The contact messages for a filter, page by page, and marking one handled or open again. */
export function useContactMessages() {
  const { t } = useT();
  const [filter, setFilter] = useState<InboxMessageFilter>('open');
  const list = useCursorList<InboxMessage>(
    filter,
    async (cursor, signal) => {
      const answer = await listInboxMessages(filter, { cursor, limit: MESSAGES_PAGE_SIZE }, signal);
      return { items: answer.messages, nextCursor: answer.nextCursor };
    },
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
          const { contactMessage } = await setMessageHandled(message.id, handled);
          // It stays listed until the list is asked for again, so the operator can undo at once.
          replace(contactMessage, (listed) => listed.id === message.id);
          return handled ? t('inbox.messages.markedHandled', { name: message.name }) : t('inbox.messages.reopened', { name: message.name });
        },
        t('inbox.messages.saveFailed'),
      );
    },
    [replace, run, t],
  );

  const changeFilter = useCallback(
    (next: InboxMessageFilter) => {
      setFilter(next);
      clear();
    },
    [clear],
  );

  return { filter, setFilter: changeFilter, list, busy, announcement, actionError, toggleHandled };
}
