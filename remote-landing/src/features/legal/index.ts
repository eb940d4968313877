export { GrievanceOfficer } from './components/GrievanceOfficer';
export { LegalDocument, legalStyles, type LegalSection } from './components/LegalDocument';
export { Rich } from './components/Rich';
