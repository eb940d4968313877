import { useCallback, useMemo, useState } from 'react';
import {
  type Sale,
  useSalesFilters,
  openPolicyDocument,
  countActiveFilters,
  filterErrors,
  toApiFilters,
  type FilterValues,
} from '../../sales-area';
import { t } from '../../../i18n';
import { useSalesList } from './useSalesList';
import { useMemberScopeOf } from '../../member-scope';

/**
 * The sales explorer's state: filters and selected member (kept in the URL), the member tree, the
 * policies of the deepest selected member, and the page's notice.
 */
export function useSalesPage() {
  const view = useSalesFilters();
  const { filters } = view;
  const scope = useMemberScopeOf(view);
  const { hierarchy, top, topMember, members, isNarrow } = scope;
  const { selection } = hierarchy;
  const [notice, setNotice] = useState<string | null>(null);
  const [openingSrNo, setOpeningSrNo] = useState<string | null>(null);

  const list = useSalesList(members.selectedCode, filters);

  const onView = useCallback((sale: Sale) => {
    setNotice(null);
    setOpeningSrNo(sale.srNo);
    openPolicyDocument(sale)
      .catch((error: unknown) =>
        setNotice(
          t('list.openFailed', {
            policyNumber: sale.policyNumber,
            reason: error instanceof Error ? error.message : String(error),
          }),
        ),
      )
      .finally(() => setOpeningSrNo(null));
  }, []);

  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);
  const activeCount = countActiveFilters(filters);

  const onApply = (next: FilterValues) => view.setFilters(next);
  const removeFilter = (field: Exclude<keyof FilterValues, 'policyTypes'>) => view.setFilters({ [field]: '' });
  const dismissNotice = () => setNotice(null);

  // One outage usually fails several calls (a member's team and their policies): any "Try again"
  // asks again for everything that failed, so one click recovers the whole page.
  const retryFailed = () => {
    hierarchy.retry();
    if (list.error) list.retry();
  };

  const initialFailed = top.status === 'error';
  // The reason the filters are not asked for (a "to" date before the "from" date), else null.
  const filtersError = filterErrors(filters).toDate ?? null;
  const showEmpty = !filtersError && !list.loading && !list.error && list.items.length === 0 && members.selectedCode !== null;

  return {
    view,
    scope,
    filters,
    hierarchy,
    top,
    topMember,
    selection,
    members,
    list,
    isNarrow,
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
    filtersError,
    showEmpty,
  };
}
