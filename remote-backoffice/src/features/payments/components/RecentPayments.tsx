import { Button } from '@portal/shared/ui';
import { formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/admin';
import { TableCard, type TableColumn } from '../../../components/TableCard';
import type { Resource } from '../../../hooks/queryResource';
import styles from './Payments.module.css';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../i18n';

export interface RecentPaymentsProps {
  state: Resource<PaymentRecord[]>;
  onRetry: () => void;
  /** Opens the void form for a payment not voided yet. */
  onVoid: (payment: PaymentRecord) => void;
}

/** The latest payments to members, newest first: each one's void, or a button to void it. */
export function RecentPayments({ state, onRetry, onVoid }: RecentPaymentsProps) {
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
    {
      header: t('payments.recent.void'),
      cell: (p) =>
        p.voided ? (
          t('payments.recent.voided', { date: formatDate(p.voided.date), reason: p.voided.reason })
        ) : (
          <Button
            variant="quiet"
            onClick={() => onVoid(p)}
            aria-label={t('payments.recent.voidLabel', { reference: p.reference, name: p.memberName })}
          >
            {t('payments.recent.voidButton')}
          </Button>
        ),
      breakable: true,
    },
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
