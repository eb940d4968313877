// A member's commission statement by month and tax summary by financial year, with their downloads.
export { StatementSection, type StatementActions } from './components/StatementSection';
export { TaxSummarySection } from './components/TaxSummarySection';
export { usePayoutsPage } from './hooks/usePayoutsPage';
export { monthLabel } from './lib/payoutPeriods';
