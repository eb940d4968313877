import { useRef } from 'react';
import { formatDateIN } from '@portal/shared';
import { PaymentsTable } from './PaymentsTable';
import { PeriodSelect } from './PeriodSelect';
import { StatementDownloadButtons } from './StatementDownloadButtons';
import { StatementLines } from './StatementLines';
import { StatementSummary } from './StatementSummary';
import { TdsNote } from './TdsNote';
import { TeamTotalsTable } from './TeamTotalsTable';
import { LinkButton } from '../../../../components/LinkButton';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { monthLabel } from '../payoutPeriods';
import type { PayoutsPageState } from '../usePayoutsPage';
import styles from '../Payouts.module.css';

/** The selected member's statement of the chosen month: picker and downloads, then its parts. */
export function StatementSection({ page }: { page: PayoutsPageState }) {
  const { periods, statement, downloads, scope } = page;
  // Opening a child from the team table replaces the table: focus goes to the new statement's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = statement.status === 'ready' ? statement.value : null;
  const monthName = monthLabel(shown?.month ?? periods.month);
  const options = page.months.map((month) => ({
    value: month,
    label: month === periods.latestMonth ? `${monthLabel(month)} (so far)` : monthLabel(month),
  }));

  return (
    <section className={styles.section} aria-labelledby="payouts-statement-heading">
      <div className={styles.sectionHeader}>
        <h2 id="payouts-statement-heading" className={styles.heading} ref={heading} tabIndex={-1}>
          Statement{scope.selected ? ` of ${scope.selected.name} (${scope.selected.coCode})` : ''}
        </h2>
        <div className={styles.controls}>
          <PeriodSelect
            label="Month"
            value={periods.month}
            options={options}
            onChange={periods.setMonth}
            {...(periods.month === periods.latestMonth ? { hint: 'This month is not over: its statement so far.' } : {})}
          />
          <StatementDownloadButtons downloads={downloads} available={shown !== null} />
        </div>
      </div>

      {downloads.error ? (
        <div role="alert" className={styles.error}>
          <p>{downloads.error}</p>
          <LinkButton onClick={downloads.dismissError}>Dismiss</LinkButton>
        </div>
      ) : null}

      {statement.status === 'loading' ? (
        <div className={styles.loading}>
          <LoadingOverlay label={`Loading the statement for ${monthName}…`} />
        </div>
      ) : null}
      {statement.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p>
            Could not load the statement for {monthName}: {statement.message}
          </p>
          <LinkButton onClick={page.retryStatement}>Try again</LinkButton>
        </div>
      ) : null}

      {shown && !shown.complete ? (
        <p className={styles.soFar} data-testid="statement-so-far">
          {monthName} is not over: this is the statement so far, to {formatDateIN(shown.asOf)}. It can still change.
        </p>
      ) : null}

      {shown && page.empty ? <p className={styles.empty}>No payouts in {monthName}.</p> : null}

      {shown && !page.empty ? (
        <>
          <StatementSummary statement={shown} />
          <StatementLines lines={shown.lines} grossPaise={shown.grossPaise} monthName={monthName} />
          <TdsNote tds={shown.tds} member={shown.member} monthName={monthName} />
          <PaymentsTable payments={shown.payments} paymentsPaise={shown.paymentsPaise} monthName={monthName} />
          {shown.team.length > 0 ? (
            <TeamTotalsTable team={shown.team} monthName={monthName} childLink={page.childLink} onOpen={() => heading.current?.focus()} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
