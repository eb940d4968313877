// The policy list: the selected member's policies, their filters, the CSV export and the welcome note.
export { ExportCsvButton } from './components/ExportCsvButton';
export { FiltersSheet } from './components/FiltersSheet';
export { PoliciesSection } from './components/PoliciesSection';
export { BLOCK_SIZE } from './components/PolicyGrid';
export { SalesNotice } from './components/SalesNotice';
export { WelcomeNotice } from './components/WelcomeNotice';
export { useSalesPage } from './hooks/useSalesPage';
