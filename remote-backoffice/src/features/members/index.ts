// The members feature: payout account changes to approve, the member search, and a member's details with
// the operator's actions on them.
export { BankChangesPanel } from './components/BankChangesPanel';
export { MemberDetailsPanel } from './components/MemberDetailsPanel';
export { MemberSearch } from './components/MemberSearch';
export { useMemberDetails } from './hooks/useMemberDetails';
