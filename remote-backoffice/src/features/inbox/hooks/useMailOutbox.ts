import { useCallback, useState } from 'react';
import { portalApi } from '@portal/shared';
import { adminEndpoints, type OutboxMail, type OutboxStatus } from '@portal/shared/admin';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useRowActions } from './useRowActions';
import { useT } from '../../../i18n';

export const OUTBOX_PAGE_SIZE = 25;
export type OutboxFilter = OutboxStatus | 'all';

/** The outbox for a status filter, page by page, and retrying a failed mail. */
export function useMailOutbox() {
  const { t } = useT();
  const [filter, setFilterState] = useState<OutboxFilter>('all');
  const list = useEndpointList(
    adminEndpoints.inbox.adminOutbox,
    { query: { status: filter, limit: OUTBOX_PAGE_SIZE } },
    'mails',
    t('inbox.outbox.loadFailed'),
  );
  const { busy, announcement, actionError, run, clear } = useRowActions();
  /** The mail just retried: its row takes the focus its Retry button had. */
  const [retried, setRetried] = useState<number | null>(null);
  const { replace } = list;

  const retry = useCallback(
    (mail: OutboxMail) =>
      run(
        mail.id,
        async () => {
          const answer = await portalApi.call(adminEndpoints.inbox.adminRetryMail, { params: { id: mail.id } });
          replace(answer.mail, (listed) => listed.id === mail.id);
          setRetried(mail.id);
          return t('inbox.outbox.willResend', { to: mail.to });
        },
        t('inbox.outbox.retryFailed'),
      ),
    [replace, run, t],
  );

  const setFilter = useCallback(
    (next: OutboxFilter) => {
      setFilterState(next);
      clear();
      setRetried(null);
    },
    [clear],
  );

  return { filter, setFilter, list, busy, announcement, actionError, retried, retry };
}
