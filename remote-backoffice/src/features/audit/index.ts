// The audit feature: the log of operator actions, its filters and its table.
export { AuditFilters } from './components/AuditFilters';
export { AuditTable } from './components/AuditTable';
export { useAuditLog } from './hooks/useAuditLog';
