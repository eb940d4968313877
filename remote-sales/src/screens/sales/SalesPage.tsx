import { FilterIcon, messages } from '@portal/shared';
import { ExportCsvButton } from './components/ExportCsvButton';
import { FiltersDialog } from './components/FiltersDialog';
import { LoadingOverlay } from './components/LoadingOverlay';
import { MemberBreadcrumb } from './components/MemberBreadcrumb';
import { MemberPanel } from './components/MemberPanel';
import { PoliciesSection } from './components/PoliciesSection';
import { useSalesPage } from './useSalesPage';
import styles from './SalesPage.module.css';
import { LinkButton } from '../../components/LinkButton';

/**
 * The team sales explorer: the member tree on the left (top member and children, then the selected
 * member's children in the middle panel, deeper levels through the breadcrumb), and the policies of
 * the deepest selected member's whole subtree on the right, filtered, page by page.
 */
export default function SalesPage() {
  const page = useSalesPage();
  const { hierarchy, members, list, isNarrow, topMember } = page;
  const { middle, selected } = members;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>Sales</h1>
        <div className={styles.actions}>
          {isNarrow ? (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-haspopup="dialog"
              aria-expanded={page.dialogOpen}
              onClick={page.openDialog}
            >
              <FilterIcon size={16} />
              Filters
              {page.activeCount > 0 ? (
                <span className={styles.badge} aria-label={`${page.activeCount} active`}>
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
        </div>
      </header>

      {page.initialFailed ? (
        <div role="alert" className={styles.error}>
          <p>{messages.sales.initial}</p>
          <LinkButton onClick={page.retryFailed}>Try again</LinkButton>
        </div>
      ) : null}
      {hierarchy.hierarchyError ? (
        <div role="alert" className={styles.error}>
          <p>{messages.sales.hierarchy}</p>
          <LinkButton onClick={page.retryFailed}>Try again</LinkButton>
        </div>
      ) : null}
      {page.notice ? (
        <div role="alert" className={styles.error}>
          <p>{page.notice}</p>
          <LinkButton onClick={page.dismissNotice}>Dismiss</LinkButton>
        </div>
      ) : null}

      {page.top.status === 'loading' ? (
        <div className={styles.initialLoading}>
          <LoadingOverlay label="Loading your team..." />
        </div>
      ) : null}

      {topMember ? (
        <>
          <MemberBreadcrumb trail={members.trail} onNavigate={members.navigateTrail} />
          <div className={`${styles.layout} ${middle ? styles.withMiddle : ''}`}>
            <div className={styles.panel}>
              <MemberPanel
                title="Your team"
                head={topMember}
                headVariant="top"
                headSelected={selected === topMember}
                members={hierarchy.childrenOf(topMember.coCode)}
                selectedChild={members.topSelectedChild}
                onSelectHead={members.selectTop}
                onSelectChild={members.selectFromLeft}
                collapsible={isNarrow}
                collapsed={isNarrow && middle !== null}
              />
            </div>
            {middle ? (
              <div className={styles.panel}>
                <MemberPanel
                  title={`Team of ${middle.name}`}
                  head={middle}
                  headVariant="head"
                  headLabel="Selected Member"
                  headSelected={!page.selection.member}
                  members={hierarchy.childrenOf(middle.coCode)}
                  selectedChild={page.selection.member?.coCode ?? null}
                  onSelectHead={members.selectMiddleHead}
                  onSelectChild={members.selectFromMiddle}
                  collapsible={isNarrow}
                />
              </div>
            ) : null}
            <PoliciesSection
              member={selected}
              view={page.view}
              list={list}
              showFilterPanel={!isNarrow}
              activeFilterCount={page.activeCount}
              showEmpty={page.showEmpty}
              onRemoveFilter={page.removeFilter}
              onRetry={page.retryFailed}
              onView={page.onView}
              openingSrNo={page.openingSrNo}
            />
          </div>
        </>
      ) : null}

      {page.dialogOpen && isNarrow ? (
        <FiltersDialog filters={page.filters} onApply={page.onApply} onClose={page.closeDialog} />
      ) : null}
    </div>
  );
}
