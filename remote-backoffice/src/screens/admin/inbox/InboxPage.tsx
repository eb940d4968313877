import { BackOfficePage } from '../../../components/BackOfficePage';

export default function InboxPage() {
  return <BackOfficePage title="Inbox" />;
}
