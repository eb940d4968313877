import { formatDateIN } from '@portal/shared';
import type { ImportRecord } from '@portal/shared/validation';
import { ResourceListStatus } from '../../../components/ListStatus';
import type { Resource } from '../../../hooks/useApiResource';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import tables from '../../../styles/tables.module.css';

const STATUS_TEXT: Record<ImportRecord['status'], string> = { running: 'Running', done: 'Done', failed: 'Failed' };

/** "24 Nov 2026, 14:05" in India's time. */
function when(iso: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
  return `${formatDateIN(day)}, ${time}`;
}

/** The record of past imports (back office and CLI), newest first. */
export function ImportHistory({ history, onRetry }: { history: Resource<ImportRecord[]>; onRetry: () => void }) {
  return (
    <section className={layout.card} aria-labelledby="import-history-title" aria-busy={history.status === 'loading'}>
      <h2 id="import-history-title" className={layout.cardTitle}>
        Past imports
      </h2>
      <ResourceListStatus resource={history} reload={onRetry} noun="past imports" empty="No imports yet." />
      {history.status === 'ready' && history.value.length ? (
        <div className={tables.scroller}>
          <table className={tables.table}>
            <caption className={feedback.visuallyHidden}>Past imports, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">File</th>
                <th scope="col">By</th>
                <th scope="col">Status</th>
                <th scope="col" className={tables.number}>
                  Rows
                </th>
                <th scope="col" className={tables.number}>
                  Imported
                </th>
                <th scope="col" className={tables.number}>
                  Duplicates
                </th>
                <th scope="col" className={tables.number}>
                  Errors
                </th>
              </tr>
            </thead>
            <tbody>
              {history.value.map((record) => (
                <tr key={record.id}>
                  <td>{when(record.startedAt)}</td>
                  <th scope="row" className={feedback.breakable}>
                    {record.fileName}
                  </th>
                  <td className={feedback.breakable}>{record.operatorEmail}</td>
                  <td>
                    {STATUS_TEXT[record.status]}
                    {record.status === 'running' ? ` (${record.processed} of ${record.total})` : ''}
                  </td>
                  <td className={tables.number}>{record.total.toLocaleString('en-IN')}</td>
                  <td className={tables.number}>
                    {record.imported.toLocaleString('en-IN')}
                    {record.cancelled ? ` (+${record.cancelled.toLocaleString('en-IN')} cancelled)` : ''}
                  </td>
                  <td className={tables.number}>{record.duplicates.toLocaleString('en-IN')}</td>
                  <td className={tables.number}>{record.errors.toLocaleString('en-IN')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
