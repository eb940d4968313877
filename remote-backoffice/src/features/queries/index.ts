// The payout queries feature: every member's queries (overdue first), one query's thread, and the
// operator's actions on it.
export { QueryDetails } from './components/QueryDetails';
export { QueryFilters } from './components/QueryFilters';
export { QueryTable, queryButtonId } from './components/QueryTable';
export { useQueryList } from './hooks/useQueryList';
