import { FilterIcon } from '@portal/shared';
import { useT } from '../../i18n';
import { ExportCsvButton } from './components/ExportCsvButton';
import { FiltersDialog } from './components/FiltersDialog';
import { PoliciesSection } from './components/PoliciesSection';
import { SalesAreaPage } from './components/SalesAreaPage';
import { WelcomeNotice } from './components/WelcomeNotice';
import { MemberScopePicker } from './scope/MemberScopePicker';
import { MemberScopeStatus } from './scope/MemberScopeStatus';
import { useSalesPage } from './useSalesPage';
import styles from './SalesPage.module.css';
import { LinkButton } from '../../components/LinkButton';

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
          {isNarrow ? (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-haspopup="dialog"
              aria-expanded={page.dialogOpen}
              onClick={page.openDialog}
            >
              <FilterIcon size={16} />
              {t('filters.button')}
              {page.activeCount > 0 ? (
                <span className={styles.badge} aria-label={t('filters.activeCount', { n: page.activeCount })}>
                  {page.activeCount}
                </span>
              ) : null}
            </button>
          ) : null}
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
      {page.notice ? (
        <div role="alert" className={styles.error}>
          <p>{page.notice}</p>
          <LinkButton onClick={page.dismissNotice}>{t('ui.dismiss')}</LinkButton>
        </div>
      ) : null}

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

      {page.dialogOpen && isNarrow ? <FiltersDialog filters={page.filters} onApply={page.onApply} onClose={page.closeDialog} /> : null}
    </SalesAreaPage>
  );
}
