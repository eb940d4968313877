import { BackOfficePage } from '../../../components/BackOfficePage';
import { PaymentForm } from './PaymentForm';
import { RecentPayments } from './RecentPayments';
import { useRecentPayments } from './useRecentPayments';
import layout from '../../../styles/layout.module.css';

/** `/admin/payments`: record a payment to a member (in its payouts ledger) and see the latest ones. */
export default function PaymentsPage() {
  const { state, reload } = useRecentPayments();
  return (
    <BackOfficePage title="Payments">
      <div className={layout.split}>
        <PaymentForm onRecorded={reload} />
        <RecentPayments state={state} onRetry={reload} />
      </div>
    </BackOfficePage>
  );
}
