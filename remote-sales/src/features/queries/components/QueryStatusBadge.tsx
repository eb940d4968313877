import type { QueryStatus } from '@portal/shared/validation';
import { statusLabel } from '../lib/queryText';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

const TONE: Record<QueryStatus, string | undefined> = {
  open: styles.statusOpen,
  in_review: styles.statusReview,
  accepted: styles.statusAccepted,
  rejected: styles.statusRejected,
};

/** A query's status as a small labelled pill: its word says it, the colour only helps. */
export function QueryStatusBadge({ status }: { status: QueryStatus }) {
  const { t } = useT();
  return <span className={`${styles.status} ${TONE[status] ?? ''}`}>{statusLabel(t, status)}</span>;
}
