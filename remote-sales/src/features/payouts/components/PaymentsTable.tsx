import type { ReactNode } from 'react';
import { formatPaise } from '@portal/shared';
import { TableHead, TableScroller } from '@portal/shared/ui';
import type { StatementPayment } from '@portal/shared/validation';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export interface PaymentsTableProps {
  payments: readonly StatementPayment[];
  paymentsPaise: number;
  monthName: string;
  /** Under each payment's reference: what the member can do about it ("Question this payment"), if anything. */
  paymentAction?: ((payment: StatementPayment) => ReactNode) | undefined;
}

/** The payments made to the member in the month, with their bank reference. */
export function PaymentsTable({ payments, paymentsPaise, monthName, paymentAction }: PaymentsTableProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  if (payments.length === 0) return <p className={styles.note}>{t('payouts.payments.none', { month: monthName })}</p>;
  const caption = t('payouts.payments.caption', { month: monthName });
  return (
    <TableScroller className={styles.tableWrap} label={caption} hint={t('payouts.scrollHint')}>
      <table className={styles.table} data-testid="statement-payments">
        <caption>{caption}</caption>
        <TableHead
          numberClassName={styles.amount}
          columns={[
            { label: t('payouts.payments.date') },
            { label: t('payouts.payments.reference') },
            { label: t('payouts.payments.amount'), numeric: true },
          ]}
        />
        <tbody>
          {payments.map((payment, index) => (
            <tr key={`${payment.reference}-${index}`}>
              <td className={styles.nowrap}>{format.date(payment.date)}</td>
              <th scope="row">
                {payment.reference}
                {payment.voidOf ? (
                  <span className={styles.voidNote}>
                    {t('payouts.payments.voidOf', { date: format.date(payment.voidOf.date), reason: payment.voidOf.reason })}
                  </span>
                ) : null}
                {paymentAction?.(payment)}
              </th>
              <td className={styles.amount}>{formatPaise(payment.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <span className={styles.stickyLabel}>{t('payouts.payments.total')}</span>
            </th>
            <td className={styles.amount}>{formatPaise(paymentsPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
