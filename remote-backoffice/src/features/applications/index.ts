// The applications feature: the list to review, an application's details, and the decisions on it.
export { ApplicationDetails } from './components/ApplicationDetails';
export { ApplicationList } from './components/ApplicationList';
export { ApplicationsToolbar } from './components/ApplicationsToolbar';
export { useApplications } from './hooks/useApplications';
