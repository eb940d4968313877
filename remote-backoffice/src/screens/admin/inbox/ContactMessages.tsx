import { INBOX_MESSAGE_FILTERS, type InboxMessageFilter } from '@portal/shared/validation';
import { FilterChips } from './FilterChips';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { MessageCard } from './MessageCard';
import { useContactMessages } from './useContactMessages';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

/** The contact form's messages, newest first, by state, each with "Mark handled" or "Reopen". */
export function ContactMessages() {
  const { t } = useT();
  const { filter, setFilter, list, busy, announcement, actionError, toggleHandled } = useContactMessages();
  const filterLabels: Record<InboxMessageFilter, string> = { open: t('inbox.messages.open'), handled: t('inbox.messages.handled'), all: t('inbox.messages.all') };
  const empty: Record<InboxMessageFilter, string> = {
    open: t('inbox.messages.emptyOpen'),
    handled: t('inbox.messages.emptyHandled'),
    all: t('inbox.messages.emptyAll'),
  };
  return (
    <section className={layout.stack} aria-labelledby="contact-messages-heading">
      <h2 id="contact-messages-heading" className={styles.sectionTitle}>
        {t('inbox.messages.title')}
      </h2>
      <FilterChips
        label={t('inbox.messages.show')}
        options={INBOX_MESSAGE_FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
        value={filter}
        onChange={setFilter}
      />
      <p className={feedback.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ListStatus list={list} loading={t('inbox.messages.loading')} empty={empty[filter]} />
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
