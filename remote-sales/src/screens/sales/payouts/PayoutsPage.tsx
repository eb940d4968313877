import { StatementSection } from './components/StatementSection';
import { TaxSummarySection } from './components/TaxSummarySection';
import { usePayoutsPage } from './usePayoutsPage';
import styles from './Payouts.module.css';
import { SalesAreaPage } from '../components/SalesAreaPage';
import { MemberScopePicker } from '../scope/MemberScopePicker';
import { MemberScopeStatus } from '../scope/MemberScopeStatus';
import { useT } from '../../../i18n';

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
      <p role="status" className={styles.visuallyHidden}>
        {page.status}
      </p>
    </SalesAreaPage>
  );
}
