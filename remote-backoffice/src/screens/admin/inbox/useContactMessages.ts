import { useCallback, useState } from 'react';
import type { InboxMessage, InboxMessageFilter } from '@portal/shared/validation';
import { listInboxMessages, setMessageHandled } from '../../../api/inbox';
import { useCursorList } from '../../../hooks/useCursorList';

export const MESSAGES_PAGE_SIZE = 20;

export interface MessageActionError {
  id: number;
  message: string;
}

/** The contact messages for a filter, page by page, and marking one handled or open again. */
export function useContactMessages() {
  const [filter, setFilter] = useState<InboxMessageFilter>('open');
  const list = useCursorList<InboxMessage>(
    filter,
    async (cursor, signal) => {
      const answer = await listInboxMessages(filter, { cursor, limit: MESSAGES_PAGE_SIZE }, signal);
      return { items: answer.messages, nextCursor: answer.nextCursor };
    },
    'Could not load the contact messages. Please try again.',
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<MessageActionError | null>(null);
  const { replace } = list;

  const toggleHandled = useCallback(
    async (message: InboxMessage) => {
      const handled = message.handledAt === null;
      setBusy((ids) => new Set(ids).add(message.id));
      setActionError(null);
      setAnnouncement('');
      try {
        const { contactMessage } = await setMessageHandled(message.id, handled);
        // It stays listed until the list is asked for again, so the operator can undo at once.
        replace(contactMessage, (listed) => listed.id === message.id);
        setAnnouncement(handled ? `Marked the message from ${message.name} handled.` : `Reopened the message from ${message.name}.`);
      } catch (error) {
        setActionError({ id: message.id, message: error instanceof Error ? error.message : 'Could not save. Please try again.' });
      } finally {
        setBusy((ids) => {
          const next = new Set(ids);
          next.delete(message.id);
          return next;
        });
      }
    },
    [replace],
  );

  const changeFilter = useCallback((next: InboxMessageFilter) => {
    setFilter(next);
    setActionError(null);
    setAnnouncement('');
  }, []);

  return { filter, setFilter: changeFilter, list, busy, announcement, actionError, toggleHandled };
}
