import { scaleBand, scaleLinear } from 'd3-scale';
import { useLanguage } from '@portal/shared';
import { compactRupees, rowTooltip, valueExtent } from '../../lib/chartFormat';
import { useElementWidth } from '../../hooks/useElementWidth';
import type { InsightsRow } from '../../lib/insightsData';
import styles from '../Insights.module.css';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 52 };
/** The value axis's room in Hindi, whose amounts are longer ("₹12.5 लाख" where English has "₹12.5L"). */
const WORDY_AXIS = 68;
/** Room one month's label needs; narrower bands label every second or third month. */
const LABEL_WIDTH = 44;

/**
 * Net premium and pay out side by side for each month (SVG). Decorative for assistive technology: the
 * table beside it has the same numbers.
 */
export function MonthBars({ rows }: { rows: InsightsRow[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const axisLeft = useLanguage() === 'en' ? MARGIN.left : WORDY_AXIS;
  const x = scaleBand()
    .domain(rows.map((r) => r.key))
    .range([axisLeft, Math.max(axisLeft + rows.length, width - MARGIN.right)])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const series = scaleBand().domain(['premium', 'payOut']).range([0, x.bandwidth()]).padding(0.08);
  const y = scaleLinear()
    .domain(valueExtent(rows))
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / x.step()));
  const bar = (value: number) => ({ y: Math.min(y(value), y(0)), height: Math.abs(y(value) - y(0)) });

  return (
    <div ref={ref} className={styles.chartBox}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false" className={styles.chart}>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={axisLeft} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisText} x={axisLeft - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compactRupees(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const left = x(row.key) ?? 0;
          return (
            <g key={row.key} data-testid="chart-bar-group">
              <title>{rowTooltip(row)}</title>
              <rect
                className={styles.premium}
                x={left + (series('premium') ?? 0)}
                width={series.bandwidth()}
                {...bar(row.netPremiumPaise / 100)}
              />
              <rect
                className={styles.payOut}
                x={left + (series('payOut') ?? 0)}
                width={series.bandwidth()}
                {...bar(row.payOutPaise / 100)}
              />
              {i % labelEvery === (rows.length - 1) % labelEvery ? (
                <text className={styles.axisText} x={left + x.bandwidth() / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
                  {row.shortLabel}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className={styles.axis} x1={axisLeft} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      </svg>
    </div>
  );
}
