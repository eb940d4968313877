import { formatDateIN, formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/validation';
import { TableCard, type TableColumn } from '../../../components/TableCard';
import type { Resource } from '@portal/shared';
import styles from './Payments.module.css';

const COLUMNS: TableColumn<PaymentRecord>[] = [
  { header: 'Date', cell: (p) => formatDateIN(p.date) },
  {
    header: 'Member',
    cell: (p) => (
      <>
        {p.memberName} <span className={styles.code}>({p.coCode})</span>
      </>
    ),
    rowHeader: true,
    breakable: true,
  },
  { header: 'Amount', cell: (p) => formatPaise(p.amountPaise), numeric: true },
  { header: 'Reference', cell: (p) => p.reference, breakable: true },
  { header: 'Recorded by', cell: (p) => p.recordedBy, breakable: true },
];

/** The latest payments to members, newest first. */
export function RecentPayments({ state, onRetry }: { state: Resource<PaymentRecord[]>; onRetry: () => void }) {
  return (
    <TableCard
      id="recent-payments-title"
      title="Recent payments"
      resource={state}
      reload={onRetry}
      noun="payments"
      empty="No payments recorded yet."
      caption="Recent payments, newest first"
      columns={COLUMNS}
      rowKey={(p) => p.id}
    />
  );
}
