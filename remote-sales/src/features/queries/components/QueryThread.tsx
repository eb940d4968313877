import { Button } from '@portal/shared/ui';
import type { QueryAttachment, QueryDetail } from '@portal/shared/validation';
import { fileSizeLabel } from '../lib/fileSize';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export interface QueryThreadProps {
  query: QueryDetail;
  /** The signed-in member's code: their own messages read "You". */
  ownCode: string | null;
  onDownload: (file: QueryAttachment) => void;
  downloading: number | null;
}

/** The thread, oldest first: who wrote each message and when, its text, and its files to download. */
export function QueryThread({ query, ownCode, onDownload, downloading }: QueryThreadProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const { locale } = format;
  const when = (at: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(at));
  const who = (author: 'member' | 'operator', name: string) =>
    author === 'operator' ? t('queries.who.support') : query.coCode === ownCode ? t('queries.who.you') : name;
  return (
    <ol className={styles.thread}>
      {query.messages.map((message) => (
        <li key={message.id} className={message.author === 'operator' ? `${styles.message} ${styles.fromSupport}` : styles.message}>
          <p className={styles.messageBy}>
            {t('queries.message.by', { who: who(message.author, message.authorName), date: when(message.at) })}
          </p>
          <p className={styles.messageText}>{message.text}</p>
          {message.attachments.length > 0 ? (
            <ul className={styles.attachments} aria-label={t('queries.detail.attachments')}>
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <Button
                    variant="link"
                    size="sm"
                    busy={downloading === file.id}
                    busyLabel={t('queries.detail.downloading', { name: file.fileName })}
                    onClick={() => onDownload(file)}
                  >
                    {t('queries.detail.download', { name: file.fileName, size: fileSizeLabel(file.sizeBytes, locale) })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
