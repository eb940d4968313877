import { limits } from '@portal/shared';
import { type HierarchyMember, useSalesFilters, type SalesFiltersApi } from '../../sales-area';
import { useT } from '../../../i18n';
import { useHierarchy, type HierarchyApi, type Load } from './useHierarchy';
import { useMediaQuery } from './useMediaQuery';
import { useMemberSelection } from './useMemberSelection';

export type MemberScopeStatus = 'loading' | 'error' | 'ready';

/** The member a sales section shows: the caller's top member and the one drilled down to (in the URL). */
export interface MemberScope {
  topMember: HierarchyMember | null;
  /** The deepest selected member, once the URL's path is verified; null until then. */
  selected: HierarchyMember | null;
  selectedCode: string | null;
  selectedName: string | null;
  /** `loading` until the top member and the selected path are known; `error` when the top member failed. */
  status: MemberScopeStatus;
  /** What failed: the top member, else one of the member lists; null when nothing did. */
  error: string | null;
  /** Asks again for what failed. */
  retry: () => void;
  top: Load<HierarchyMember>;
  hierarchy: HierarchyApi;
  members: ReturnType<typeof useMemberSelection>;
  /** Small screen: the member panels fold. */
  isNarrow: boolean;
}

/** The member scope over the URL state the caller already reads (the Policies screen's filters hook). */
export function useMemberScopeOf(view: Pick<SalesFiltersApi, 'path' | 'member' | 'select'>): MemberScope {
  const { t } = useT();
  const hierarchy = useHierarchy(view.path, view.member);
  const { top, selection } = hierarchy;
  const isNarrow = useMediaQuery(`(max-width: ${limits.filterBreakpointPx}px)`);
  const topMember = top.status === 'ready' ? top.value : null;
  const members = useMemberSelection(topMember, selection, view.select);
  const selectedCode = members.selectedCode;
  const selected = selectedCode ? members.selected : null;
  const status: MemberScopeStatus = top.status === 'error' ? 'error' : selectedCode ? 'ready' : 'loading';
  const error = top.status === 'error' ? t('common:sales.initial') : hierarchy.hierarchyError ? t('common:sales.hierarchy') : null;
  return {
    topMember,
    selected,
    selectedCode,
    selectedName: selected?.name ?? null,
    status,
    error,
    retry: hierarchy.retry,
    top,
    hierarchy,
    members,
    isNarrow,
  };
}

/**
 * The member drill-down of the sales sections: `?path=…&member=…` in the URL (kept by the section
 * tabs), verified against the caller's tree; the member panels and breadcrumb of `MemberScopePicker`
 * change it.
 */
export function useMemberScope(): MemberScope {
  return useMemberScopeOf(useSalesFilters());
}
