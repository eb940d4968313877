import { Card } from '@portal/shared/ui';
import type { ImportRecord } from '@portal/shared/admin';
import feedback from '../../../styles/feedback.module.css';
import styles from './Imports.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

/** A running import's progress bar, then its final counts (or why it failed). */
export function ImportProgress({ record, trouble }: { record: ImportRecord; trouble: boolean }) {
  const { t } = useT();
  const percent = record.total ? Math.floor((record.processed * 100) / record.total) : 100;
  return (
    <Card title={t('imports.progress.title', { name: record.fileName })} titleId="import-progress-title">
      <progress
        className={styles.progress}
        max={record.total || 1}
        value={record.processed}
        aria-labelledby="import-progress-title"
        aria-valuetext={t('imports.progress.value', { percent, processed: count(record.processed), total: count(record.total) })}
      />
      <p className={styles.summary} role="status" data-testid="import-status">
        {record.status === 'running'
          ? t('imports.progress.running', { processed: count(record.processed), total: count(record.total), percent })
          : record.status === 'done'
            ? t('imports.progress.done', {
                imported: count(record.imported),
                cancelled: count(record.cancelled),
                duplicates: count(record.duplicates),
                errors: count(record.errors),
              })
            : t('imports.progress.failed', {
                processed: count(record.processed),
                total: count(record.total),
                imported: count(record.imported),
                error: record.error ?? '',
              })}
      </p>
      {trouble ? <p className={feedback.note}>{t('imports.progress.trouble')}</p> : null}
    </Card>
  );
}
