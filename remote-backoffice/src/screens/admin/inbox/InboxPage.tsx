import { useSearchParams } from '@portal/shared/router';
import { BackOfficePage } from '../../../components/BackOfficePage';
import { ContactMessages } from './ContactMessages';
import { FilterChips } from './FilterChips';
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
      <div className={styles.parts}>
        <FilterChips label="Inbox part" options={PARTS} value={part} onChange={choose} />
      </div>
      {part === 'messages' ? <ContactMessages /> : <MailOutbox />}
    </BackOfficePage>
  );
}
