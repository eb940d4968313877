import { visuallyHidden } from '@portal/shared/ui';
import { FilterChips } from './FilterChips';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { OutboxTable } from './OutboxTable';
import { useMailOutbox, type OutboxFilter } from '../hooks/useMailOutbox';
import layout from '../../../styles/layout.module.css';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

/** The mails the portal queued (invitations, resets, forwarded messages…), by status, with "Retry" for failed ones. */
export function MailOutbox() {
  const { t } = useT();
  const { filter, setFilter, list, busy, announcement, actionError, retried, retry } = useMailOutbox();
  const filters: { value: OutboxFilter; label: string }[] = [
    { value: 'all', label: t('inbox.outbox.all') },
    { value: 'failed', label: t('inbox.outbox.failed') },
    { value: 'pending', label: t('inbox.outbox.pending') },
    { value: 'sent', label: t('inbox.outbox.sent') },
  ];
  const empty: Record<OutboxFilter, string> = {
    all: t('inbox.outbox.emptyAll'),
    failed: t('inbox.outbox.emptyFailed'),
    pending: t('inbox.outbox.emptyPending'),
    sent: t('inbox.outbox.emptySent'),
  };
  return (
    <section className={layout.stack} aria-labelledby="mail-outbox-heading">
      <h2 id="mail-outbox-heading" className={styles.sectionTitle}>
        {t('inbox.outbox.title')}
      </h2>
      <FilterChips label={t('inbox.outbox.show')} options={filters} value={filter} onChange={setFilter} />
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ListStatus list={list} loading={t('inbox.outbox.loading')} empty={empty[filter]} />
      {list.items.length > 0 ? (
        <OutboxTable mails={list.items} busy={busy} actionError={actionError} retried={retried} onRetry={(mail) => void retry(mail)} />
      ) : null}
      <LoadMore list={list} />
    </section>
  );
}
