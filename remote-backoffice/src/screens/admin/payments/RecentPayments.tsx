import { formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/validation';
import { TableCard, type TableColumn } from '../../../components/TableCard';
import type { Resource } from '@portal/shared';
import styles from './Payments.module.css';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../i18n';

/** The latest payments to members, newest first. */
export function RecentPayments({ state, onRetry }: { state: Resource<PaymentRecord[]>; onRetry: () => void }) {
  const { t } = useT();
  const columns: TableColumn<PaymentRecord>[] = [
    { header: t('payments.recent.date'), cell: (p) => formatDate(p.date) },
    {
      header: t('payments.recent.member'),
      cell: (p) => (
        <>
          {p.memberName} <span className={styles.code}>({p.coCode})</span>
        </>
      ),
      rowHeader: true,
      breakable: true,
    },
    { header: t('payments.recent.amount'), cell: (p) => formatPaise(p.amountPaise), numeric: true },
    { header: t('payments.recent.reference'), cell: (p) => p.reference, breakable: true },
    { header: t('payments.recent.recordedBy'), cell: (p) => p.recordedBy, breakable: true },
  ];
  return (
    <TableCard
      id="recent-payments-title"
      title={t('payments.recent.title')}
      resource={state}
      reload={onRetry}
      loading={t('payments.recent.loading')}
      empty={t('payments.recent.empty')}
      caption={t('payments.recent.caption')}
      columns={columns}
      rowKey={(p) => p.id}
    />
  );
}
