import type { ReactNode } from 'react';
import { formatPaise } from '@portal/shared';
import { TableHead, TableScroller } from '@portal/shared/ui';
import type { StatementAdjustment, StatementLine } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';
import { statementLineColumns } from './tableColumns';

export interface StatementLinesProps {
  lines: readonly StatementLine[];
  /** The month's adjustments from accepted payout queries, each with the query's number. */
  adjustments?: readonly StatementAdjustment[] | undefined;
  grossPaise: number;
  monthName: string;
  /** Under each line's policy number: what the member can do about it ("Question this line"), if anything. */
  lineAction?: ((line: StatementLine) => ReactNode) | undefined;
}

/**
 * The member's own ledger lines of the month: each policy's pay out earned, each clawback of a
 * cancelled policy (its minus sign and a "Clawback" label say so, not only its colour), and each
 * adjustment of an accepted payout query (labelled, with the query's number); gross below.
 */
export function StatementLines({ lines, adjustments = [], grossPaise, monthName, lineAction }: StatementLinesProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  if (lines.length === 0 && adjustments.length === 0) {
    return <p className={styles.note}>{t('payouts.lines.none', { month: monthName })}</p>;
  }
  const caption = t('payouts.lines.caption', { month: monthName });
  return (
    <TableScroller className={styles.tableWrap} label={caption} hint={t('payouts.scrollHint')}>
      <table className={`${styles.table} ${styles.wide}`} data-testid="statement-lines">
        <caption>{caption}</caption>
        <TableHead numberClassName={styles.amount} columns={statementLineColumns(t)} />
        <tbody>
          {lines.map((line, index) => {
            const clawback = line.kind === 'reversed';
            return (
              <tr key={`${line.policyNumber}-${line.kind}-${index}`} className={clawback ? styles.clawback : undefined}>
                <td className={styles.nowrap}>{format.date(line.date)}</td>
                <th scope="row" className={styles.nowrap}>
                  {line.policyNumber}
                  {clawback ? <span className={styles.tag}>{t('payouts.lines.clawback')}</span> : null}
                  {lineAction?.(line)}
                </th>
                <td>{line.clientName}</td>
                <td>{line.productName}</td>
                <td className={styles.amount}>{formatPaise(line.netPremiumPaise)}</td>
                <td className={styles.amount}>{formatPaise(line.payOutPaise)}</td>
              </tr>
            );
          })}
          {adjustments.map((adjustment) => (
            <tr key={`adjustment-${adjustment.entryId}`} className={styles.adjustment} data-testid="statement-adjustment">
              <td className={styles.nowrap}>{format.date(adjustment.date)}</td>
              <th scope="row" className={styles.nowrap}>
                {adjustment.queryNumber}
                <span className={styles.adjustmentTag}>{t('payouts.lines.adjustment')}</span>
              </th>
              <td colSpan={2}>
                {adjustment.reason
                  ? t('payouts.lines.adjustmentWithReason', { number: adjustment.queryNumber, reason: adjustment.reason })
                  : t('payouts.lines.adjustmentOf', { number: adjustment.queryNumber })}
              </td>
              <td className={styles.amount} />
              <td className={styles.amount}>{formatPaise(adjustment.amountPaise)}</td>
            </tr>
          ))}
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
