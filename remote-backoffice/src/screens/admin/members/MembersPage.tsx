import { BackOfficePage } from '../../../components/BackOfficePage';

export default function MembersPage() {
  return <BackOfficePage title="Members" />;
}
