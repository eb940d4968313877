import { formatPaise } from '@portal/shared';
import type { MemberTotals } from '@portal/shared/admin';
import { Table, TableHead, TableScroller, tableCell } from '@portal/shared/ui';
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
        <TableHead
          columns={[
            { label: t('members.sales.whose') },
            { label: t('members.sales.policies'), numeric: true },
            { label: t('members.sales.netPremium'), numeric: true },
            { label: t('members.sales.payOut'), numeric: true },
          ]}
        />
        <tbody>
          <SalesRow label={t('members.sales.own')} totals={own} />
          <SalesRow label={t('members.sales.withTeam')} totals={subtree} />
        </tbody>
      </Table>
    </TableScroller>
  );
}
