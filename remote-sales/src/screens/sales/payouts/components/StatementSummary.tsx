import { formatPaise } from '@portal/shared';
import type { PayoutStatement } from '@portal/shared/validation';
import styles from '../Payouts.module.css';

/** The statement's running totals in their order: opening, gross, TDS, net payable (prominent), paid, closing. */
export function StatementSummary({ statement }: { statement: PayoutStatement }) {
  const items = [
    { label: 'Opening balance', paise: statement.openingBalancePaise, testId: 'opening-balance' },
    { label: 'Gross commission', paise: statement.grossPaise, testId: 'gross' },
    { label: `TDS deducted (section ${statement.tds.section})`, paise: statement.tds.deductedPaise, testId: 'tds' },
    { label: 'Net payable', paise: statement.netPayablePaise, testId: 'net-payable', prominent: true },
    { label: 'Paid to you', paise: statement.paymentsPaise, testId: 'payments-total' },
    { label: 'Closing balance', paise: statement.closingBalancePaise, testId: 'closing-balance' },
  ];
  return (
    <dl className={styles.summary} aria-label="Statement totals">
      {items.map((item) => (
        <div key={item.testId} className={item.prominent ? `${styles.summaryItem} ${styles.netPayable}` : styles.summaryItem}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{formatPaise(item.paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
