import { CertificationArea } from '../../features/certification';

/** The member's POSP certification: training, examination and certificate. */
export default function CertificationPage() {
  return <CertificationArea />;
}
