import { formatPaise } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/validation';
import tables from '../../../styles/tables.module.css';
import styles from './Members.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

function SalesRow({ label, totals }: { label: string; totals: MemberTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={tables.number}>{count(totals.count)}</td>
      <td className={tables.number}>{formatPaise(totals.netPremiumPaise)}</td>
      <td className={tables.number}>{formatPaise(totals.payOutPaise)}</td>
    </tr>
  );
}

/** A member's sales, all time: their own book, and with everyone below them. */
export function MemberSales({ own, subtree }: { own: MemberTotals; subtree: MemberTotals }) {
  const { t } = useT();
  return (
    <div className={tables.scroller}>
      <table className={tables.table}>
        <caption className={styles.caption}>{t('members.sales.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('members.sales.whose')}</th>
            <th scope="col" className={tables.number}>
              {t('members.sales.policies')}
            </th>
            <th scope="col" className={tables.number}>
              {t('members.sales.netPremium')}
            </th>
            <th scope="col" className={tables.number}>
              {t('members.sales.payOut')}
            </th>
          </tr>
        </thead>
        <tbody>
          <SalesRow label={t('members.sales.own')} totals={own} />
          <SalesRow label={t('members.sales.withTeam')} totals={subtree} />
        </tbody>
      </table>
    </div>
  );
}
