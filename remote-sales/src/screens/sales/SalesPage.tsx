import { useT } from '../../i18n';
import { ExportCsvButton, FiltersSheet, PoliciesSection, SalesNotice, WelcomeNotice, useSalesPage } from '../../features/sales';
import { SalesAreaPage } from '../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus } from '../../features/member-scope';

/**
 * The team sales explorer: the member tree on the left (top member and children, then the selected
 * member's children in the middle panel, deeper levels through the breadcrumb), and the policies of
 * the deepest selected member's whole subtree on the right, filtered, page by page.
 */
export default function SalesPage() {
  const { t } = useT();
  const page = useSalesPage();
  const { members, list, isNarrow } = page;

  return (
    <SalesAreaPage
      title={t('list.title')}
      actions={
        <>
          {isNarrow ? <FiltersSheet filters={page.filters} activeCount={page.activeCount} onApply={page.onApply} /> : null}
          <ExportCsvButton
            coCode={members.selectedCode}
            filters={page.apiFilters}
            disabled={list.loading || list.items.length === 0}
            onError={page.setNotice}
          />
        </>
      }
    >
      <WelcomeNotice />
      <MemberScopeStatus scope={page.scope} onRetry={page.retryFailed} />
      {page.notice ? <SalesNotice message={page.notice} onDismiss={page.dismissNotice} /> : null}

      <MemberScopePicker scope={page.scope}>
        <PoliciesSection
          member={members.selected}
          view={page.view}
          list={list}
          showFilterPanel={!isNarrow}
          activeFilterCount={page.activeCount}
          filtersError={page.filtersError}
          showEmpty={page.showEmpty}
          onRemoveFilter={page.removeFilter}
          onRetry={page.retryFailed}
          onView={page.onView}
          openingSrNo={page.openingSrNo}
        />
      </MemberScopePicker>
    </SalesAreaPage>
  );
}
