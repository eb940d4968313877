import { INBOX_MESSAGE_FILTERS, type InboxMessageFilter } from '@portal/shared/validation';
import { FilterChips } from './FilterChips';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { MessageCard } from './MessageCard';
import { useContactMessages } from './useContactMessages';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Inbox.module.css';

const FILTER_LABELS: Record<InboxMessageFilter, string> = { open: 'Open', handled: 'Handled', all: 'All' };
const EMPTY: Record<InboxMessageFilter, string> = {
  open: 'No open messages. Everything has been handled.',
  handled: 'No handled messages yet.',
  all: 'No contact messages yet.',
};

/** The contact form's messages, newest first, by state, each with "Mark handled" or "Reopen". */
export function ContactMessages() {
  const { filter, setFilter, list, busy, announcement, actionError, toggleHandled } = useContactMessages();
  return (
    <section className={layout.stack} aria-labelledby="contact-messages-heading">
      <h2 id="contact-messages-heading" className={styles.sectionTitle}>
        Contact messages
      </h2>
      <FilterChips
        label="Show messages"
        options={INBOX_MESSAGE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        value={filter}
        onChange={setFilter}
      />
      <p className={feedback.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ListStatus list={list} noun="messages" empty={EMPTY[filter]} />
      {list.items.length > 0 ? (
        <ul className={layout.plainList}>
          {list.items.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                busy={busy.has(message.id)}
                error={actionError?.id === message.id ? actionError.message : null}
                onToggle={(m) => void toggleHandled(m)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} />
    </section>
  );
}
