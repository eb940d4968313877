import { formatPaise } from '@portal/shared';
import { TableHead, TableScroller } from '@portal/shared/ui';
import { Link } from '@portal/shared/router';
import type { TeamTotals } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

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
  const { t } = useT();
  const format = useLocaleFormat();
  const caption = t('payouts.team.caption', { month: monthName });
  return (
    <TableScroller className={styles.tableWrap} label={caption} hint={t('payouts.scrollHint')}>
      <table className={styles.table} data-testid="statement-team">
        <caption>{caption}</caption>
        <TableHead
          numberClassName={styles.amount}
          columns={[
            { label: t('payouts.team.member') },
            { label: t('payouts.team.policies'), numeric: true },
            { label: t('payouts.team.earned'), numeric: true },
            { label: t('payouts.team.clawbacks'), numeric: true },
            { label: t('payouts.team.adjustments'), numeric: true },
            { label: t('payouts.team.gross'), numeric: true },
          ]}
        />
        <tbody>
          {team.map((child) => (
            <tr key={child.coCode}>
              <th scope="row">
                <Link className={styles.link} to={{ search: childLink(child.coCode) }} onClick={onOpen}>
                  {child.name}
                </Link>{' '}
                ({child.coCode})
              </th>
              <td className={styles.amount}>{format.count(child.lineCount)}</td>
              <td className={styles.amount}>{formatPaise(child.earnedPaise)}</td>
              <td className={styles.amount}>{formatPaise(child.reversedPaise)}</td>
              <td className={styles.amount}>{formatPaise(child.adjustmentsPaise)}</td>
              <td className={styles.amount}>{formatPaise(child.grossPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
