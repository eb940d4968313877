import styles from './Inbox.module.css';
import { useT } from '../../../i18n';

export type InboxPart = 'messages' | 'outbox';
const PARTS: InboxPart[] = ['messages', 'outbox'];

/** The inbox's two parts (messages, outbox) as sub-tabs: toggle buttons, the shown one pressed. */
export function InboxParts({ part, onChoose }: { part: InboxPart; onChoose: (part: InboxPart) => void }) {
  const { t } = useT();
  const labels: Record<InboxPart, string> = { messages: t('inbox.messagesPart'), outbox: t('inbox.outboxPart') };
  return (
    <div role="group" aria-label={t('inbox.parts')} className={styles.parts}>
      {PARTS.map((option) => (
        <button
          key={option}
          type="button"
          className={option === part ? `${styles.part} ${styles.partOn}` : styles.part}
          aria-pressed={option === part}
          onClick={() => onChoose(option)}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
