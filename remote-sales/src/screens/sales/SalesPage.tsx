import { useCallback, useEffect, useMemo, useState } from 'react';
import { FilterIcon, limits, messages, type HierarchyMember, type Sale } from '@portal/shared';
import { ActiveFilterTags } from './components/ActiveFilterTags';
import { ExportCsvButton } from './components/ExportCsvButton';
import { FilterPanel } from './components/FilterPanel';
import { FiltersDialog } from './components/FiltersDialog';
import { LoadingOverlay } from './components/LoadingOverlay';
import { MemberBreadcrumb } from './components/MemberBreadcrumb';
import { MemberPanel } from './components/MemberPanel';
import { PolicyGrid } from './components/PolicyGrid';
import { SalesSummaryBar } from './components/SalesSummaryBar';
import { useHierarchy } from './hooks/useHierarchy';
import { useMediaQuery } from './hooks/useMediaQuery';
import { useSalesFilters } from './hooks/useSalesFilters';
import { useSalesList } from './hooks/useSalesList';
import { openPolicyDocument } from './policyDocument';
import { countActiveFilters, toApiFilters, type FilterValues } from './salesQueryState';
import styles from './SalesPage.module.css';
import { LinkButton } from '../../components/LinkButton';

/**
 * The team sales explorer: the member tree on the left (top member and children, then the selected
 * member's children in the middle panel, deeper levels through the breadcrumb), and the policies of
 * the deepest selected member's whole subtree on the right, filtered, page by page.
 */
export default function SalesPage() {
  const view = useSalesFilters();
  const { filters, path, member, select } = view;
  const hierarchy = useHierarchy(path, member);
  const { top, selection } = hierarchy;
  const isNarrow = useMediaQuery(`(max-width: ${limits.filterBreakpointPx}px)`);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [openingSrNo, setOpeningSrNo] = useState<string | null>(null);

  const topMember = top.status === 'ready' ? top.value : null;
  const pathCodes = selection.path.map((step) => step.coCode);
  const middle = selection.path[selection.path.length - 1] ?? null;
  const selected: HierarchyMember | null = selection.member ?? middle ?? topMember;
  const selectedCode = selection.pending ? null : (selected?.coCode ?? null);

  // A URL naming members that are not where it says (edited by hand, or the tree changed): keep the
  // part that exists, replacing the history entry rather than adding one.
  useEffect(() => {
    if (selection.invalid && !selection.pending) select(pathCodes, selection.member?.coCode ?? null, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.invalid, selection.pending]);

  const list = useSalesList(selectedCode, filters, view.filtersKey);

  const selectTop = useCallback(() => select([], null), [select]);
  const selectFromLeft = useCallback(
    (child: HierarchyMember) => (child.hasChildren ? select([child.coCode], null) : select([], child.coCode)),
    [select],
  );
  const selectMiddleHead = useCallback(() => select(pathCodes, null), [select, pathCodes.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const selectFromMiddle = useCallback(
    (child: HierarchyMember) =>
      child.hasChildren ? select([...pathCodes, child.coCode], null) : select(pathCodes, child.coCode),
    [select, pathCodes.join(',')], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const navigateTrail = useCallback(
    (index: number) => select(pathCodes.slice(0, index), null),
    [select, pathCodes.join(',')], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const onView = useCallback((sale: Sale) => {
    setNotice(null);
    setOpeningSrNo(sale.srNo);
    openPolicyDocument(sale)
      .catch((error: unknown) =>
        setNotice(`Could not open policy ${sale.policyNumber}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => setOpeningSrNo(null));
  }, []);

  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);
  const activeCount = countActiveFilters(filters);
  const trail = useMemo(
    () => (topMember ? [topMember, ...selection.path, ...(selection.member ? [selection.member] : [])] : []),
    [topMember, selection.path, selection.member],
  );

  const onApply = (next: FilterValues) => {
    view.setFilters(next);
    setDialogOpen(false);
  };

  // One outage usually fails several calls (a member's team and their policies): any "Try again"
  // asks again for everything that failed, so one click recovers the whole page.
  const retryFailed = () => {
    hierarchy.retry();
    if (list.error) list.retry();
  };

  const initialFailed = top.status === 'error';
  const showEmpty = !list.loading && !list.error && list.items.length === 0 && selectedCode !== null;

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
              onClick={() => setDialogOpen(true)}
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
          <LinkButton onClick={() => setNotice(null)}>Dismiss</LinkButton>
        </div>
      ) : null}

      {top.status === 'loading' ? (
        <div className={styles.initialLoading}>
          <LoadingOverlay label="Loading your team..." />
        </div>
      ) : null}

      {topMember ? (
        <>
          <MemberBreadcrumb trail={trail} onNavigate={navigateTrail} />
          <div className={`${styles.layout} ${middle ? styles.withMiddle : ''}`}>
            <div className={styles.panel}>
              <MemberPanel
                title="Your team"
                head={topMember}
                headVariant="top"
                headSelected={selected === topMember}
                members={hierarchy.childrenOf(topMember.coCode)}
                selectedChild={pathCodes[0] ?? (pathCodes.length === 0 ? (selection.member?.coCode ?? null) : null)}
                onSelectHead={selectTop}
                onSelectChild={selectFromLeft}
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
                  onSelectHead={selectMiddleHead}
                  onSelectChild={selectFromMiddle}
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
                onRemove={(field) => view.setFilters({ [field]: '' })}
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
        <FiltersDialog filters={filters} onApply={onApply} onClose={() => setDialogOpen(false)} />
      ) : null}
    </div>
  );
}
