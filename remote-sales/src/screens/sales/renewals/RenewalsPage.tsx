import { MarkRenewalDialog, RenewalsList, ViewChips, useRenewalsPage } from '../../../features/renewals';
import styles from './RenewalsPage.module.css';
import { SalesAreaPage } from '../../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus } from '../../../features/member-scope';
import { useT } from '../../../i18n';

/**
 * The policies of the selected member's subtree that are due for renewal soon or lapsed lately: by
 * window, each with how long is left, its mark ("Renewed", "Not renewing") and a reminder to share.
 */
export default function RenewalsPage() {
  const { t } = useT();
  const page = useRenewalsPage();
  const { scope, query, list } = page;
  const coCode = scope.selectedCode;
  return (
    <SalesAreaPage title={t('renewals.title')}>
      <MemberScopeStatus scope={scope} onRetry={page.retry} />
      <MemberScopePicker scope={scope}>
        <div className={styles.content}>
          <p className={styles.scope}>
            {scope.selectedName ? t('renewals.scope', { name: scope.selectedName }) : t('renewals.loadingMember')}
          </p>
          <ViewChips
            view={query.view}
            counts={list.counts}
            onView={page.setView}
            policyTypes={query.policyTypes}
            onToggleType={page.toggleType}
          />
          <RenewalsList coCode={coCode} view={query.view} list={list} onMark={page.openMark} onRetry={page.retry} />
        </div>
      </MemberScopePicker>
      {page.marking && coCode ? (
        <MarkRenewalDialog coCode={coCode} target={page.marking} onMarked={page.onMarked} onClose={page.closeMark} />
      ) : null}
    </SalesAreaPage>
  );
}
