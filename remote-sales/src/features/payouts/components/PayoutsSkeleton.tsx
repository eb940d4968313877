import { Skeleton, cx } from '@portal/shared/ui';
import { LoadingOverlay } from '../../sales-area';
import styles from './Payouts.module.css';
import skeleton from './Skeleton.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';
import { statementLineColumns } from './tableColumns';

export interface TableSkeletonProps {
  caption: string;
  columns: readonly { label: string; numeric?: boolean }[];
  rows: number;
  wide?: boolean;
}

/** A table's caption, header, first rows and total line, at the sizes of the table that replaces it. */
export function TableSkeleton({ caption, columns, rows, wide = false }: TableSkeletonProps) {
  const cell = (column: { numeric?: boolean }) => (column.numeric ? styles.amount : undefined);
  return (
    <div className={cx(styles.tableWrap, skeleton.tableBox)}>
      <table className={cx(styles.table, wide && styles.wide)}>
        <caption>
          <Skeleton text={caption} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} className={cell(column)}>
                <Skeleton text={column.label} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column.label} className={cell(column)}>
                  <Skeleton chars={column.numeric ? 10 : 12} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface StatementSkeletonProps {
  monthName: string;
  /** The month is the current one: its statement opens with the "not over" note. */
  soFar: boolean;
  /** The viewer's own statement ("Paid to you"). */
  own: boolean;
}

/**
 * The statement's first parts (the note of a month not over, the payout account, the totals and the
 * first lines) as placeholders of their final size under the loading overlay, so the statement takes
 * their place and the tax summary below is not pushed down when it arrives.
 */
export function StatementSkeleton({ monthName, soFar, own }: StatementSkeletonProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const totals = [
    t('payouts.totals.opening'),
    t('payouts.totals.gross'),
    t('payouts.totals.tds', { section: '194D' }),
    t('payouts.totals.netPayable'),
    own ? t('payouts.totals.paid') : t('payouts.totals.paidToMember'),
    t('payouts.totals.closing'),
  ];
  return (
    <div className={skeleton.loading} data-testid="statement-skeleton">
      <LoadingOverlay label={t('payouts.statement.loading', { month: monthName })} />
      <div className={skeleton.parts} aria-hidden="true" aria-busy="true">
        {soFar ? (
          <p className={styles.soFar}>
            <Skeleton text={t('payouts.statement.soFar', { month: monthName, date: format.date(new Date().toISOString()) })} />
          </p>
        ) : null}
        <Skeleton text={t('payouts.account.none')} block />
        <dl className={styles.summary}>
          {totals.map((label, index) => (
            <div key={label} className={index === 3 ? `${styles.summaryItem} ${styles.netPayable}` : styles.summaryItem}>
              <dt>
                <Skeleton text={label} />
              </dt>
              <dd>
                <Skeleton chars={12} />
              </dd>
            </div>
          ))}
        </dl>
        <TableSkeleton caption={t('payouts.lines.caption', { month: monthName })} wide rows={5} columns={statementLineColumns(t)} />
      </div>
    </div>
  );
}
