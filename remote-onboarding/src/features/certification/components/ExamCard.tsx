import { useEffect, useId } from 'react';
import { indiaDateTimeFormat } from '@portal/shared';
import { refreshReads } from '@portal/shared/data';
import { Button, Card, Feedback } from '@portal/shared/ui';
import { endpoints, type CertificationStatusResponse, type ExamAttempt, type ExamResultResponse } from '@portal/shared/validation';
import { useExamSitting } from '../hooks/useExamSitting';
import { ExamSittingForm } from './ExamSittingForm';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface ExamCardProps {
  status: CertificationStatusResponse;
}

const OUTCOMES = {
  open: 'certification.exam.outcome.open',
  passed: 'certification.exam.outcome.passed',
  failed: 'certification.exam.outcome.failed',
  expired: 'certification.exam.outcome.expired',
} as const satisfies Record<ExamAttempt['outcome'], string>;

const percentOf = (score: number, count: number) => (count > 0 ? Math.round((score * 100) / count) : 0);

/** The examination: locked until the training is complete; then its rules and attempts, a sitting, its result. */
export function ExamCard({ status }: ExamCardProps) {
  const { t } = useT();
  const exam = useExamSitting();
  const { stage } = status.certification;
  // Time over: the server has recorded the sitting as expired; the attempts shown follow.
  useEffect(() => {
    if (exam.timeOver) void refreshReads([endpoints.certification.certificationStatus]);
  }, [exam.timeOver]);

  const rules = status.exam;
  let content;
  if (exam.result) {
    content = <ExamResult result={exam.result} rules={rules} onBack={exam.dismissResult} />;
  } else if (exam.sitting) {
    content = <ExamSittingForm exam={exam} />;
  } else if (stage === 'training') {
    content = <p className={styles.note}>{t('certification.exam.locked')}</p>;
  } else if (stage === 'certified') {
    content = <p className={styles.note}>{t('certification.exam.passed')}</p>;
  } else {
    const open = rules.openAttemptId !== null;
    content = (
      <>
        <p>
          {t('certification.exam.rules', {
            questions: rules.questionCount,
            minutes: rules.timeLimitMinutes,
            percent: rules.passMarkPercent,
          })}
        </p>
        <p className={styles.note}>
          {rules.attemptsLeftToday > 0 || open
            ? t('certification.exam.attemptsLeft', { count: rules.attemptsLeftToday, total: rules.attemptsPerDay })
            : t('certification.exam.noAttemptsLeft')}
        </p>
        <Feedback kind="error">{exam.error}</Feedback>
        {rules.canStart || open ? (
          <div>
            <Button onClick={exam.start} busy={exam.starting} busyLabel={t('certification.exam.starting')}>
              {open ? t('certification.exam.resume') : t('certification.exam.start')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <Card title={t('certification.exam.heading')}>
      {content}
      {exam.sitting ? null : <AttemptHistory attempts={rules.attempts} />}
    </Card>
  );
}

function ExamResult({
  result,
  rules,
  onBack,
}: {
  result: ExamResultResponse;
  rules: CertificationStatusResponse['exam'];
  onBack: () => void;
}) {
  const { t } = useT();
  const headingId = useId();
  const score = result.attempt.score ?? 0;
  const count = result.attempt.questionCount;
  return (
    <section aria-labelledby={headingId} className={styles.progress}>
      <h3 id={headingId} className={styles.moduleTitle}>
        {t('certification.exam.resultHeading')}
      </h3>
      <Feedback kind={result.passed ? 'success' : 'warning'}>
        {result.passed ? t('certification.exam.resultPassed') : t('certification.exam.resultFailed')}{' '}
        {t('certification.exam.score', { score, total: count, percent: percentOf(score, count), passMark: result.passMarkPercent })}
      </Feedback>
      {result.passed ? null : (
        <>
          <p className={styles.note}>
            {rules.attemptsLeftToday > 0
              ? `${t('certification.exam.attemptsLeft', { count: rules.attemptsLeftToday, total: rules.attemptsPerDay })} ${t('certification.exam.tryAgainNow')}`
              : t('certification.exam.noAttemptsLeft')}
          </p>
          <div>
            <Button variant="secondary" onClick={onBack}>
              {t('certification.exam.backToExam')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function AttemptHistory({ attempts }: { attempts: readonly ExamAttempt[] }) {
  const { t } = useT();
  if (attempts.length === 0) return null;
  const when = indiaDateTimeFormat({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <div>
      <h3 className={styles.moduleTitle}>{t('certification.exam.history')}</h3>
      <ul className={styles.attempts}>
        {attempts.map((attempt) => {
          const date = when.format(new Date(attempt.submittedAt ?? attempt.startedAt));
          const outcome = t(OUTCOMES[attempt.outcome]);
          return (
            <li key={attempt.id}>
              {attempt.score === null
                ? t('certification.exam.attemptLine', { date, outcome })
                : t('certification.exam.attemptScore', { date, outcome, score: attempt.score, total: attempt.questionCount })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
