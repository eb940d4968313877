import { Button, Feedback, Status } from '@portal/shared/ui';
import { useRef, type ReactNode } from 'react';
import type { StatementLine, StatementPayment } from '@portal/shared/validation';
import { PaymentsTable } from './PaymentsTable';
import { PayoutAccountNote } from './PayoutAccountNote';
import { PeriodSelect } from './PeriodSelect';
import { StatementDownloadButtons } from './StatementDownloadButtons';
import { StatementLines } from './StatementLines';
import { StatementSummary } from './StatementSummary';
import { TdsNote } from './TdsNote';
import { TeamTotalsTable } from './TeamTotalsTable';
import { StatementSkeleton } from './PayoutsSkeleton';
import { monthLabel } from '../lib/payoutPeriods';
import type { PayoutsPageState } from '../hooks/usePayoutsPage';
import styles from './Payouts.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/** What the member can do about a line or a payment of their own statement (question it), beside it. */
export interface StatementActions {
  line: (line: StatementLine) => ReactNode;
  payment: (payment: StatementPayment) => ReactNode;
  /** Under the lines: what the member can say of a policy that is not among them. */
  missing: ReactNode;
}

export interface StatementSectionProps {
  page: PayoutsPageState;
  /** Given only while the statement shown is the signed-in member's own. */
  actions?: StatementActions | undefined;
}

/** The selected member's statement of the chosen month: picker and downloads, then its parts. */
export function StatementSection({ page, actions }: StatementSectionProps) {
  const { t } = useT();
  const format = useLocaleFormat();
  const { periods, statement, downloads, scope } = page;
  // Opening a child from the team table replaces the table: focus goes to the new statement's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = statement.status === 'ready' ? statement.value : null;
  // Not asked yet while the member is being found: it is on its way all the same.
  const loading = statement.status === 'loading' || (statement.status === 'idle' && scope.status === 'loading');
  const monthName = monthLabel(shown?.month ?? periods.month, format.locale);
  const options = page.months.map((month) => ({
    value: month,
    label:
      month === periods.latestMonth
        ? t('payouts.statement.monthSoFar', { month: monthLabel(month, format.locale) })
        : monthLabel(month, format.locale),
  }));

  return (
    <section className={styles.section} aria-labelledby="payouts-statement-heading">
      <div className={styles.sectionHeader}>
        <h2 id="payouts-statement-heading" className={`${styles.heading} ${styles.statementHeading}`} ref={heading} tabIndex={-1}>
          {scope.selected
            ? t('payouts.statement.headingOf', { name: scope.selected.name, code: scope.selected.coCode })
            : t('payouts.statement.heading')}
        </h2>
        <div className={styles.controls}>
          <PeriodSelect
            label={t('payouts.statement.month')}
            value={periods.month}
            options={options}
            onChange={periods.setMonth}
            {...(periods.month === periods.latestMonth ? { hint: t('payouts.statement.monthHint') } : {})}
          />
          <StatementDownloadButtons downloads={downloads} available={shown !== null} />
        </div>
      </div>

      {downloads.error ? (
        <Feedback
          kind="error"
          action={
            <Button variant="inline" onClick={downloads.dismissError}>
              {t('payouts.dismiss')}
            </Button>
          }
        >
          {downloads.error}
        </Feedback>
      ) : null}

      {loading ? (
        <StatementSkeleton
          monthName={monthName}
          soFar={periods.month === periods.latestMonth}
          own={scope.selected?.coCode === scope.topMember?.coCode}
        />
      ) : null}
      {statement.status === 'error' ? (
        <Feedback
          kind="error"
          action={
            <Button variant="inline" onClick={page.retryStatement}>
              {t('payouts.tryAgain')}
            </Button>
          }
        >
          {t('payouts.statement.loadFailed', { month: monthName, message: statement.message })}
        </Feedback>
      ) : null}

      {shown && !shown.complete ? (
        <p className={styles.soFar} data-testid="statement-so-far">
          {t('payouts.statement.soFar', { month: monthName, date: format.date(shown.asOf) })}
        </p>
      ) : null}

      {shown ? <PayoutAccountNote account={shown.payoutAccount} /> : null}

      {shown && page.empty ? (
        <>
          <Status kind="empty">{t('payouts.statement.empty', { month: monthName })}</Status>
          {actions?.missing}
        </>
      ) : null}

      {shown && !page.empty ? (
        <>
          <StatementSummary statement={shown} own={shown.member.coCode === scope.topMember?.coCode} />
          <StatementLines
            lines={shown.lines}
            adjustments={shown.adjustments}
            grossPaise={shown.grossPaise}
            monthName={monthName}
            lineAction={actions?.line}
          />
          {actions?.missing}
          <TdsNote tds={shown.tds} member={shown.member} monthName={monthName} />
          <PaymentsTable
            payments={shown.payments}
            paymentsPaise={shown.paymentsPaise}
            monthName={monthName}
            paymentAction={actions?.payment}
          />
          {shown.team.length > 0 ? (
            <TeamTotalsTable team={shown.team} monthName={monthName} childLink={page.childLink} onOpen={() => heading.current?.focus()} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
