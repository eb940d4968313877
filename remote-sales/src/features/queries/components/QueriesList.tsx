import { Button, Feedback, Status } from '@portal/shared/ui';
import { Link } from '@portal/shared/router';
import { indiaDate } from '@portal/shared';
import type { QuerySummary } from '@portal/shared/validation';
import { dueText, statusLabel, subjectText, typeLabel } from '../lib/queryText';
import type { QueriesPageState } from '../hooks/useQueriesPage';
import { QueryStatusBadge } from './QueryStatusBadge';
import styles from './Queries.module.css';
import { useLocaleFormat } from '../../../lib/useLocaleFormat';
import { useT } from '../../../i18n';

/**
 * The queries of the selected member's subtree, newest first, each a card: its number (the link to its
 * thread), status, type, subject, when it was raised, how it stands against its due day, and its messages;
 * who raised it when it is not the signed-in member. Loading, empty and failed states, and "Load more".
 */
export function QueriesList({ page }: { page: QueriesPageState }) {
  const { t } = useT();
  const format = useLocaleFormat();
  const { list, query, ownCode } = page;
  const today = indiaDate();

  if (list.loading) return <Status kind="loading">{t('queries.list.loading')}</Status>;
  if (list.error) {
    return (
      <Status kind="error" retry={{ label: t('queries.tryAgain'), onRetry: list.retry }}>
        {t('queries.list.loadFailed', { message: list.error })}
      </Status>
    );
  }
  if (list.items.length === 0) {
    return (
      <Status kind="empty">
        {query.status ? t('queries.list.emptyStatus', { status: statusLabel(t, query.status) }) : t('queries.list.empty')}
      </Status>
    );
  }

  const row = (item: QuerySummary) => {
    const own = item.coCode === ownCode;
    return (
      <li key={item.id} className={styles.card} data-testid="query-card">
        <div className={styles.cardTop}>
          <Link
            to={{ search: page.linkTo(item.id) }}
            className={styles.number}
            aria-label={t('queries.list.open', { number: item.number })}
          >
            {item.number}
          </Link>
          <QueryStatusBadge status={item.status} />
          {item.overdue ? <span className={styles.overdue}>{dueText(t, format, item, today)}</span> : null}
        </div>
        <p className={styles.subject}>{subjectText(t, format, item.subject)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('queries.list.type')}</dt>
            <dd>{typeLabel(t, item.type)}</dd>
          </div>
          <div>
            <dt>{t('queries.list.raised')}</dt>
            <dd>{format.date(indiaDate(item.raisedAt))}</dd>
          </div>
          <div>
            <dt>{t('queries.list.due')}</dt>
            <dd>{item.overdue ? format.date(item.dueOn) : dueText(t, format, item, today)}</dd>
          </div>
          <div>
            <dt>{t('queries.list.messages')}</dt>
            <dd>{t('queries.list.messageCount', { count: item.messageCount })}</dd>
          </div>
          {item.lastReply ? (
            <div>
              <dt>{t('queries.list.lastReply')}</dt>
              <dd>
                {t('queries.list.lastReplyText', {
                  name: item.lastReply.authorName,
                  date: format.date(indiaDate(item.lastReply.at)),
                  excerpt: item.lastReply.excerpt,
                })}
              </dd>
            </div>
          ) : null}
          {own ? null : (
            <div>
              <dt>{t('queries.list.raisedBy')}</dt>
              <dd>
                {item.memberName} ({item.coCode})
              </dd>
            </div>
          )}
        </dl>
      </li>
    );
  };

  return (
    <>
      <p className={styles.muted} role="status">
        {t('queries.list.count', { count: list.items.length })}
      </p>
      <ul className={styles.cards} aria-label={t('queries.list.caption')}>
        {list.items.map(row)}
      </ul>
      {list.moreError ? (
        <Feedback kind="error" retry={{ label: t('queries.tryAgain'), onRetry: list.loadMore }}>
          {list.moreError}
        </Feedback>
      ) : null}
      {list.hasMore ? (
        <Button variant="outline" onClick={list.loadMore} busy={list.loadingMore} busyLabel={t('queries.list.loadingMore')}>
          {t('queries.list.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
