import { FilterChips } from './FilterChips';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { OutboxTable } from './OutboxTable';
import { useMailOutbox, type OutboxFilter } from './useMailOutbox';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Inbox.module.css';

const FILTERS: { value: OutboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
];
const EMPTY: Record<OutboxFilter, string> = {
  all: 'The outbox is empty.',
  failed: 'No failed mails.',
  pending: 'No mails waiting to be sent.',
  sent: 'No sent mails yet.',
};

/** The mails the portal queued (invitations, resets, forwarded messages…), by status, with "Retry" for failed ones. */
export function MailOutbox() {
  const { filter, setFilter, list, busy, announcement, actionError, retried, retry } = useMailOutbox();
  return (
    <section className={layout.stack} aria-labelledby="mail-outbox-heading">
      <h2 id="mail-outbox-heading" className={styles.sectionTitle}>
        Mail outbox
      </h2>
      <FilterChips label="Show mails" options={FILTERS} value={filter} onChange={setFilter} />
      <p className={feedback.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ListStatus list={list} noun="mails" empty={EMPTY[filter]} />
      {list.items.length > 0 ? (
        <OutboxTable mails={list.items} busy={busy} actionError={actionError} retried={retried} onRetry={(mail) => void retry(mail)} />
      ) : null}
      <LoadMore list={list} />
    </section>
  );
}
