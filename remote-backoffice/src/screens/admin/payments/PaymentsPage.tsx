import { BackOfficePage } from '../../../components/BackOfficePage';
import { PaymentForm } from './PaymentForm';
import { RecentPayments } from './RecentPayments';
import { useRecentPayments } from './useRecentPayments';
import styles from './Payments.module.css';

/** `/admin/payments`: record a payment to a member (in its payouts ledger) and see the latest ones. */
export default function PaymentsPage() {
  const { state, reload } = useRecentPayments();
  return (
    <BackOfficePage title="Payments">
      <div className={styles.layout}>
        <PaymentForm onRecorded={reload} />
        <RecentPayments state={state} onRetry={reload} />
      </div>
    </BackOfficePage>
  );
}
