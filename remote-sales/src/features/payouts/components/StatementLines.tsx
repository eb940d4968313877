import { formatPaise } from '@portal/shared';
import { TableHead, TableScroller } from '@portal/shared/ui';
import type { StatementLine } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

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
  const { t } = useT();
  const format = useLocaleFormat();
  if (lines.length === 0) {
    return <p className={styles.note}>{t('payouts.lines.none', { month: monthName })}</p>;
  }
  const caption = t('payouts.lines.caption', { month: monthName });
  return (
    <TableScroller className={styles.tableWrap} label={caption} hint={t('payouts.scrollHint')}>
      <table className={`${styles.table} ${styles.wide}`} data-testid="statement-lines">
        <caption>{caption}</caption>
        <TableHead
          numberClassName={styles.amount}
          columns={[
            { label: t('payouts.lines.date') },
            { label: t('payouts.lines.policyNumber') },
            { label: t('payouts.lines.client') },
            { label: t('payouts.lines.product') },
            { label: t('payouts.lines.netPremium'), numeric: true },
            { label: t('payouts.lines.payOut'), numeric: true },
          ]}
        />
        <tbody>
          {lines.map((line, index) => {
            const clawback = line.kind === 'reversed';
            return (
              <tr key={`${line.policyNumber}-${line.kind}-${index}`} className={clawback ? styles.clawback : undefined}>
                <td className={styles.nowrap}>{format.date(line.date)}</td>
                <th scope="row" className={styles.nowrap}>
                  {line.policyNumber}
                  {clawback ? <span className={styles.tag}>{t('payouts.lines.clawback')}</span> : null}
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
              <span className={styles.stickyLabel}>{t('payouts.lines.gross')}</span>
            </th>
            <td className={styles.amount}>{formatPaise(grossPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
