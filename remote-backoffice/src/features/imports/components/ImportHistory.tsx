import { Button } from '@portal/shared/ui';
import type { ImportRecord } from '@portal/shared/admin';
import { TableCard, type TableColumn } from '../../../components/TableCard';
import type { Resource } from '../../../hooks/queryResource';
import { count, formatDate, indiaDateTime } from '../../../lib/format';
import { useT } from '../../../i18n';

/** "24 Nov 2026, 14:05" in India's time. */
function when(iso: string): string {
  const date = new Date(iso);
  const time = indiaDateTime({ hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  return `${formatDate(iso)}, ${time}`;
}

export interface ImportHistoryProps {
  history: Resource<ImportRecord[]>;
  onRetry: () => void;
  /** Asks to roll back an import that added policies and is not rolled back. */
  onRollback: (record: ImportRecord) => void;
}

/** The record of past imports (back office and CLI), newest first, each with its rollback. */
export function ImportHistory({ history, onRetry, onRollback }: ImportHistoryProps) {
  const { t } = useT();
  const status = (record: ImportRecord) =>
    ({
      running: t('imports.history.running', { processed: count(record.processed), total: count(record.total) }),
      done: t('imports.history.done'),
      failed: t('imports.history.failed'),
    })[record.status];
  const columns: TableColumn<ImportRecord>[] = [
    { header: t('imports.history.when'), cell: (record) => when(record.startedAt) },
    { header: t('imports.history.file'), cell: (record) => record.fileName, rowHeader: true, breakable: true },
    { header: t('imports.history.by'), cell: (record) => record.operatorEmail, breakable: true },
    { header: t('imports.history.status'), cell: status },
    { header: t('imports.history.rows'), cell: (record) => count(record.total), numeric: true },
    {
      header: t('imports.history.imported'),
      cell: (record) =>
        record.cancelled
          ? t('imports.history.importedCancelled', { imported: count(record.imported), cancelled: count(record.cancelled) })
          : count(record.imported),
      numeric: true,
    },
    { header: t('imports.history.duplicates'), cell: (record) => count(record.duplicates), numeric: true },
    { header: t('imports.history.errors'), cell: (record) => count(record.errors), numeric: true },
    {
      header: t('imports.history.rollback'),
      cell: (record) => {
        if (record.rolledBackAt) return t('imports.history.rolledBack', { when: when(record.rolledBackAt), by: record.rolledBackBy ?? '' });
        if (record.status === 'running' || record.imported === 0) return null;
        return (
          <Button
            variant="quiet"
            onClick={() => onRollback(record)}
            aria-label={t('imports.history.rollbackLabel', { id: record.id, name: record.fileName })}
          >
            {t('imports.history.rollbackButton')}
          </Button>
        );
      },
      breakable: true,
    },
  ];
  return (
    <TableCard
      id="import-history-title"
      title={t('imports.history.title')}
      resource={history}
      reload={onRetry}
      loading={t('imports.history.loading')}
      empty={t('imports.history.empty')}
      caption={t('imports.history.caption')}
      columns={columns}
      rowKey={(record) => record.id}
    />
  );
}
