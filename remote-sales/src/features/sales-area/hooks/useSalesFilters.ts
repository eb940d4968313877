import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import type { PolicyType } from '@portal/shared';
import {
  EMPTY_FILTERS,
  filtersKey,
  normalizeTypes,
  parseSalesQuery,
  serializeSalesQuery,
  type FilterValues,
  type SalesViewState,
} from '../lib/salesQueryState';
import { useStableCodes } from './useStableCodes';

export interface SalesFiltersApi {
  filters: FilterValues;
  path: string[];
  member: string | null;
  setFilters: (change: Partial<FilterValues>) => void;
  toggleType: (type: PolicyType) => void;
  removeType: (type: PolicyType) => void;
  clearFilters: () => void;
  /** Sets the selected member path; each selection is a history entry (Back returns to the last one). */
  select: (path: string[], member: string | null, options?: { replace?: boolean }) => void;
}

/** Filters and the selected member path, read from and written to the URL query. */
export function useSalesFilters(): SalesFiltersApi {
  const location = useLocation();
  const navigate = useNavigate();
  const query = location.search;
  // The latest query, for updates made from timers and callbacks created before the last render;
  // stored after each commit, as a render may not be committed.
  const latestQuery = useRef(query);
  useLayoutEffect(() => {
    latestQuery.current = query;
  });
  // Parsed once per distinct query string, so the objects keep their identity across renders.
  const state = useMemo(() => parseSalesQuery(new URLSearchParams(query)), [query]);
  const key = filtersKey(state.filters);
  // Read back from their key, so the filters keep their identity while only the selection changes.
  const filters = useMemo(() => parseSalesQuery(new URLSearchParams(key)).filters, [key]);
  const path = useStableCodes(state.path);

  const update = useCallback(
    (change: (current: SalesViewState) => SalesViewState, replace = false) => {
      const previous = new URLSearchParams(latestQuery.current);
      const next = toQueryString(serializeSalesQuery(change(parseSalesQuery(previous)), previous));
      if (next === toQueryString(previous)) return;
      latestQuery.current = next;
      void navigate({ search: next }, { replace });
    },
    [navigate],
  );

  const setFilters = useCallback(
    (change: Partial<FilterValues>) =>
      update((current) => ({
        ...current,
        filters: {
          ...current.filters,
          ...change,
          ...(change.policyTypes ? { policyTypes: normalizeTypes(change.policyTypes) } : {}),
          ...(change.clientName !== undefined ? { clientName: change.clientName.trim() } : {}),
        },
      })),
    [update],
  );

  const toggleType = useCallback(
    (type: PolicyType) =>
      update((current) => {
        const has = current.filters.policyTypes.includes(type);
        const next = has ? current.filters.policyTypes.filter((t) => t !== type) : [...current.filters.policyTypes, type];
        return { ...current, filters: { ...current.filters, policyTypes: normalizeTypes(next) } };
      }),
    [update],
  );

  const removeType = useCallback(
    (type: PolicyType) =>
      update((current) => ({
        ...current,
        filters: { ...current.filters, policyTypes: current.filters.policyTypes.filter((t) => t !== type) },
      })),
    [update],
  );

  const clearFilters = useCallback(() => update((current) => ({ ...current, filters: EMPTY_FILTERS })), [update]);

  const select = useCallback(
    (nextPath: string[], member: string | null, options?: { replace?: boolean }) =>
      update((current) => ({ ...current, path: nextPath, member }), options?.replace ?? false),
    [update],
  );

  return {
    filters,
    path,
    member: state.member,
    setFilters,
    toggleType,
    removeType,
    clearFilters,
    select,
  };
}

/** The query string with readable lists (`types=life,health`): commas need no escaping in a query. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
