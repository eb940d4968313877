import { formatDateIN } from '@portal/shared';
import type { ImportRecord } from '@portal/shared/validation';
import { TableCard, type TableColumn } from '../../../components/TableCard';
import type { Resource } from '@portal/shared';

const STATUS_TEXT: Record<ImportRecord['status'], string> = { running: 'Running', done: 'Done', failed: 'Failed' };

/** "24 Nov 2026, 14:05" in India's time. */
function when(iso: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
  return `${formatDateIN(day)}, ${time}`;
}

const count = (n: number) => n.toLocaleString('en-IN');

const COLUMNS: TableColumn<ImportRecord>[] = [
  { header: 'When', cell: (record) => when(record.startedAt) },
  { header: 'File', cell: (record) => record.fileName, rowHeader: true, breakable: true },
  { header: 'By', cell: (record) => record.operatorEmail, breakable: true },
  {
    header: 'Status',
    cell: (record) => `${STATUS_TEXT[record.status]}${record.status === 'running' ? ` (${record.processed} of ${record.total})` : ''}`,
  },
  { header: 'Rows', cell: (record) => count(record.total), numeric: true },
  { header: 'Imported', cell: (record) => `${count(record.imported)}${record.cancelled ? ` (+${count(record.cancelled)} cancelled)` : ''}`, numeric: true },
  { header: 'Duplicates', cell: (record) => count(record.duplicates), numeric: true },
  { header: 'Errors', cell: (record) => count(record.errors), numeric: true },
];

/** The record of past imports (back office and CLI), newest first. */
export function ImportHistory({ history, onRetry }: { history: Resource<ImportRecord[]>; onRetry: () => void }) {
  return (
    <TableCard
      id="import-history-title"
      title="Past imports"
      resource={history}
      reload={onRetry}
      noun="past imports"
      empty="No imports yet."
      caption="Past imports, newest first"
      columns={COLUMNS}
      rowKey={(record) => record.id}
    />
  );
}
