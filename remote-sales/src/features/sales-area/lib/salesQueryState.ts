import { POLICY_TYPES, type PolicyType, type QueryOf } from '@portal/shared';
import { endpoints, fieldErrors, salesFilterSchema } from '@portal/shared/validation';

/** The filters of a member's sales as the API reads them (the totals and the export take these). */
export type SalesFilters = Partial<QueryOf<typeof endpoints.sales.salesSummary>>;

/** The filters as sent in a query: the policy types comma-separated. */
export function salesFilterQuery(filters: SalesFilters): QueryOf<typeof endpoints.sales.salesSummary, 'input'> {
  const { policyTypes, fromDate, toDate, clientName } = filters;
  return { policyTypes: policyTypes?.length ? policyTypes.join(',') : undefined, fromDate, toDate, clientName };
}

/**
 * The sales view's state as it lives in the URL query, so a view can be bookmarked, shared and
 * restored with Back/Forward:
 *   ?path=CO1,CO5&member=CO123&types=life,health&from=2024-01-01&to=2024-12-31&client=ram
 * - `path`: the chain of opened members below the top member (each has children); the last one is
 *   the middle panel's 'Selected Member'.
 * - `member`: a selected leaf among the children of the last opened member (or of the top member).
 * The deepest selected member is `member`, else the last of `path`, else the top member.
 */
export interface SalesViewState {
  filters: { policyTypes: PolicyType[] } & { fromDate: string; toDate: string; clientName: string };
  path: string[];
  member: string | null;
}

export type FilterValues = SalesViewState['filters'];

export const QUERY_KEYS = {
  member: 'member',
  path: 'path',
  types: 'types',
  from: 'from',
  to: 'to',
  client: 'client',
} as const;

export const EMPTY_FILTERS: FilterValues = { policyTypes: [], fromDate: '', toDate: '', clientName: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Member codes are short identifiers; anything else in the URL is ignored rather than sent on. */
const MEMBER_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

function isPolicyType(value: string): value is PolicyType {
  return (POLICY_TYPES as readonly string[]).includes(value);
}

function validDate(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : '';
}

/** Policy types in their canonical order, without duplicates or unknown values. */
export function normalizeTypes(types: readonly string[]): PolicyType[] {
  const wanted = new Set(types);
  return POLICY_TYPES.filter((type) => wanted.has(type) && isPolicyType(type));
}

export function parseSalesQuery(params: URLSearchParams): SalesViewState {
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  const path = list(QUERY_KEYS.path).filter((code) => MEMBER_CODE.test(code));
  const member = params.get(QUERY_KEYS.member)?.trim() ?? '';
  return {
    filters: {
      policyTypes: normalizeTypes(list(QUERY_KEYS.types)),
      fromDate: validDate(params.get(QUERY_KEYS.from)),
      toDate: validDate(params.get(QUERY_KEYS.to)),
      clientName: (params.get(QUERY_KEYS.client) ?? '').trim(),
    },
    path,
    member: MEMBER_CODE.test(member) && !path.includes(member) ? member : null,
  };
}

/**
 * Writes the view state into `base` (other query parameters are kept), omitting empty values so the
 * URL stays short and one view has one URL.
 */
export function serializeSalesQuery(state: SalesViewState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(QUERY_KEYS)) params.delete(key);
  // Appended in one fixed order, so one view always has one URL.
  const put = (key: string, value: string) => {
    if (value) params.append(key, value);
  };
  put(QUERY_KEYS.path, state.path.join(','));
  put(QUERY_KEYS.member, state.member ?? '');
  put(QUERY_KEYS.types, normalizeTypes(state.filters.policyTypes).join(','));
  put(QUERY_KEYS.from, validDate(state.filters.fromDate));
  put(QUERY_KEYS.to, validDate(state.filters.toDate));
  put(QUERY_KEYS.client, state.filters.clientName.trim());
  return params;
}

/** The filters as the API client takes them (empty values left out). */
export function toApiFilters(filters: FilterValues): SalesFilters {
  const clientName = filters.clientName.trim();
  return {
    ...(filters.policyTypes.length ? { policyTypes: filters.policyTypes } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
    ...(clientName ? { clientName } : {}),
  };
}

export type FilterErrors = Partial<Record<'fromDate' | 'toDate', string>>;

/**
 * Why the date range cannot be asked for (a "to" date before the "from" date), by field and in the current
 * language, checked with the API's own schema; empty when it can. Such a range is shown with its reason and
 * never sent. (The other filters are made valid as they are read: known types, a trimmed name.)
 */
export function filterErrors(filters: FilterValues): FilterErrors {
  const { fromDate, toDate } = toApiFilters({ ...EMPTY_FILTERS, fromDate: filters.fromDate, toDate: filters.toDate });
  const parsed = salesFilterSchema.safeParse({ fromDate, toDate });
  return parsed.success ? {} : (fieldErrors(parsed.error) as FilterErrors);
}

/** How many filters are active: each policy type, each date and the client name count once. */
export function countActiveFilters(filters: FilterValues): number {
  return filters.policyTypes.length + (filters.fromDate ? 1 : 0) + (filters.toDate ? 1 : 0) + (filters.clientName.trim() ? 1 : 0);
}

export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  return (
    a.fromDate === b.fromDate &&
    a.toDate === b.toDate &&
    a.clientName.trim() === b.clientName.trim() &&
    a.policyTypes.length === b.policyTypes.length &&
    a.policyTypes.every((type, index) => b.policyTypes[index] === type)
  );
}

/** A stable string key of the filters, for effects and request identity. */
export function filtersKey(filters: FilterValues): string {
  return serializeSalesQuery({ filters, path: [], member: null }).toString();
}

/** The deepest selected member: the leaf, else the last opened member, else the top member. */
export function deepestSelected(state: Pick<SalesViewState, 'path' | 'member'>, topCode: string | null): string | null {
  return state.member ?? state.path[state.path.length - 1] ?? topCode;
}
