import { visuallyHidden } from '@portal/shared/ui';
import { StatementSection, TaxSummarySection, usePayoutsPage } from '../../../features/payouts';
import { SalesAreaPage } from '../../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus } from '../../../features/member-scope';
import { useT } from '../../../i18n';
import styles from './PayoutsPage.module.css';

/**
 * The Payouts tab: for the member chosen in the drill-down, the commission statement of a month
 * (the current one so far, or an earlier one; its PDF and CSV) and a financial year's tax summary.
 */
export default function PayoutsPage() {
  const { t } = useT();
  const page = usePayoutsPage();
  return (
    <SalesAreaPage title={t('payouts.title')}>
      <MemberScopeStatus scope={page.scope} />
      <MemberScopePicker scope={page.scope}>
        <div className={styles.content}>
          <StatementSection page={page} />
          <TaxSummarySection page={page} />
        </div>
      </MemberScopePicker>
      <p role="status" className={visuallyHidden}>
        {page.status}
      </p>
    </SalesAreaPage>
  );
}
