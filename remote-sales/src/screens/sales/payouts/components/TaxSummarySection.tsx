import { TableScroller, formatDateIN, formatPaise } from '@portal/shared';
import { PeriodSelect } from './PeriodSelect';
import { LinkButton } from '../../../../components/LinkButton';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { QUARTER_MONTHS, financialYearLabel } from '../payoutPeriods';
import type { PayoutsPageState } from '../usePayoutsPage';
import styles from '../Payouts.module.css';

/** A financial year's gross commission and TDS per quarter, for the member's income-tax return. */
export function TaxSummarySection({ page }: { page: PayoutsPageState }) {
  const { periods, tax } = page;
  const summary = tax.status === 'ready' ? tax.value : null;
  const options = page.years.map((fy) => ({
    value: fy,
    label: fy === periods.latestFy ? `FY ${fy} (so far)` : `FY ${fy}`,
  }));

  return (
    <section className={styles.section} aria-labelledby="payouts-tax-heading">
      <div className={styles.sectionHeader}>
        <h2 id="payouts-tax-heading" className={styles.heading}>
          Tax summary
        </h2>
        <PeriodSelect label="Financial year" value={periods.fy} options={options} onChange={periods.setFy} />
      </div>

      {tax.status === 'loading' ? (
        <div className={styles.loading}>
          <LoadingOverlay label={`Loading the tax summary for FY ${periods.fy}…`} />
        </div>
      ) : null}
      {tax.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p>
            Could not load the tax summary for FY {periods.fy}: {tax.message}
          </p>
          <LinkButton onClick={page.retryTax}>Try again</LinkButton>
        </div>
      ) : null}

      {summary ? (
        <>
          <p className={styles.note}>
            {financialYearLabel(summary.fy)}
            {summary.complete ? '' : `, so far (to ${formatDateIN(summary.asOf)})`}. TDS under section {summary.section}{' '}
            at {summary.ratePercent}%{summary.withPan ? ' with a PAN on file' : ', no PAN on file'}; threshold{' '}
            {formatPaise(summary.thresholdPaise)} a year.
          </p>
          <TableScroller className={styles.tableWrap} label={`Gross commission and TDS by quarter, FY ${summary.fy}`}>
            <table className={styles.table} data-testid="tax-summary">
              <caption>Gross commission and TDS by quarter, FY {summary.fy}</caption>
              <thead>
                <tr>
                  <th scope="col">Quarter</th>
                  <th scope="col" className={styles.amount}>
                    Gross commission
                  </th>
                  <th scope="col" className={styles.amount}>
                    TDS
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.quarters.map((quarter) => (
                  <tr key={quarter.quarter}>
                    <th scope="row">
                      {quarter.quarter} ({QUARTER_MONTHS[quarter.quarter]})
                    </th>
                    <td className={styles.amount}>{formatPaise(quarter.grossPaise)}</td>
                    <td className={styles.amount}>{formatPaise(quarter.tdsPaise)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className={styles.amount}>{formatPaise(summary.grossPaise)}</td>
                  <td className={styles.amount}>{formatPaise(summary.tdsPaise)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroller>
        </>
      ) : null}
    </section>
  );
}
