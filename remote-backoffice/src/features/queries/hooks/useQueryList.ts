import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { QUERY_STATUSES, QUERY_TYPES, type QueryStatus, type QueryType } from '@portal/shared/validation';
import { adminEndpoints, type AdminQueryListQuery } from '@portal/shared/admin';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useT } from '../../../i18n';

export interface QueryFilterValues {
  status: QueryStatus | '';
  type: QueryType | '';
  overdue: boolean;
}

export type QueryFilterField = keyof QueryFilterValues;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The filters in the address (`?status=open&type=missing_policy&overdue=true`); an unknown value is no filter. */
function filtersIn(params: URLSearchParams): QueryFilterValues {
  const status = params.get('status');
  const type = params.get('type');
  return {
    status: isOneOf(QUERY_STATUSES, status) ? status : '',
    type: isOneOf(QUERY_TYPES, type) ? type : '',
    overdue: params.get('overdue') === 'true',
  };
}

/**
 * Every member's payout queries under the filters, page by page, in the API's order (overdue first, the
 * oldest due first, then the rest oldest first), and the query opened (`?query=<id>`). Filters and the
 * opened query live in the address, so a link, a reload or Back shows the same.
 */
export function useQueryList() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersIn(params), [params]);
  const opened = Number(params.get('query')) || null;
  const query: AdminQueryListQuery = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.overdue ? { overdue: 'true' as const } : {}),
  };
  const list = useEndpointList(adminEndpoints.queries.adminQueries, { query }, 'queries', t('queries.loadFailed'));

  const setFilter = useCallback(
    <F extends QueryFilterField>(field: F, value: QueryFilterValues[F]) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '' || value === false) next.delete(field);
        else next.set(field, String(value));
        return next;
      });
    },
    [setParams],
  );

  const open = useCallback(
    (id: number | null) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('query');
        else next.set('query', String(id));
        return next;
      });
    },
    [setParams],
  );

  const filtered = Boolean(filters.status || filters.type || filters.overdue);
  return { filters, filtered, setFilter, list, opened, open };
}
