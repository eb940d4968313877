import { BackOfficePage } from '../../../components/BackOfficePage';

export default function ImportsPage() {
  return <BackOfficePage title="Policy import" />;
}
