import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Table.module.css';
import { TableHead } from './TableHead';
import { TableScroller } from './TableScroller';
import { visuallyHidden } from './VisuallyHidden';

export interface TableProps {
  /** The table's caption: it names the table. Read by screen readers only unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** `<thead>` and `<tbody>`. */
  children: ReactNode;
  className?: string | undefined;
}

/** A table in the portal's look: lines between rows, muted column headers, bold row headers. */
export function Table({ caption, showCaption = false, children, className }: TableProps) {
  return (
    <table className={cx(styles.table, className)}>
      <caption className={showCaption ? styles.caption : visuallyHidden}>{caption}</caption>
      {children}
    </table>
  );
}

export interface DataTableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Long words (e-mails, file names) may break. */
  breakable?: boolean;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (item: T) => string | number;
  /** Said above the table while it is wider than its box ("Swipe sideways to see every column"). */
  scrollHint?: string | undefined;
  /** The first column stays on screen while it scrolls. */
  stickyFirst?: boolean;
  boxed?: boolean;
}

/** Rows as a table of columns, in its scrolling box (TableScroller). */
export function DataTable<T>({ caption, columns, rows, rowKey, scrollHint, stickyFirst = false, boxed = false }: DataTableProps<T>) {
  const classOf = (column: DataTableColumn<T>) => cx(column.numeric && styles.number, column.breakable && styles.breakable);
  return (
    <TableScroller label={caption} hint={scrollHint} stickyFirst={stickyFirst} boxed={boxed}>
      <Table caption={caption}>
        <TableHead columns={columns.map((column) => ({ label: column.header, numeric: column.numeric ?? false }))} />
        <tbody>
          {rows.map((item) => (
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
      </Table>
    </TableScroller>
  );
}

/** Classes for a table's cells: right-aligned figures, no wrapping, long words that may break. */
export const tableCell = { number: styles.number ?? '', nowrap: styles.nowrap ?? '', breakable: styles.breakable ?? '' };
