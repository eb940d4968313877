import { Button, visuallyHidden } from '@portal/shared/ui';
import { StatementSection, TaxSummarySection, usePayoutsPage, type StatementActions } from '../../../features/payouts';
import { QuestionButton, RaiseQueryDialog, RaisedNotice, useRaiseQuery } from '../../../features/queries';
import { SalesAreaPage } from '../../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus } from '../../../features/member-scope';
import { useT } from '../../../i18n';
import styles from './PayoutsPage.module.css';

/**
 * The Payouts tab: for the member chosen in the drill-down, the commission statement of a month
 * (the current one so far, or an earlier one; its PDF and CSV) and a financial year's tax summary. On the
 * signed-in member's own statement each line and payment can be questioned (a payout query).
 */
export default function PayoutsPage() {
  const { t } = useT();
  const page = usePayoutsPage();
  const raise = useRaiseQuery();
  const ownCode = page.scope.topMember?.coCode ?? null;
  const shown = page.statement.status === 'ready' ? page.statement.value : null;
  const actions: StatementActions | undefined =
    shown && ownCode && shown.member.coCode === ownCode
      ? {
          line: (line) =>
            line.entryId === undefined ? null : <QuestionButton line={line} entryId={line.entryId} onQuestion={raise.start} />,
          payment: (payment) =>
            payment.entryId === undefined ? null : <QuestionButton payment={payment} entryId={payment.entryId} onQuestion={raise.start} />,
          missing: (
            <Button variant="secondary" className={styles.missing} onClick={() => raise.start({ kind: 'missingPolicy' })}>
              {t('queries.actions.missingPolicy')}
            </Button>
          ),
        }
      : undefined;
  return (
    <SalesAreaPage title={t('payouts.title')}>
      <MemberScopeStatus scope={page.scope} />
      <MemberScopePicker scope={page.scope}>
        <div className={styles.content}>
          <RaisedNotice raised={raise.raised} onDismiss={raise.dismiss} withLink />
          <StatementSection page={page} actions={actions} />
          <TaxSummarySection page={page} />
        </div>
      </MemberScopePicker>
      {raise.target && ownCode ? (
        <RaiseQueryDialog coCode={ownCode} target={raise.target} onRaised={raise.onRaised} onClose={raise.close} />
      ) : null}
      <p role="status" className={visuallyHidden}>
        {page.status}
      </p>
    </SalesAreaPage>
  );
}
