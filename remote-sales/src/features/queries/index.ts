// Payout queries: the Queries tab (the list, a query's thread and replies) and raising a query from a
// statement line, a payment, or for a policy the member sold that is missing.
export { QueriesSection } from './components/QueriesSection';
export { QuestionButton } from './components/QuestionButton';
export { RaiseQueryDialog } from './components/RaiseQueryDialog';
export { RaisedNotice } from './components/RaisedNotice';
export { useQueriesPage } from './hooks/useQueriesPage';
export { useRaiseQuery, type RaiseQueryState } from './hooks/useRaiseQuery';
export type { RaiseTarget } from './hooks/useRaiseQueryForm';
