import { TableScroller, formatDateIN, formatPaise } from '@portal/shared';
import type { StatementPayment } from '@portal/shared/validation';
import styles from '../Payouts.module.css';

export interface PaymentsTableProps {
  payments: readonly StatementPayment[];
  paymentsPaise: number;
  monthName: string;
}

/** The payments made to the member in the month, with their bank reference. */
export function PaymentsTable({ payments, paymentsPaise, monthName }: PaymentsTableProps) {
  if (payments.length === 0) return <p className={styles.note}>No payments in {monthName}.</p>;
  return (
    <TableScroller className={styles.tableWrap} label={`Payments in ${monthName}`}>
      <table className={styles.table} data-testid="statement-payments">
        <caption>Payments in {monthName}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Reference</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={`${payment.reference}-${index}`}>
              <td className={styles.nowrap}>{formatDateIN(payment.date)}</td>
              <th scope="row">{payment.reference}</th>
              <td className={styles.amount}>{formatPaise(payment.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total paid
            </th>
            <td className={styles.amount}>{formatPaise(paymentsPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
