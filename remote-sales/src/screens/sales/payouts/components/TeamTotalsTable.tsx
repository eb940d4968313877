import { TableScroller, formatPaise } from '@portal/shared';
import { Link } from '@portal/shared/router';
import type { TeamTotals } from '@portal/shared/validation';
import styles from '../Payouts.module.css';

export interface TeamTotalsTableProps {
  team: readonly TeamTotals[];
  monthName: string;
  /** The query that opens a child in the member drill-down (the month kept). */
  childLink: (coCode: string) => string;
  /** Called when a child's link is followed. */
  onOpen?: () => void;
}

/** Each direct child's own book for the month (totals only); a child's name opens their statement. */
export function TeamTotalsTable({ team, monthName, childLink, onOpen }: TeamTotalsTableProps) {
  return (
    <TableScroller className={styles.tableWrap} label={`Your direct team’s own books in ${monthName}`}>
      <table className={styles.table} data-testid="statement-team">
        <caption>Your direct team’s own books in {monthName}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col" className={styles.amount}>
              Policies
            </th>
            <th scope="col" className={styles.amount}>
              Earned
            </th>
            <th scope="col" className={styles.amount}>
              Clawbacks
            </th>
            <th scope="col" className={styles.amount}>
              Gross
            </th>
          </tr>
        </thead>
        <tbody>
          {team.map((child) => (
            <tr key={child.coCode}>
              <th scope="row">
                <Link className={styles.link} to={{ search: childLink(child.coCode) }} onClick={onOpen}>
                  {child.name}
                </Link>{' '}
                ({child.coCode})
              </th>
              <td className={styles.amount}>{child.lineCount}</td>
              <td className={styles.amount}>{formatPaise(child.earnedPaise)}</td>
              <td className={styles.amount}>{formatPaise(child.reversedPaise)}</td>
              <td className={styles.amount}>{formatPaise(child.grossPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
