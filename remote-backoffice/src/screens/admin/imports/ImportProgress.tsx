import type { ImportRecord } from '@portal/shared/validation';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Imports.module.css';

/** A running import's progress bar, then its final counts (or why it failed). */
export function ImportProgress({ record, trouble }: { record: ImportRecord; trouble: boolean }) {
  const percent = record.total ? Math.floor((record.processed * 100) / record.total) : 100;
  return (
    <section className={layout.card} aria-labelledby="import-progress-title">
      <h2 id="import-progress-title" className={layout.cardTitle}>
        Import of {record.fileName}
      </h2>
      <progress className={styles.progress} max={record.total || 1} value={record.processed} aria-labelledby="import-progress-title" aria-valuetext={`${percent}%: ${record.processed} of ${record.total} rows`} />
      <p className={styles.summary} role="status" data-testid="import-status">
        {record.status === 'running'
          ? `Importing… ${record.processed.toLocaleString('en-IN')} of ${record.total.toLocaleString('en-IN')} rows (${percent}%).`
          : record.status === 'done'
            ? `Import finished: ${record.imported.toLocaleString('en-IN')} imported, ${record.cancelled.toLocaleString('en-IN')} cancelled, ${record.duplicates.toLocaleString('en-IN')} duplicates skipped, ${record.errors.toLocaleString('en-IN')} errors.`
            : `Import failed after ${record.processed.toLocaleString('en-IN')} of ${record.total.toLocaleString('en-IN')} rows (${record.imported.toLocaleString('en-IN')} imported). ${record.error ?? ''}`}
      </p>
      {trouble ? <p className={feedback.note}>Could not get the progress just now; asking again…</p> : null}
    </section>
  );
}
