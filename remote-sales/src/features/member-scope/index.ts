// The member whose subtree a sales tab shows: the drill-down through the hierarchy and its status.
export { MemberScopePicker } from './components/MemberScopePicker';
export { MemberScopeStatus } from './components/MemberScopeStatus';
export { useMemberScope, useMemberScopeOf, type MemberScope } from './hooks/useMemberScope';
