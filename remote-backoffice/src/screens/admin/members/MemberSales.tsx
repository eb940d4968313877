import { formatPaise } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/validation';
import tables from '../../../styles/tables.module.css';
import styles from './Members.module.css';

function SalesRow({ label, totals }: { label: string; totals: MemberTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={tables.number}>{totals.count.toLocaleString('en-IN')}</td>
      <td className={tables.number}>{formatPaise(totals.netPremiumPaise)}</td>
      <td className={tables.number}>{formatPaise(totals.payOutPaise)}</td>
    </tr>
  );
}

/** A member's sales, all time: their own book, and with everyone below them. */
export function MemberSales({ own, subtree }: { own: MemberTotals; subtree: MemberTotals }) {
  return (
    <div className={tables.scroller}>
      <table className={tables.table}>
        <caption className={styles.caption}>Sales, all time</caption>
        <thead>
          <tr>
            <th scope="col">Whose</th>
            <th scope="col" className={tables.number}>Policies</th>
            <th scope="col" className={tables.number}>Net premium</th>
            <th scope="col" className={tables.number}>Pay out</th>
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
