import { useCallback, useRef, useState } from 'react';
import { ApiError, portalApi } from '@portal/shared';
import { refreshReads } from '@portal/shared/data';
import { endpoints, type ExamResultResponse, type ExamSittingResponse } from '@portal/shared/validation';
import { useCountdown } from './useCountdown';
import { useT } from '../../../i18n';

/** What the member's certification shows: refreshed after a sitting starts, is submitted or runs out. */
const CERTIFICATION_READS = [endpoints.certification.certificationStatus];

export interface ExamSitting {
  /** The sitting being answered (its questions), null before one is started or after its result. */
  sitting: ExamSittingResponse | null;
  /** The chosen option per question id. */
  answers: Readonly<Record<number, number>>;
  /** Seconds left by the server's deadline; null without a sitting. */
  secondsLeft: number | null;
  timeOver: boolean;
  starting: boolean;
  submitting: boolean;
  /** Why starting or submitting failed, in words. */
  error: string | null;
  /** The submitted sitting's result. */
  result: ExamResultResponse | null;
  start: () => void;
  choose: (questionId: number, option: number) => void;
  submit: () => void;
  /** Leaves the result (back to the examination's rules). */
  dismissResult: () => void;
}

const reasonOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * An examination sitting: start (or take up the open one), choose answers while the countdown runs from
 * the server's deadline, submit once. The server checks the time limit and the single submit; the page
 * only keeps a second press or a late one from being sent.
 */
export function useExamSitting(): ExamSitting {
  const { t } = useT();
  const [sitting, setSitting] = useState<ExamSittingResponse | null>(null);
  // This browser's clock at the deadline: now plus the seconds the server said were left.
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [starting, setStarting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ExamResultResponse | null>(null);
  // Set as a press is handled, before React renders the button disabled: a double click sends once.
  const busy = useRef(false);
  const secondsLeft = useCountdown(sitting ? deadlineMs : null);
  const timeOver = sitting !== null && secondsLeft === 0;

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    setError(null);
    portalApi
      .call(endpoints.certification.startExam)
      .then(
        (started) => {
          setSitting(started);
          setDeadlineMs(Date.now() + started.secondsLeft * 1000);
          setAnswers({});
          setResult(null);
        },
        (failure: unknown) => setError(t('certification.exam.startFailed', { reason: reasonOf(failure) })),
      )
      .finally(() => {
        busy.current = false;
        setStarting(false);
        void refreshReads(CERTIFICATION_READS);
      });
  }, [t]);

  const choose = useCallback((questionId: number, option: number) => {
    setAnswers((chosen) => ({ ...chosen, [questionId]: option }));
  }, []);

  const submit = useCallback(() => {
    if (!sitting || busy.current || timeOver) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const chosen = Object.entries(answers).map(([questionId, option]) => ({ questionId: Number(questionId), option }));
    portalApi
      .call(endpoints.certification.submitExam, { params: { attemptId: sitting.attempt.id }, body: { answers: chosen } })
      .then(
        (answer) => {
          setResult(answer);
          setSitting(null);
        },
        (failure: unknown) => {
          // Already submitted (another tab) or too late: the server's word is final, the sitting is over.
          if (failure instanceof ApiError && failure.status === 409) setSitting(null);
          setError(t('certification.exam.submitFailed', { reason: reasonOf(failure) }));
        },
      )
      .finally(() => {
        busy.current = false;
        setSubmitting(false);
        void refreshReads(CERTIFICATION_READS);
      });
  }, [sitting, answers, timeOver, t]);

  const dismissResult = useCallback(() => {
    setResult(null);
    setError(null);
  }, []);

  return { sitting, answers, secondsLeft, timeOver, starting, submitting, error, result, start, choose, submit, dismissResult };
}
