import { formatPaise, indiaDate } from '@portal/shared';
import type { QueryDetail } from '@portal/shared/validation';
import { dueText, subjectText, typeLabel } from '../lib/queryText';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/** What a missing policy's query says of it: number, insurer, client, risk start and premium. */
function MissingPolicy({ query }: { query: QueryDetail }) {
  const { t } = useT();
  const format = useLocaleFormat();
  if (query.subject.kind !== 'missingPolicy') return null;
  const { subject } = query;
  return (
    <div>
      <dt>{t('queries.detail.policy')}</dt>
      <dd>
        {t('queries.detail.policyDetails', {
          policy: subject.policyNumber,
          insurer: subject.insurer,
          client: subject.clientName,
          date: format.date(subject.riskStart),
          premium: formatPaise(subject.premiumPaise),
        })}
      </dd>
    </div>
  );
}

/** A query's facts: type, subject (a missing policy's details), raised, due or age, and who raised it when not the reader. */
export function QueryFacts({ query, own }: { query: QueryDetail; own: boolean }) {
  const { t } = useT();
  const format = useLocaleFormat();
  const closed = query.status === 'accepted' || query.status === 'rejected';
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('queries.detail.type')}</dt>
        <dd>{typeLabel(t, query.type)}</dd>
      </div>
      <div>
        <dt>{t('queries.detail.subject')}</dt>
        <dd>{subjectText(t, format, query.subject)}</dd>
      </div>
      <MissingPolicy query={query} />
      <div>
        <dt>{t('queries.detail.raised')}</dt>
        <dd>{format.date(indiaDate(query.raisedAt))}</dd>
      </div>
      <div>
        <dt>{closed ? t('queries.detail.age') : t('queries.detail.due')}</dt>
        <dd>
          {closed
            ? t('queries.due.age', { count: query.ageDays })
            : `${format.date(query.dueOn)} (${dueText(t, format, query, indiaDate())})`}
        </dd>
      </div>
      {own ? null : (
        <div>
          <dt>{t('queries.detail.raisedBy')}</dt>
          <dd>
            {query.memberName} ({query.coCode})
          </dd>
        </div>
      )}
    </dl>
  );
}
