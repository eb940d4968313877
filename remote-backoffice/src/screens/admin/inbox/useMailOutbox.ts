import { useCallback, useState } from 'react';
import type { OutboxMail, OutboxStatus } from '@portal/shared/validation';
import { listOutbox, retryMail } from '../../../api/inbox';
import { useCursorList } from '../../../hooks/useCursorList';

export const OUTBOX_PAGE_SIZE = 25;
export type OutboxFilter = OutboxStatus | 'all';

/** The outbox for a status filter, page by page, and retrying a failed mail. */
export function useMailOutbox() {
  const [filter, setFilterState] = useState<OutboxFilter>('all');
  const list = useCursorList<OutboxMail>(
    filter,
    async (cursor, signal) => {
      const answer = await listOutbox(filter, { cursor, limit: OUTBOX_PAGE_SIZE }, signal);
      return { items: answer.mails, nextCursor: answer.nextCursor };
    },
    'Could not load the mail outbox. Please try again.',
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<{ id: number; message: string } | null>(null);
  /** The mail just retried: its row takes the focus its Retry button had. */
  const [retried, setRetried] = useState<number | null>(null);
  const { replace } = list;

  const retry = useCallback(
    async (mail: OutboxMail) => {
      setBusy((ids) => new Set(ids).add(mail.id));
      setActionError(null);
      setAnnouncement('');
      try {
        const answer = await retryMail(mail.id);
        replace(answer.mail, (listed) => listed.id === mail.id);
        setRetried(mail.id);
        setAnnouncement(`The mail to ${mail.to} will be sent again now.`);
      } catch (error) {
        setActionError({ id: mail.id, message: error instanceof Error ? error.message : 'Could not retry. Please try again.' });
      } finally {
        setBusy((ids) => {
          const next = new Set(ids);
          next.delete(mail.id);
          return next;
        });
      }
    },
    [replace],
  );

  const setFilter = useCallback((next: OutboxFilter) => {
    setFilterState(next);
    setActionError(null);
    setAnnouncement('');
    setRetried(null);
  }, []);

  return { filter, setFilter, list, busy, announcement, actionError, retried, retry };
}
