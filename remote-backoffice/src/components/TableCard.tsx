import type { ReactNode } from 'react';
import { TableScroller } from '@portal/shared';
import type { Resource } from '../hooks/queryResource';
import { useT } from '../i18n';
import feedback from '../styles/feedback.module.css';
import layout from '../styles/layout.module.css';
import tables from '../styles/tables.module.css';
import { ResourceListStatus } from './ListStatus';

export interface TableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Long words (e-mails, file names) may break. */
  breakable?: boolean;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

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
  const classOf = (column: TableColumn<T>) =>
    [column.numeric ? tables.number : null, column.breakable ? feedback.breakable : null].filter(Boolean).join(' ') || undefined;
  return (
    <section className={layout.card} aria-labelledby={id} aria-busy={resource.status === 'loading'}>
      <h2 id={id} className={layout.cardTitle}>
        {title}
      </h2>
      <ResourceListStatus resource={resource} reload={reload} loading={loading} empty={empty} />
      {resource.status === 'ready' && resource.value.length ? (
        <TableScroller
          className={`${tables.scroller} ${tables.stickyFirst}`}
          label={caption}
          hint={t('common.scrollHint')}
          hintClassName={tables.scrollHint}
        >
          <table className={tables.table}>
            <caption className={feedback.visuallyHidden}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.numeric ? tables.number : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {resource.value.map((item) => (
                <tr key={rowKey(item)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" className={classOf(column)}>
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td key={column.header} className={classOf(column)}>
                        {column.cell(item)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
