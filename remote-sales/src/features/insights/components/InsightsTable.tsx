import { visuallyHidden } from '@portal/shared/ui';
import { amountColumns, plainRupees, type InsightsChart } from '../lib/insightsData';
import styles from './Insights.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/**
 * The chart's numbers as a table: what screen readers read (always in the page; only shown on screen
 * when asked, `shown`), and exact where the chart rounds.
 */
export function InsightsTable({ chart, period, shown }: { chart: InsightsChart; period: string; shown: boolean }) {
  const { t } = useT();
  const format = useLocaleFormat();
  const table = (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {chart.title}, {period}
      </caption>
      <thead>
        <tr>
          <th scope="col">{chart.rowHeader}</th>
          {amountColumns().map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{format.count(row.policyCount)}</td>
            <td>{plainRupees(row.netPremiumPaise)}</td>
            <td>{plainRupees(row.payOutPaise)}</td>
          </tr>
        ))}
      </tbody>
      {chart.total ? (
        <tfoot>
          <tr>
            <th scope="row">{t('insights.columns.total')}</th>
            <td>{format.count(chart.total.policyCount)}</td>
            <td>{plainRupees(chart.total.netPremiumPaise)}</td>
            <td>{plainRupees(chart.total.payOutPaise)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
  if (!shown) return <div className={visuallyHidden}>{table}</div>;
  return table;
}
