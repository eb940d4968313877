import { useCallback, useEffect, useMemo } from 'react';
import { type HierarchyMember, type SalesFiltersApi, useStableCodes } from '../../sales-area';
import type { ResolvedSelection } from './useHierarchy';

/**
 * Where the member tree stands (the top member, the middle panel's member, the deepest selected one)
 * and what choosing a member in each place of the tree does to the selected path.
 */
export function useMemberSelection(topMember: HierarchyMember | null, selection: ResolvedSelection, select: SalesFiltersApi['select']) {
  const pathCodes = useStableCodes(selection.path.map((step) => step.coCode));
  const middle = selection.path[selection.path.length - 1] ?? null;
  const selected: HierarchyMember | null = selection.member ?? middle ?? topMember;
  const selectedCode = selection.pending ? null : (selected?.coCode ?? null);
  const memberCode = selection.member?.coCode ?? null;
  // The left panel's highlighted child: the first opened member, else a leaf chosen there.
  const topSelectedChild = pathCodes[0] ?? (pathCodes.length === 0 ? memberCode : null);

  // A URL naming members that are not where it says (edited by hand, or the tree changed): keep the
  // part that exists, replacing the history entry rather than adding one. The corrected URL is valid,
  // and `select` leaves an unchanged URL alone, so this navigates once.
  const invalid = selection.invalid && !selection.pending;
  useEffect(() => {
    if (invalid) select(pathCodes, memberCode, { replace: true });
  }, [invalid, select, pathCodes, memberCode]);

  const selectTop = useCallback(() => select([], null), [select]);
  const selectFromLeft = useCallback(
    (child: HierarchyMember) => (child.hasChildren ? select([child.coCode], null) : select([], child.coCode)),
    [select],
  );
  const selectMiddleHead = useCallback(() => select(pathCodes, null), [select, pathCodes]);
  const selectFromMiddle = useCallback(
    (child: HierarchyMember) => (child.hasChildren ? select([...pathCodes, child.coCode], null) : select(pathCodes, child.coCode)),
    [select, pathCodes],
  );
  const navigateTrail = useCallback((index: number) => select(pathCodes.slice(0, index), null), [select, pathCodes]);

  const trail = useMemo(
    () => (topMember ? [topMember, ...selection.path, ...(selection.member ? [selection.member] : [])] : []),
    [topMember, selection.path, selection.member],
  );

  return {
    middle,
    selected,
    selectedCode,
    topSelectedChild,
    trail,
    selectTop,
    selectFromLeft,
    selectMiddleHead,
    selectFromMiddle,
    navigateTrail,
  };
}
