import { BackOfficePage } from '../../../components/BackOfficePage';

export default function PaymentsPage() {
  return <BackOfficePage title="Payments" />;
}
