import { FilterIcon, messages } from '@portal/shared';
import { ActiveFilterTags } from './components/ActiveFilterTags';
import { ExportCsvButton } from './components/ExportCsvButton';
import { FilterPanel } from './components/FilterPanel';
import { FiltersDialog } from './components/FiltersDialog';
import { LoadingOverlay } from './components/LoadingOverlay';
import { MemberBreadcrumb } from './components/MemberBreadcrumb';
import { MemberPanel } from './components/MemberPanel';
import { PolicyGrid } from './components/PolicyGrid';
import { SalesSummaryBar } from './components/SalesSummaryBar';
import { useSalesPage } from './useSalesPage';
import styles from './SalesPage.module.css';
import { LinkButton } from '../../components/LinkButton';

/**
 * The team sales explorer: the member tree on the left (top member and children, then the selected
 * member's children in the middle panel, deeper levels through the breadcrumb), and the policies of
 * the deepest selected member's whole subtree on the right, filtered, page by page.
 */
export default function SalesPage() {
  const {
    view,
    filters,
    hierarchy,
    top,
    topMember,
    selection,
    members,
    list,
    isNarrow,
    dialogOpen,
    openDialog,
    closeDialog,
    onApply,
    removeFilter,
    notice,
    setNotice,
    dismissNotice,
    openingSrNo,
    onView,
    apiFilters,
    activeCount,
    retryFailed,
    initialFailed,
    showEmpty,
  } = useSalesPage();
  const { middle, selected, selectedCode } = members;

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
              aria-expanded={dialogOpen}
              onClick={openDialog}
            >
              <FilterIcon size={16} />
              Filters
              {activeCount > 0 ? (
                <span className={styles.badge} aria-label={`${activeCount} active`}>
                  {activeCount}
                </span>
              ) : null}
            </button>
          ) : null}
          <ExportCsvButton
            coCode={selectedCode}
            filters={apiFilters}
            disabled={list.loading || list.items.length === 0}
            onError={setNotice}
          />
        </div>
      </header>

      {initialFailed ? (
        <div role="alert" className={styles.error}>
          <p>{messages.sales.initial}</p>
          <LinkButton onClick={retryFailed}>Try again</LinkButton>
        </div>
      ) : null}
      {hierarchy.hierarchyError ? (
        <div role="alert" className={styles.error}>
          <p>{messages.sales.hierarchy}</p>
          <LinkButton onClick={retryFailed}>Try again</LinkButton>
        </div>
      ) : null}
      {notice ? (
        <div role="alert" className={styles.error}>
          <p>{notice}</p>
          <LinkButton onClick={dismissNotice}>Dismiss</LinkButton>
        </div>
      ) : null}

      {top.status === 'loading' ? (
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
                  headSelected={!selection.member}
                  members={hierarchy.childrenOf(middle.coCode)}
                  selectedChild={selection.member?.coCode ?? null}
                  onSelectHead={members.selectMiddleHead}
                  onSelectChild={members.selectFromMiddle}
                  collapsible={isNarrow}
                />
              </div>
            ) : null}
            <section className={styles.policies} aria-labelledby="sales-policies-heading">
              <div className={styles.policiesHeader}>
                <h2 id="sales-policies-heading" className={styles.policiesTitle}>
                  Policies
                </h2>
                {selected ? (
                  <p className={styles.scope}>
                    Sold by {selected.name} ({selected.coCode}) and their team
                  </p>
                ) : null}
              </div>
              {!isNarrow ? (
                <div className={styles.filters}>
                  <FilterPanel
                    filters={filters}
                    onChange={view.setFilters}
                    onToggleType={view.toggleType}
                    onClearAll={view.clearFilters}
                  />
                </div>
              ) : null}
              <ActiveFilterTags
                filters={filters}
                onRemoveType={view.removeType}
                onRemove={removeFilter}
              />
              <SalesSummaryBar
                summary={list.summary}
                failed={list.summaryFailed}
                loading={list.loading}
                shown={list.items.length}
                // With the list failed too, the list's Try again asks for both.
                onRetry={list.error ? undefined : list.retrySummary}
              />
              {list.error ? (
                <div role="alert" className={styles.error}>
                  <p>{list.error}</p>
                  {list.errorDetail ? <p className={styles.detail}>{list.errorDetail}</p> : null}
                  <LinkButton onClick={retryFailed}>Try again</LinkButton>
                </div>
              ) : null}
              <div className={styles.results} aria-busy={list.loading}>
                {list.loading ? <LoadingOverlay label="Loading sales..." /> : null}
                {showEmpty ? (
                  <p className={styles.empty}>
                    {activeCount > 0
                      ? 'No policies match the current filters.'
                      : 'No policies have been sold by this member or their team yet.'}
                  </p>
                ) : null}
                <PolicyGrid
                  items={list.items}
                  hasMore={list.hasMore && !list.loading && !list.error}
                  loadingMore={list.loadingMore}
                  onLoadMore={list.loadMore}
                  onView={onView}
                  openingSrNo={openingSrNo}
                />
              </div>
            </section>
          </div>
        </>
      ) : null}

      {dialogOpen && isNarrow ? (
        <FiltersDialog filters={filters} onApply={onApply} onClose={closeDialog} />
      ) : null}
    </div>
  );
}
