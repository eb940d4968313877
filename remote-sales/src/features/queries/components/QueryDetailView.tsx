import { useEffect, useRef } from 'react';
import { Link } from '@portal/shared/router';
import { Feedback, Status } from '@portal/shared/ui';
import { useQueryDetail } from '../hooks/useQueryDetail';
import { QueryFacts } from './QueryFacts';
import { QueryOutcome } from './QueryOutcome';
import { QueryStatusBadge } from './QueryStatusBadge';
import { QueryThread } from './QueryThread';
import { ReplyForm } from './ReplyForm';
import { StatusHistory } from './StatusHistory';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

export interface QueryDetailViewProps {
  /** The member whose subtree is shown: the query is read under them. */
  coCode: string | null;
  /** The signed-in member's code: only their own query takes a reply. */
  ownCode: string | null;
  id: number;
  backLink: string;
  statementLink: (month: string) => string;
}

/**
 * A query opened from the list: its facts, its outcome once decided, its status history, the thread with
 * its files, and the reply form while it is the member's own and still open or in review. A team
 * leader reading a member's query sees it all, read only.
 */
export function QueryDetailView({ coCode, ownCode, id, backLink, statementLink }: QueryDetailViewProps) {
  const { t } = useT();
  const { detail, retry, download, downloading, downloadError } = useQueryDetail(coCode, id);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = detail.status === 'ready' ? detail.value : null;
  // Opening a query replaces the list: focus goes to its heading, so a screen reader starts there.
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId !== undefined) heading.current?.focus();
  }, [shownId]);

  const back = (
    <Link to={{ search: backLink }} className={styles.back}>
      {t('queries.detail.back')}
    </Link>
  );
  if (!shown) {
    return (
      <div className={styles.detail}>
        {back}
        {detail.status === 'error' ? (
          <Status kind="error" retry={{ label: t('queries.tryAgain'), onRetry: retry }}>
            {t('queries.detail.loadFailed', { message: detail.message })}
          </Status>
        ) : (
          <Status kind="loading">{t('queries.detail.loading')}</Status>
        )}
      </div>
    );
  }

  const own = shown.coCode === ownCode;
  const closed = shown.status === 'accepted' || shown.status === 'rejected';
  return (
    <article className={styles.detail} aria-labelledby="query-detail-heading">
      {back}
      <div className={styles.detailHeader}>
        <h2 id="query-detail-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          {t('queries.detail.heading', { number: shown.number })}
        </h2>
        <QueryStatusBadge status={shown.status} />
      </div>
      {own ? null : <p className={styles.note}>{t('queries.readOnly', { name: shown.memberName, code: shown.coCode })}</p>}
      <QueryFacts query={shown} own={own} />
      <QueryOutcome query={shown} statementLink={statementLink} />
      <section aria-labelledby="query-history-heading">
        <h3 id="query-history-heading" className={styles.subheading}>
          {t('queries.detail.history')}
        </h3>
        <StatusHistory query={shown} />
      </section>
      <section aria-labelledby="query-thread-heading">
        <h3 id="query-thread-heading" className={styles.subheading}>
          {t('queries.detail.thread')}
        </h3>
        {downloadError ? <Feedback kind="error">{downloadError}</Feedback> : null}
        <QueryThread query={shown} ownCode={ownCode} onDownload={(file) => void download(file)} downloading={downloading} />
      </section>
      {own && shown.canReply && coCode ? <ReplyForm coCode={shown.coCode} id={shown.id} /> : null}
      {own && !shown.canReply && closed ? <p className={styles.note}>{t('queries.reply.closed')}</p> : null}
    </article>
  );
}
