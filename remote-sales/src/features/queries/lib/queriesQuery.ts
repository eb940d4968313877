import { QUERY_STATUSES, type QueryStatus } from '@portal/shared/validation';

/** The Queries tab's own keys in the URL, beside the member drill-down: the status filter and the query opened. */
export const STATUS_KEY = 'status';
export const OPEN_KEY = 'query';

export interface QueriesQuery {
  /** null: every status. */
  status: QueryStatus | null;
  /** The query whose thread is shown instead of the list, by its id. */
  open: number | null;
}

export function parseQueriesQuery(params: URLSearchParams): QueriesQuery {
  const status = params.get(STATUS_KEY)?.trim() ?? '';
  const open = Number(params.get(OPEN_KEY) ?? '');
  return {
    status: (QUERY_STATUSES as readonly string[]).includes(status) ? (status as QueryStatus) : null,
    open: Number.isSafeInteger(open) && open > 0 ? open : null,
  };
}

/** Writes the query into `base` (the member drill-down kept), empty values left out. */
export function serializeQueriesQuery(query: QueriesQuery, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(STATUS_KEY);
  params.delete(OPEN_KEY);
  if (query.status) params.set(STATUS_KEY, query.status);
  if (query.open !== null) params.set(OPEN_KEY, String(query.open));
  return params;
}
