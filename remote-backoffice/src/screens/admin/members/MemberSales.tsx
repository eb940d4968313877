import { formatPaise } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/validation';
import styles from './Members.module.css';

function SalesRow({ label, totals }: { label: string; totals: MemberTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.number}>{totals.count.toLocaleString('en-IN')}</td>
      <td className={styles.number}>{formatPaise(totals.netPremiumPaise)}</td>
      <td className={styles.number}>{formatPaise(totals.payOutPaise)}</td>
    </tr>
  );
}

/** A member's sales, all time: their own book, and with everyone below them. */
export function MemberSales({ own, subtree }: { own: MemberTotals; subtree: MemberTotals }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Sales, all time</caption>
        <thead>
          <tr>
            <th scope="col">Whose</th>
            <th scope="col" className={styles.number}>Policies</th>
            <th scope="col" className={styles.number}>Net premium</th>
            <th scope="col" className={styles.number}>Pay out</th>
          </tr>
        </thead>
        <tbody>
          <SalesRow label="Their own" totals={own} />
          <SalesRow label="With their team" totals={subtree} />
        </tbody>
      </table>
    </div>
  );
}
