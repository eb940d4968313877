import { BackOfficePage } from '../../components/BackOfficePage';

export default function ApplicationsPage() {
  return <BackOfficePage title="Applications" />;
}
