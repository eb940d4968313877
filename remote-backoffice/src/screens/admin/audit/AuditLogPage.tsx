import { BackOfficePage } from '../../../components/BackOfficePage';

export default function AuditLogPage() {
  return <BackOfficePage title="Audit log" />;
}
