import { formatPaise } from '@portal/shared';
import { Link } from '@portal/shared/router';
import type { QueryDetail } from '@portal/shared/validation';
import { monthLabel } from '../../payouts';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

export interface QueryOutcomeProps {
  query: QueryDetail;
  /** The Payouts tab's link for a month, keeping the member drill-down. */
  statementLink: (month: string) => string;
}

/** A decided query's outcome: the adjustment posted (and the statement it is on), or the reason it was rejected. */
export function QueryOutcome({ query, statementLink }: QueryOutcomeProps) {
  const { t } = useT();
  const { locale } = useLocaleFormat();
  if (query.status === 'rejected') {
    return (
      <p className={`${styles.outcome} ${styles.outcomeRejected}`}>
        {t('queries.detail.rejected', { reason: query.decisionReason ?? '' })}
      </p>
    );
  }
  if (query.status !== 'accepted') return null;
  const amount = query.adjustmentPaise ?? 0;
  const month = query.decidedOn?.slice(0, 7) ?? null;
  return (
    <div className={`${styles.outcome} ${styles.outcomeAccepted}`}>
      <p>
        {amount === 0
          ? t('queries.detail.acceptedNoAdjustment')
          : month
            ? t('queries.detail.accepted', { amount: formatPaise(amount), month: monthLabel(month, locale) })
            : t('queries.detail.acceptedNoMonth', { amount: formatPaise(amount) })}
      </p>
      {query.decisionReason ? <p>{query.decisionReason}</p> : null}
      {amount !== 0 && month ? (
        <Link to={statementLink(month)} className={styles.link}>
          {t('queries.detail.viewStatement')}
        </Link>
      ) : null}
    </div>
  );
}
