import { formatDateIN, formatPaise } from '@portal/shared';
import type { PaymentRecord } from '@portal/shared/validation';
import { ResourceListStatus } from '../../../components/ListStatus';
import type { Resource } from '../../../hooks/useApiResource';
import styles from './Payments.module.css';

/** The latest payments to members, newest first. */
export function RecentPayments({ state, onRetry }: { state: Resource<PaymentRecord[]>; onRetry: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="recent-payments-title" aria-busy={state.status === 'loading'}>
      <h2 id="recent-payments-title" className={styles.cardTitle}>
        Recent payments
      </h2>
      <ResourceListStatus resource={state} reload={onRetry} noun="payments" empty="No payments recorded yet." />
      {state.status === 'ready' && state.value.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Recent payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Member</th>
                <th scope="col" className={styles.number}>
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
                  <th scope="row" className={styles.breakable}>
                    {p.memberName} <span className={styles.code}>({p.coCode})</span>
                  </th>
                  <td className={styles.number}>{formatPaise(p.amountPaise)}</td>
                  <td className={styles.breakable}>{p.reference}</td>
                  <td className={styles.breakable}>{p.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
