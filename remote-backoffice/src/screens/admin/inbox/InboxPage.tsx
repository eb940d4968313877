import { useSearchParams } from '@portal/shared/router';
import { BackOfficePage } from '../../../components/BackOfficePage';
import { ContactMessages } from './ContactMessages';
import { MailOutbox } from './MailOutbox';
import styles from './Inbox.module.css';

type Part = 'messages' | 'outbox';
const PARTS: { value: Part; label: string }[] = [
  { value: 'messages', label: 'Contact messages' },
  { value: 'outbox', label: 'Mail outbox' },
];

/** `/admin/inbox`: the contact form's messages, or the mail outbox (`?view=outbox`, so a link keeps the part). */
export default function InboxPage() {
  const [search, setSearch] = useSearchParams();
  const part: Part = search.get('view') === 'outbox' ? 'outbox' : 'messages';
  const choose = (next: Part) => setSearch(next === 'outbox' ? { view: 'outbox' } : {}, { replace: true });
  return (
    <BackOfficePage title="Inbox">
      <div role="group" aria-label="Inbox part" className={styles.parts}>
        {PARTS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={option.value === part ? `${styles.part} ${styles.partOn}` : styles.part}
            aria-pressed={option.value === part}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {part === 'messages' ? <ContactMessages /> : <MailOutbox />}
    </BackOfficePage>
  );
}
