import { TableScroller, formatDateIN, formatPaise } from '@portal/shared';
import type { StatementLine } from '@portal/shared/validation';
import styles from '../Payouts.module.css';

export interface StatementLinesProps {
  lines: readonly StatementLine[];
  grossPaise: number;
  monthName: string;
}

/**
 * The member's own ledger lines of the month: each policy's pay out earned, and each clawback of a
 * cancelled policy (its minus sign and a "Clawback" label say so, not only its colour); gross below.
 */
export function StatementLines({ lines, grossPaise, monthName }: StatementLinesProps) {
  if (lines.length === 0) {
    return <p className={styles.note}>No policies earned or clawed back in {monthName}.</p>;
  }
  return (
    <TableScroller className={styles.tableWrap} label={`Policies in ${monthName}`}>
      <table className={`${styles.table} ${styles.wide}`} data-testid="statement-lines">
        <caption>Policies in {monthName}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Policy number</th>
            <th scope="col">Client</th>
            <th scope="col">Product</th>
            <th scope="col" className={styles.amount}>
              Net premium
            </th>
            <th scope="col" className={styles.amount}>
              Pay out
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const clawback = line.kind === 'reversed';
            return (
              <tr key={`${line.policyNumber}-${line.kind}-${index}`} className={clawback ? styles.clawback : undefined}>
                <td className={styles.nowrap}>{formatDateIN(line.date)}</td>
                <th scope="row" className={styles.nowrap}>
                  {line.policyNumber}
                  {clawback ? <span className={styles.tag}>Clawback</span> : null}
                </th>
                <td>{line.clientName}</td>
                <td>{line.productName}</td>
                <td className={styles.amount}>{formatPaise(line.netPremiumPaise)}</td>
                <td className={styles.amount}>{formatPaise(line.payOutPaise)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Gross commission
            </th>
            <td className={styles.amount}>{formatPaise(grossPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
