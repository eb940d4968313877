import type { PolicyType } from '@portal/shared';
import { type RenewalsAnswer, normalizeTypes, QUERY_KEYS } from '../../sales-area';

export type RenewalWindow = RenewalsAnswer['within'];

/**
 * The API's windows (its RENEWAL_WINDOWS, typed by its answer): the schema module itself is not imported,
 * as it would bring zod into the screen's bundle.
 */
export const WINDOWS: readonly RenewalWindow[] = [7, 15, 30, 60];

/** What the list shows: policies due within a window of days, or those lapsed in the last 30 days. */
export type RenewalsView = RenewalWindow | 'lapsed';

export const DEFAULT_VIEW: RenewalsView = 30;
export const RENEWALS_VIEWS: readonly RenewalsView[] = [...WINDOWS, 'lapsed'];

/** `?within=7|15|30|60|lapsed` (30 left out) and `types=` as on the Policies tab. */
export const WITHIN_KEY = 'within';

export interface RenewalsQuery {
  view: RenewalsView;
  policyTypes: PolicyType[];
}

export function parseRenewalsQuery(params: URLSearchParams): RenewalsQuery {
  const within = params.get(WITHIN_KEY)?.trim() ?? '';
  const view = RENEWALS_VIEWS.find((candidate) => String(candidate) === within) ?? DEFAULT_VIEW;
  const types = (params.get(QUERY_KEYS.types) ?? '').split(',').map((part) => part.trim());
  return { view, policyTypes: normalizeTypes(types) };
}

/** Writes the query into `base` (the member drill-down and anything else kept), empty values left out. */
export function serializeRenewalsQuery(query: RenewalsQuery, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(WITHIN_KEY);
  params.delete(QUERY_KEYS.types);
  if (query.view !== DEFAULT_VIEW) params.set(WITHIN_KEY, String(query.view));
  const types = normalizeTypes(query.policyTypes);
  if (types.length) params.set(QUERY_KEYS.types, types.join(','));
  return params;
}
