import { formatDateIN, formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/validation';
import { ResourceListStatus } from '../../../components/ListStatus';
import type { Resource } from '../../../hooks/useApiResource';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import tables from '../../../styles/tables.module.css';
import styles from './Payments.module.css';

/** The latest payments to members, newest first. */
export function RecentPayments({ state, onRetry }: { state: Resource<PaymentRecord[]>; onRetry: () => void }) {
  return (
    <section className={layout.card} aria-labelledby="recent-payments-title" aria-busy={state.status === 'loading'}>
      <h2 id="recent-payments-title" className={layout.cardTitle}>
        Recent payments
      </h2>
      <ResourceListStatus resource={state} reload={onRetry} noun="payments" empty="No payments recorded yet." />
      {state.status === 'ready' && state.value.length ? (
        <div className={tables.scroller}>
          <table className={tables.table}>
            <caption className={feedback.visuallyHidden}>Recent payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Member</th>
                <th scope="col" className={tables.number}>
                  Amount
                </th>
                <th scope="col">Reference</th>
                <th scope="col">Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {state.value.map((p) => (
                <tr key={p.id}>
                  <td>{formatDateIN(p.date)}</td>
                  <th scope="row" className={feedback.breakable}>
                    {p.memberName} <span className={styles.code}>({p.coCode})</span>
                  </th>
                  <td className={tables.number}>{formatPaise(p.amountPaise)}</td>
                  <td className={feedback.breakable}>{p.reference}</td>
                  <td className={feedback.breakable}>{p.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
