import { scaleLinear } from 'd3-scale';
import { compactRupees, rowTooltip, valueExtent } from '../../lib/chartFormat';
import { useElementWidth } from '../../hooks/useElementWidth';
import type { InsightsRow } from '../../lib/insightsData';
import styles from '../Insights.module.css';

const ROW_HEIGHT = 46;
const LABEL_GAP = 16;
const PREMIUM_BAR = 13;
const PAY_OUT_BAR = 8;
/** Room at the right for the premium's value. */
const VALUE_WIDTH = 64;
/** About the width of a character of a name (13 px text), to shorten one that would not fit. */
const CHAR_WIDTH = 7.5;

/** The name as it fits the chart's width; the table and the tooltip have it whole. */
function fitted(label: string, width: number): string {
  const room = Math.max(8, Math.floor(width / CHAR_WIDTH));
  return label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label;
}

/**
 * One row per item, highest first: its name above, a net premium bar and a thinner pay out bar below it
 * (SVG). Names sit above the bars so that long insurer names fit on a phone. Decorative for assistive
 * technology: the table beside it has the same numbers.
 */
export function RankedBars({ rows }: { rows: InsightsRow[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>(480);
  const height = rows.length * ROW_HEIGHT;
  const x = scaleLinear()
    .domain(valueExtent(rows))
    .range([0, Math.max(1, width - VALUE_WIDTH)]);
  const bar = (value: number) => ({ x: Math.min(x(value), x(0)), width: Math.max(1, Math.abs(x(value) - x(0))) });

  return (
    <div ref={ref} className={styles.chartBox}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" className={styles.chart}>
        {rows.map((row, i) => {
          const top = i * ROW_HEIGHT;
          const premium = bar(row.netPremiumPaise / 100);
          return (
            <g key={row.key} data-testid="chart-bar-group">
              <title>{rowTooltip(row)}</title>
              <text className={styles.barLabel} x={0} y={top + 12}>
                {fitted(row.shortLabel, width)}
              </text>
              <rect className={styles.premium} y={top + LABEL_GAP} height={PREMIUM_BAR} {...premium} />
              <rect className={styles.payOut} y={top + LABEL_GAP + PREMIUM_BAR + 2} height={PAY_OUT_BAR} {...bar(row.payOutPaise / 100)} />
              <text className={styles.axisText} x={premium.x + premium.width + 6} y={top + LABEL_GAP + PREMIUM_BAR / 2} dy="0.32em">
                {compactRupees(row.netPremiumPaise / 100)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
