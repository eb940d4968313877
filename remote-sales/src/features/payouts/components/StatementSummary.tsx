import { formatPaise } from '@portal/shared';
import type { PayoutStatement } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useT } from '../../../i18n';

/**
 * The statement's running totals in their order: opening, gross, TDS, net payable (prominent), paid, closing.
 * `own`: the viewer's own statement ("Paid to you"), else a team member's ("Paid to the member").
 */
export function StatementSummary({ statement, own }: { statement: PayoutStatement; own: boolean }) {
  const { t } = useT();
  const items = [
    { label: t('payouts.totals.opening'), paise: statement.openingBalancePaise, testId: 'opening-balance' },
    { label: t('payouts.totals.gross'), paise: statement.grossPaise, testId: 'gross' },
    { label: t('payouts.totals.tds', { section: statement.tds.section }), paise: statement.tds.deductedPaise, testId: 'tds' },
    { label: t('payouts.totals.netPayable'), paise: statement.netPayablePaise, testId: 'net-payable', prominent: true },
    { label: own ? t('payouts.totals.paid') : t('payouts.totals.paidToMember'), paise: statement.paymentsPaise, testId: 'payments-total' },
    { label: t('payouts.totals.closing'), paise: statement.closingBalancePaise, testId: 'closing-balance' },
  ];
  return (
    <dl className={styles.summary} aria-label={t('payouts.totals.label')}>
      {items.map((item) => (
        <div key={item.testId} className={item.prominent ? `${styles.summaryItem} ${styles.netPayable}` : styles.summaryItem}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{formatPaise(item.paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
