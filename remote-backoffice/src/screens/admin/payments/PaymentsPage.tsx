import { useState } from 'react';
import type { PaymentRecord } from '@portal/shared/admin';
import { Feedback, PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { formatPaise } from '@portal/shared';
import { PaymentForm, RecentPayments, VoidPaymentForm, useRecentPayments } from '../../../features/payments';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

/** `/admin/payments`: record a payment to a member (in its payouts ledger), see the latest ones, void one. */
export default function PaymentsPage() {
  const { t } = useT();
  const { state, confirmAbovePaise, reload } = useRecentPayments();
  const [voiding, setVoiding] = useState<PaymentRecord | null>(null);
  const [voided, setVoided] = useState<PaymentRecord | null>(null);
  const open = (payment: PaymentRecord) => {
    setVoided(null);
    setVoiding(payment);
  };
  const done = (payment: PaymentRecord) => {
    setVoiding(null);
    setVoided(payment);
  };
  return (
    <PageFrame title={t('payments.title')} tabs={<BackOfficeTabs />}>
      <div className={layout.split}>
        <PaymentForm confirmAbovePaise={confirmAbovePaise} />
        <RecentPayments state={state} onRetry={reload} onVoid={open} />
      </div>
      {voiding ? (
        <VoidPaymentForm
          key={voiding.id}
          payment={voiding}
          confirmAbovePaise={confirmAbovePaise}
          onVoided={done}
          onCancel={() => setVoiding(null)}
        />
      ) : null}
      <Feedback kind="success">
        {voided
          ? t('payments.void.done', {
              amount: formatPaise(voided.amountPaise),
              name: voided.memberName,
              code: voided.coCode,
              reference: voided.reference,
            })
          : null}
      </Feedback>
    </PageFrame>
  );
}
