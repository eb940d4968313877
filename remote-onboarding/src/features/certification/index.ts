export { CertificationArea } from './components/CertificationArea';
