import { indiaDate } from '@portal/shared';
import type { QueryDetail, QueryStatus } from '@portal/shared/validation';
import { statusLabel } from '../lib/queryText';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/** The statuses a query has had, oldest first, with the day each began when the answer says it (In review: India's day of `reviewedAt`). */
export function historyOf(
  query: Pick<QueryDetail, 'status' | 'raisedAt' | 'decidedOn' | 'reviewedAt'>,
): { status: QueryStatus; date: string | null }[] {
  const steps: { status: QueryStatus; date: string | null }[] = [{ status: 'open', date: indiaDate(query.raisedAt) }];
  const reviewedOn = query.reviewedAt ? indiaDate(query.reviewedAt) : null;
  // A decided query that went through review shows that step too; one decided straight from Open does not.
  if (query.status === 'in_review' || reviewedOn) steps.push({ status: 'in_review', date: reviewedOn });
  if (query.status === 'accepted' || query.status === 'rejected') steps.push({ status: query.status, date: query.decidedOn });
  return steps;
}

/** The query's statuses so far, oldest first. */
export function StatusHistory({ query }: { query: QueryDetail }) {
  const { t } = useT();
  const format = useLocaleFormat();
  return (
    <ol className={styles.history}>
      {historyOf(query).map((step) => (
        <li key={step.status}>
          {step.date
            ? t('queries.detail.historyEntry', { status: statusLabel(t, step.status), date: format.date(step.date) })
            : t('queries.detail.historyNow', { status: statusLabel(t, step.status) })}
        </li>
      ))}
    </ol>
  );
}
