import { Button, TextField, visuallyHidden } from '@portal/shared/ui';
import { INBOX_MESSAGE_FILTERS, INBOX_SEARCH_MAX, type InboxMessageFilter } from '@portal/shared/admin';
import { FilterChips } from './FilterChips';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { MessageCard } from './MessageCard';
import { useContactMessages } from '../hooks/useContactMessages';
import layout from '../../../styles/layout.module.css';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

/** The contact form's messages, newest first, by state, each with "Mark handled" or "Reopen". */
export function ContactMessages() {
  const { t } = useT();
  const { filter, setFilter, q, text, setText, search, list, busy, announcement, actionError, toggleHandled } = useContactMessages();
  const filterLabels: Record<InboxMessageFilter, string> = {
    open: t('inbox.messages.open'),
    handled: t('inbox.messages.handled'),
    all: t('inbox.messages.all'),
  };
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
      <form
        role="search"
        aria-label={t('inbox.messages.search')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextField
          id="inbox-search"
          label={t('inbox.messages.search')}
          type="search"
          value={text}
          maxLength={INBOX_SEARCH_MAX}
          placeholder={t('inbox.messages.searchHint')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline">
          {t('inbox.messages.searchButton')}
        </Button>
      </form>
      <FilterChips
        label={t('inbox.messages.show')}
        options={INBOX_MESSAGE_FILTERS.map((value) => ({ value, label: filterLabels[value] }))}
        value={filter}
        onChange={setFilter}
      />
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      <ListStatus list={list} loading={t('inbox.messages.loading')} empty={q ? t('inbox.messages.emptySearch', { q }) : empty[filter]} />
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
