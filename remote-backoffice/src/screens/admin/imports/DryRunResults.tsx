import { useId, useState } from 'react';
import type { ImportDryRun, ImportRowResult, ImportRowStatus } from '@portal/shared/validation';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import tables from '../../../styles/tables.module.css';
import styles from './Imports.module.css';

/** Rows shown at once: a large file's table stays quick; the counts still cover every row. */
export const ROWS_SHOWN = 200;

type Filter = 'all' | ImportRowStatus;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All rows' },
  { value: 'error', label: 'Errors' },
  { value: 'duplicate', label: 'Duplicates' },
  { value: 'valid', label: 'Valid' },
];

const STATUS_TEXT: Record<ImportRowStatus, string> = { valid: 'Valid', duplicate: 'Duplicate', error: 'Error' };

function rowNote(row: ImportRowResult): string {
  if (row.reasons.length) return row.reasons.join('; ');
  if (row.action === 'cancel') return 'Cancels the policy already imported';
  return 'New policy';
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The dry run's answer: counts, a filter by status, and the rows (line, policy, seller, status, reason). */
export function DryRunResults({ dryRun }: { dryRun: ImportDryRun }) {
  const [filter, setFilter] = useState<Filter>(dryRun.counts.error ? 'error' : 'all');
  const captionId = useId();
  const rows = filter === 'all' ? dryRun.rows : dryRun.rows.filter((r) => r.status === filter);
  const shown = rows.slice(0, ROWS_SHOWN);
  const countOf = (value: Filter) => (value === 'all' ? dryRun.total : dryRun.counts[value]);
  return (
    <section className={layout.card} aria-labelledby={captionId}>
      <h2 id={captionId} className={layout.cardTitle}>
        Check of {dryRun.fileName}
      </h2>
      <p className={styles.summary} data-testid="dry-run-counts">
        {plural(dryRun.total, 'row', 'rows')}: {plural(dryRun.counts.valid, 'valid', 'valid')}, {plural(dryRun.counts.duplicate, 'duplicate', 'duplicates')},{' '}
        {plural(dryRun.counts.error, 'error', 'errors')}.
      </p>
      <div className={layout.segments} role="group" aria-label="Show rows">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={filter === f.value ? `${layout.segment} ${layout.segmentOn}` : layout.segment}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label} <span className={styles.count}>({countOf(f.value).toLocaleString('en-IN')})</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={feedback.note}>No rows to show here.</p>
      ) : (
        <div className={tables.scroller}>
          <table className={tables.table}>
            <caption className={feedback.visuallyHidden}>Rows of {dryRun.fileName}</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Policy number</th>
                <th scope="col">Seller</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.line} data-status={row.status}>
                  <th scope="row" className={tables.number}>
                    {row.line}
                  </th>
                  <td className={feedback.breakable}>{row.policyNumber ?? '—'}</td>
                  <td>{row.soldBy ?? '—'}</td>
                  <td>
                    <span className={styles[row.status]}>{STATUS_TEXT[row.status]}</span>
                  </td>
                  <td className={feedback.breakable}>{rowNote(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > shown.length ? (
        <p className={feedback.note}>
          Showing the first {ROWS_SHOWN.toLocaleString('en-IN')} of {rows.length.toLocaleString('en-IN')} rows.
        </p>
      ) : null}
    </section>
  );
}
