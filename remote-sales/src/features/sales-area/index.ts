// The sales area's frame and what its tabs share: the page with its tabs, the query state kept in the
// URL across tabs, the area's types, policy types and downloads.
export { SalesAreaPage } from './components/SalesAreaPage';
export { scopeQuery } from './components/SalesTabs';
export { LoadingOverlay } from './components/LoadingOverlay';
export { SkeletonBar } from './components/Skeleton';
export { useSalesFilters, toQueryString, type SalesFiltersApi } from './hooks/useSalesFilters';
export { useStableCodes } from './hooks/useStableCodes';
export {
  EMPTY_FILTERS,
  QUERY_KEYS,
  countActiveFilters,
  filterErrors,
  normalizeTypes,
  parseSalesQuery,
  salesFilterQuery,
  serializeSalesQuery,
  toApiFilters,
  type FilterValues,
  type SalesFilters,
} from './lib/salesQueryState';
export type {
  HierarchyMember,
  RenewalCounts,
  RenewalItem,
  RenewalMark,
  RenewalOutcome,
  RenewalsAnswer,
  Sale,
  SalesSummary,
} from './lib/salesTypes';
export { POLICY_TYPE_META, policyTypeLabel } from './lib/policyTypes';
export { openPolicyDocument, saveBlob } from './lib/policyDocument';
