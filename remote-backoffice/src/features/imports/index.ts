// The imports feature: a policy CSV's upload, check and import, the imports so far, and rolling one back.
export { ImportHistory } from './components/ImportHistory';
export { ImportRollback } from './components/ImportRollback';
export { PolicyImport } from './components/PolicyImport';
export { useImportHistory } from './hooks/useImportHistory';
export { useImportRollback } from './hooks/useImportRollback';
