// Renewals due and lapsed in the selected member's subtree, and their marks.
export { MarkRenewalDialog } from './components/MarkRenewalDialog';
export { RenewalsList } from './components/RenewalsList';
export { ViewChips } from './components/ViewChips';
export { useRenewalsPage } from './hooks/useRenewalsPage';
