import { Feedback, Status } from '@portal/shared/ui';
import { type HierarchyMember, type Sale, LoadingOverlay, type SalesFiltersApi, SkeletonBar } from '../../sales-area';
import { useT } from '../../../i18n';
import { ActiveFilterTags, type ActiveFilterTagsProps } from './ActiveFilterTags';
import { FilterPanel } from './FilterPanel';
import { PolicyGrid } from './PolicyGrid';
import { PolicyCardSkeleton, SKELETON_CARDS } from './PolicyCardSkeleton';
import { useShownItems } from './useShownItems';
import { SalesSummaryBar } from './SalesSummaryBar';
import type { useSalesList } from '../hooks/useSalesList';
import styles from './Sales.module.css';
import gridStyles from './PolicyGrid.module.css';

export interface PoliciesSectionProps {
  /** The deepest selected member: the policies are theirs and their team's. */
  member: HierarchyMember | null;
  view: SalesFiltersApi;
  list: ReturnType<typeof useSalesList>;
  /** The filters beside the list (wide screens; narrow ones open them in a dialog). */
  showFilterPanel: boolean;
  activeFilterCount: number;
  /** Why the filters are not asked for (a "to" date before the "from" date), else null. */
  filtersError: string | null;
  showEmpty: boolean;
  onRemoveFilter: ActiveFilterTagsProps['onRemove'];
  onRetry: () => void;
  onView: (sale: Sale) => void;
  openingSrNo: string | null;
}

/** The sales page's policies: heading and scope, filters, their summary, and the list page by page. */
export function PoliciesSection({
  member,
  view,
  list,
  showFilterPanel,
  activeFilterCount,
  filtersError,
  showEmpty,
  onRemoveFilter,
  onRetry,
  onView,
  openingSrNo,
}: PoliciesSectionProps) {
  const { t } = useT();
  const shown = useShownItems(list.items, list.loading);
  return (
    <section className={styles.policies} aria-labelledby="sales-policies-heading">
      <div className={styles.policiesHeader}>
        <h2 id="sales-policies-heading" className={styles.policiesTitle}>
          {t('list.heading')}
        </h2>
        {/* Kept while the member loads, so the filters and list below stay where they are. */}
        <p className={styles.scope}>
          {member ? t('list.scope', { name: member.name, code: member.coCode }) : <SkeletonBar width="14rem" />}
        </p>
      </div>
      {showFilterPanel ? (
        <div className={styles.filters}>
          <FilterPanel filters={view.filters} onChange={view.setFilters} onToggleType={view.toggleType} onClearAll={view.clearFilters} />
        </div>
      ) : null}
      <ActiveFilterTags filters={view.filters} onRemoveType={view.removeType} onRemove={onRemoveFilter} />
      <SalesSummaryBar
        summary={list.summary}
        failed={list.summaryFailed}
        loading={list.loading}
        shown={list.items.length}
        // With the list failed too, the list's Try again asks for both.
        onRetry={list.error ? undefined : list.retrySummary}
      />
      {list.error ? (
        <Feedback kind="error" retry={{ label: t('ui.tryAgain'), onRetry }}>
          <p>{list.error}</p>
          {list.errorDetail ? <p className={styles.detail}>{list.errorDetail}</p> : null}
        </Feedback>
      ) : null}
      <div className={styles.results}>
        {list.loading ? <LoadingOverlay label={t('list.loading')} /> : null}
        {list.loading && shown.items.length === 0 ? <PolicySkeletons /> : null}
        {/* Beside the list, the date field says it; behind the narrow screen's Filters button, the list does. */}
        {filtersError && !showFilterPanel ? <Status kind="empty">{filtersError}</Status> : null}
        {showEmpty ? <Status kind="empty">{activeFilterCount > 0 ? t('list.emptyFiltered') : t('list.empty')}</Status> : null}
        <PolicyGrid
          items={shown.items}
          dimmed={shown.stale}
          hasMore={list.hasMore && !list.loading && !list.error}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          onView={onView}
          openingSrNo={openingSrNo}
        />
      </div>
    </section>
  );
}

/** The first page's place, held by skeleton cards in the grid's own columns. */
function PolicySkeletons() {
  return (
    <div className={gridStyles.container} aria-busy="true">
      <div className={gridStyles.block}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <PolicyCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
