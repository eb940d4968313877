import { Button, Card } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { MonthBars } from './charts/MonthBars';
import { RankedBars } from './charts/RankedBars';
import { downloadCsv } from '../lib/csvDownload';
import { chartCsv, type InsightsChart } from '../lib/insightsData';
import { InsightsTable } from './InsightsTable';
import styles from './Insights.module.css';
import { useT } from '../../../i18n';

/** One chart: its title, legend, the chart or its table, and the CSV of its numbers. */
export function ChartCard({ chart, period }: { chart: InsightsChart; period: string }) {
  const { t } = useT();
  const [tableShown, setTableShown] = useState(false);
  const headingId = useId();
  const empty = chart.rows.length === 0;
  const Chart = chart.id === 'months' ? MonthBars : RankedBars;
  const showLabel = tableShown ? t('insights.card.showChart') : t('insights.card.showTable');

  return (
    <Card
      title={chart.title}
      titleId={headingId}
      className={styles.card}
      actions={
        empty ? null : (
          <>
            {/* Four charts, four such buttons: each one's name says which chart it is for. */}
            <Button
              variant="outline"
              size="sm"
              aria-label={`${showLabel}: ${chart.title}`}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {showLabel}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('insights.card.downloadCsvOf', { chart: chart.title })}
              onClick={() => downloadCsv(chart.fileName, chartCsv(chart))}
            >
              {t('insights.card.downloadCsv')}
            </Button>
          </>
        )
      }
    >
      {empty ? (
        <p className={styles.note}>{chart.emptyText}</p>
      ) : (
        <>
          {tableShown ? null : (
            <>
              <ul className={styles.legend} aria-hidden="true">
                <li>
                  <span className={`${styles.swatch} ${styles.premium}`} />
                  {t('insights.card.netPremium')}
                </li>
                <li>
                  <span className={`${styles.swatch} ${styles.payOut}`} />
                  {t('insights.card.payOut')}
                </li>
              </ul>
              <Chart rows={chart.rows} />
            </>
          )}
          <InsightsTable chart={chart} period={period} shown={tableShown} />
        </>
      )}
    </Card>
  );
}
