import { Button } from '@portal/shared/ui';
import type { QueryAttachment, QueryMessageView } from '@portal/shared/validation';
import { formatWhen } from '../../../lib/format';
import { fileSizeText } from '../lib/queryText';
import feedback from '../../../styles/feedback.module.css';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface QueryThreadProps {
  messages: readonly QueryMessageView[];
  onDownload: (file: QueryAttachment) => void;
}

/** The thread, oldest message first: who wrote (the agent or an operator), when, the text and its files. */
export function QueryThread({ messages, onDownload }: QueryThreadProps) {
  const { t } = useT();
  return (
    <section aria-labelledby="query-thread-title" className={styles.thread}>
      <h3 id="query-thread-title" className={styles.actionTitle}>
        {t('queries.thread.title', { count: messages.length })}
      </h3>
      <ol className={styles.messages}>
        {messages.map((message) => (
          <li key={message.id} className={message.author === 'operator' ? styles.fromOperator : styles.fromMember}>
            <p className={styles.messageHead}>
              <strong>
                {message.author === 'operator' ? t('queries.thread.operator', { name: message.authorName }) : message.authorName}
              </strong>{' '}
              <span className={feedback.muted}>{formatWhen(message.at)}</span>
            </p>
            <p className={styles.messageText}>{message.text}</p>
            {message.attachments.length ? (
              <ul className={styles.files} aria-label={t('queries.thread.files')}>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <Button variant="inline" onClick={() => onDownload(file)}>
                      {t('queries.thread.download', { name: file.fileName })}
                    </Button>{' '}
                    <span className={feedback.muted}>
                      ({file.contentType === 'application/pdf' ? 'PDF' : file.contentType === 'image/png' ? 'PNG' : 'JPEG'},{' '}
                      {fileSizeText(file.sizeBytes)})
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
