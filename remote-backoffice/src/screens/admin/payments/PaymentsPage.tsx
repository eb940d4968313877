import { BackOfficePage } from '../../../components/BackOfficePage';
import { PaymentForm } from './PaymentForm';
import { RecentPayments } from './RecentPayments';
import { useRecentPayments } from './useRecentPayments';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

/** `/admin/payments`: record a payment to a member (in its payouts ledger) and see the latest ones. */
export default function PaymentsPage() {
  const { t } = useT();
  const { state, reload } = useRecentPayments();
  return (
    <BackOfficePage title={t('payments.title')}>
      <div className={layout.split}>
        <PaymentForm onRecorded={reload} />
        <RecentPayments state={state} onRetry={reload} />
      </div>
    </BackOfficePage>
  );
}
