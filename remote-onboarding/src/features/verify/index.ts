export { CertificateCheck } from './components/CertificateCheck';
