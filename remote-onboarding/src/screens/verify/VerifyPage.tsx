import { useParams } from '@portal/shared/router';
import { CertificateCheck } from '../../features/verify';

/** The public check of a certificate: `/verify/<number>` shows it, `/verify` asks for a number. */
export default function VerifyPage() {
  const { number } = useParams();
  return <CertificateCheck number={number ?? null} />;
}
