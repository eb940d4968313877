import { useEffect, useRef, useState } from 'react';
import { Button, ButtonRow, Card, DetailRow, Feedback, Status } from '@portal/shared/ui';
import { formatPaise, portalApi } from '@portal/shared';
import { isQueryClosed } from '@portal/shared/validation';
import { adminEndpoints } from '@portal/shared/admin';
import { useQueryDetails } from '../hooks/useQueryDetails';
import { ageText, queryStatusLabel, queryTypeLabel } from '../lib/queryText';
import { formatDate, formatWhen } from '../../../lib/format';
import { RetryAlert } from '../../../components/RetryAlert';
import { AcceptForm } from './AcceptForm';
import { QueryThread } from './QueryThread';
import { RejectForm } from './RejectForm';
import { ReplyForm } from './ReplyForm';
import { SubjectDetails } from './SubjectDetails';
import { CreatePolicyForm } from './CreatePolicyForm';
import feedback from '../../../styles/feedback.module.css';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** One query: its facts, what it is about, the thread with its files, and what the operator can do now. */
export function QueryDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useT();
  const state = useQueryDetails(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const ready = state.resource.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, id]);

  if (state.resource.status !== 'ready') {
    return (
      <Card aria-label={t('queries.details.region')}>
        {state.resource.status === 'error' ? (
          <RetryAlert message={state.resource.message} onRetry={state.reload} />
        ) : (
          <Status kind="loading">{t('queries.details.loading')}</Status>
        )}
      </Card>
    );
  }
  const query = state.resource.value;
  const closed = isQueryClosed(query.status);
  const review = async () => {
    setReviewError(null);
    const result = await state.run(
      () => portalApi.call(adminEndpoints.queries.adminReviewQuery, { params: { id } }),
      (done) => t('queries.review.done', { number: done.number }),
    );
    if (!result.ok) setReviewError(result.message);
  };
  return (
    <Card
      title={t('queries.details.title', { number: query.number, name: query.memberName, code: query.coCode })}
      titleId={`query-${query.id}`}
      headingRef={heading}
      actions={
        <Button variant="quiet" onClick={onClose}>
          {t('queries.details.close')}
        </Button>
      }
    >
      <dl className={styles.fields}>
        <DetailRow label={t('queries.details.status')}>{queryStatusLabel(query.status)}</DetailRow>
        <DetailRow label={t('queries.details.type')}>{queryTypeLabel(query.type)}</DetailRow>
        <DetailRow label={t('queries.details.raised')}>{formatWhen(query.raisedAt)}</DetailRow>
        {query.reviewedAt ? <DetailRow label={t('queries.details.reviewed')}>{formatWhen(query.reviewedAt)}</DetailRow> : null}
        <DetailRow label={t('queries.details.due')}>
          {formatDate(query.dueOn)}
          {query.overdue ? <span className={styles.overdue}>{t('queries.overdue')}</span> : null}
        </DetailRow>
        <DetailRow label={t('queries.details.age')}>{ageText(query.ageDays)}</DetailRow>
        <SubjectDetails subject={query.subject} />
        {query.decidedOn ? (
          <DetailRow label={t('queries.details.decided')}>
            {formatDate(query.decidedOn)}
            {query.decidedBy ? t('queries.details.decidedBy', { name: query.decidedBy }) : ''}
          </DetailRow>
        ) : null}
        {query.adjustmentPaise !== null ? (
          <DetailRow label={t('queries.details.adjustment')}>{formatPaise(query.adjustmentPaise)}</DetailRow>
        ) : null}
        {query.decisionReason ? <DetailRow label={t('queries.details.reason')}>{query.decisionReason}</DetailRow> : null}
      </dl>
      <QueryThread messages={query.messages} onDownload={(file) => void state.download(file)} />
      {state.downloadError ? <Feedback kind="error">{state.downloadError}</Feedback> : null}
      <p className={feedback.success} role="status" aria-live="polite">
        {state.notice}
      </p>
      {query.status === 'open' ? (
        <ButtonRow>
          <Button variant="outline" disabled={state.busy} onClick={() => void review()}>
            {t('queries.review.submit')}
          </Button>
        </ButtonRow>
      ) : null}
      {reviewError ? <Feedback kind="error">{reviewError}</Feedback> : null}
      {query.canReply ? <ReplyForm queryId={query.id} state={state} /> : null}
      {!closed && query.subject.kind === 'missingPolicy' ? <CreatePolicyForm subject={query.subject} coCode={query.coCode} /> : null}
      {!closed ? (
        <div className={styles.decide}>
          <AcceptForm query={query} state={state} />
          <RejectForm query={query} state={state} />
        </div>
      ) : null}
    </Card>
  );
}
