import { formatPaise } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/validation';
import { Table, TableScroller, tableCell } from '@portal/shared/ui';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

function SalesRow({ label, totals }: { label: string; totals: MemberTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={tableCell.number}>{count(totals.count)}</td>
      <td className={tableCell.number}>{formatPaise(totals.netPremiumPaise)}</td>
      <td className={tableCell.number}>{formatPaise(totals.payOutPaise)}</td>
    </tr>
  );
}

/** A member's sales, all time: their own book, and with everyone below them. */
export function MemberSales({ own, subtree }: { own: MemberTotals; subtree: MemberTotals }) {
  const { t } = useT();
  return (
    <TableScroller label={t('members.sales.caption')}>
      <Table caption={t('members.sales.caption')} showCaption>
        <thead>
          <tr>
            <th scope="col">{t('members.sales.whose')}</th>
            <th scope="col" className={tableCell.number}>
              {t('members.sales.policies')}
            </th>
            <th scope="col" className={tableCell.number}>
              {t('members.sales.netPremium')}
            </th>
            <th scope="col" className={tableCell.number}>
              {t('members.sales.payOut')}
            </th>
          </tr>
        </thead>
        <tbody>
          <SalesRow label={t('members.sales.own')} totals={own} />
          <SalesRow label={t('members.sales.withTeam')} totals={subtree} />
        </tbody>
      </Table>
    </TableScroller>
  );
}
