import { useSearchParams } from '@portal/shared/router';
import { BackOfficePage } from '../../../components/BackOfficePage';
import { ContactMessages } from './ContactMessages';
import { MailOutbox } from './MailOutbox';
import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

type Part = 'messages' | 'outbox';
const PARTS: Part[] = ['messages', 'outbox'];

/** `/admin/inbox`: the contact form's messages, or the mail outbox (`?view=outbox`, so a link keeps the part). */
export default function InboxPage() {
  const { t } = useT();
  const labels: Record<Part, string> = { messages: t('inbox.messagesPart'), outbox: t('inbox.outboxPart') };
  const [search, setSearch] = useSearchParams();
  const part: Part = search.get('view') === 'outbox' ? 'outbox' : 'messages';
  const choose = (next: Part) => setSearch(next === 'outbox' ? { view: 'outbox' } : {}, { replace: true });
  return (
    <BackOfficePage title={t('inbox.title')}>
      <div role="group" aria-label={t('inbox.parts')} className={styles.parts}>
        {PARTS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === part ? `${styles.part} ${styles.partOn}` : styles.part}
            aria-pressed={option === part}
            onClick={() => choose(option)}
          >
            {labels[option]}
          </button>
        ))}
      </div>
      {part === 'messages' ? <ContactMessages /> : <MailOutbox />}
    </BackOfficePage>
  );
}
