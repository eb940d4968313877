import { Card, DataTable, type DataTableColumn } from '@portal/shared/ui';
import type { Resource } from '../hooks/queryResource';
import { useT } from '../i18n';
import { ResourceListStatus } from './ListStatus';

export type TableColumn<T> = DataTableColumn<T>;

export interface TableCardProps<T> {
  /** The heading's id: it names the card. */
  id: string;
  title: string;
  resource: Resource<T[]>;
  reload: () => void;
  /** What is said while it loads ("Loading payments…") and when there is none. */
  loading: string;
  empty: string;
  /** The table's caption (read by screen readers only). */
  caption: string;
  columns: TableColumn<T>[];
  rowKey: (item: T) => string | number;
}

/** A titled card with a list loaded whole (a read through the cache) as a table: loading, failed, empty or the rows. */
export function TableCard<T>({ id, title, resource, reload, loading, empty, caption, columns, rowKey }: TableCardProps<T>) {
  const { t } = useT();
  return (
    <Card title={title} titleId={id} busy={resource.status === 'loading'}>
      <ResourceListStatus resource={resource} reload={reload} loading={loading} empty={empty} />
      {resource.status === 'ready' && resource.value.length ? (
        <DataTable
          caption={caption}
          columns={columns}
          rows={resource.value}
          rowKey={rowKey}
          scrollHint={t('common.scrollHint')}
          stickyFirst
        />
      ) : null}
    </Card>
  );
}
