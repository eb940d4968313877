import { Button, Feedback, Skeleton, TableHead, TableScroller } from '@portal/shared/ui';
import { formatPaise } from '@portal/shared';
import type { TaxSummary } from '@portal/shared/validation';
import { PeriodSelect } from './PeriodSelect';
import { LoadingOverlay } from '../../sales-area';
import { TableSkeleton } from './PayoutsSkeleton';
import skeleton from './Skeleton.module.css';
import { financialYearLabel, quarterMonths } from '../lib/payoutPeriods';
import type { PayoutsPageState } from '../hooks/usePayoutsPage';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';
import { taxQuarterColumns } from './tableColumns';

/** A financial year's quarters, the rows of its table (its total is one more). */
const QUARTERS = 4;

/** What the year's TDS rests on: its section, rate and threshold. */
const termsOf = (summary: TaxSummary) => ({
  section: summary.section,
  rate: summary.ratePercent,
  threshold: formatPaise(summary.thresholdPaise),
});

/** A financial year's gross commission and TDS per quarter, for the member's income-tax return. */
export function TaxSummarySection({ page }: { page: PayoutsPageState }) {
  const { t } = useT();
  const format = useLocaleFormat();
  const { periods, tax } = page;
  const summary = tax.status === 'ready' ? tax.value : null;
  // Not asked yet while the member is being found: it is on its way all the same.
  const loading = tax.status === 'loading' || (tax.status === 'idle' && page.scope.status === 'loading');
  const options = page.years.map((fy) => ({
    value: fy,
    label: fy === periods.latestFy ? t('payouts.tax.fySoFar', { fy }) : t('payouts.tax.fy', { fy }),
  }));

  return (
    <section className={styles.section} aria-labelledby="payouts-tax-heading">
      <div className={styles.sectionHeader}>
        <h2 id="payouts-tax-heading" className={styles.heading}>
          {t('payouts.tax.heading')}
        </h2>
        <PeriodSelect label={t('payouts.tax.year')} value={periods.fy} options={options} onChange={periods.setFy} />
      </div>

      {loading ? (
        <div className={skeleton.loading} data-testid="tax-skeleton">
          <LoadingOverlay label={t('payouts.tax.loading', { fy: periods.fy })} />
          <div className={skeleton.parts} aria-hidden="true" aria-busy="true">
            <Skeleton className={skeleton.twoLines} />
            <TableSkeleton caption={t('payouts.tax.caption', { fy: periods.fy })} rows={QUARTERS + 1} columns={taxQuarterColumns(t)} />
          </div>
        </div>
      ) : null}
      {tax.status === 'error' ? (
        <Feedback
          kind="error"
          action={
            <Button variant="inline" onClick={page.retryTax}>
              {t('payouts.tryAgain')}
            </Button>
          }
        >
          {t('payouts.tax.loadFailed', { fy: periods.fy, message: tax.message })}
        </Feedback>
      ) : null}

      {summary ? (
        <>
          <p className={styles.note}>
            {summary.complete
              ? t('payouts.tax.period', { year: financialYearLabel(summary.fy) })
              : t('payouts.tax.periodSoFar', { year: financialYearLabel(summary.fy), date: format.date(summary.asOf) })}{' '}
            {summary.withPan ? t('payouts.tax.withPan', termsOf(summary)) : t('payouts.tax.noPan', termsOf(summary))}
          </p>
          <TableScroller className={styles.tableWrap} label={t('payouts.tax.caption', { fy: summary.fy })} hint={t('payouts.scrollHint')}>
            <table className={styles.table} data-testid="tax-summary">
              <caption>{t('payouts.tax.caption', { fy: summary.fy })}</caption>
              <TableHead numberClassName={styles.amount} columns={taxQuarterColumns(t)} />
              <tbody>
                {summary.quarters.map((quarter) => (
                  <tr key={quarter.quarter}>
                    <th scope="row">
                      {quarter.quarter} ({quarterMonths(quarter.quarter)})
                    </th>
                    <td className={styles.amount}>{formatPaise(quarter.grossPaise)}</td>
                    <td className={styles.amount}>{formatPaise(quarter.tdsPaise)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('payouts.tax.total')}</th>
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
