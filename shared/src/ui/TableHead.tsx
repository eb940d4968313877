import type { ReactNode } from 'react';
import styles from './Table.module.css';

export interface TableHeadColumn {
  /** The column's header; a node for one read by screen readers only (`<VisuallyHidden>`). */
  label: ReactNode;
  /** Right-aligned figures: the header sits over them. */
  numeric?: boolean;
}

export interface TableHeadProps {
  columns: readonly TableHeadColumn[];
  /** The class of a numeric column's header: the kit's (`tableCell.number`) unless the table has its own look. */
  numberClassName?: string | undefined;
}

/** A table's `<thead>`: one row of column headers (`scope="col"`), in the order given. */
export function TableHead({ columns, numberClassName = styles.number }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The columns are a fixed list: their place is their identity.
          <th key={index} scope="col" className={column.numeric ? numberClassName : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
