import { useId, type FormEvent } from 'react';
import { useLanguage } from '@portal/shared';
import { Button, Feedback } from '@portal/shared/ui';
import type { ExamSitting } from '../hooks/useExamSitting';
import { clockText } from '../lib/duration';
import { textIn } from '../lib/texts';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** The sitting's questions, each a group of radio buttons under its legend, the countdown, and one submit. */
export function ExamSittingForm({ exam }: { exam: ExamSitting }) {
  const { t } = useT();
  const language = useLanguage();
  const formId = useId();
  const { sitting, answers, secondsLeft, timeOver, submitting, error } = exam;
  if (!sitting) return null;
  const count = sitting.questions.length;
  const answered = sitting.questions.filter((question) => answers[question.id] !== undefined).length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    exam.submit();
  };
  return (
    <form aria-label={t('certification.exam.formLabel')} onSubmit={onSubmit} noValidate>
      <div className={styles.examBar}>
        <p className={styles.timer} role="timer" aria-label={t('certification.exam.timeLeftLabel')}>
          {t('certification.exam.timeLeft', { time: clockText(secondsLeft ?? 0) })}
        </p>
        <p className={styles.note}>{t('certification.exam.answered', { answered, total: count })}</p>
      </div>
      {/* Said once, politely: a minute left, then time over. */}
      <Feedback kind={timeOver ? 'warning' : 'info'}>
        {timeOver
          ? t('certification.exam.timeOver')
          : secondsLeft !== null && secondsLeft <= 60
            ? t('certification.exam.oneMinuteLeft')
            : null}
      </Feedback>
      <div className={styles.questions}>
        {sitting.questions.map((question, index) => (
          <fieldset key={question.id} className={styles.question} disabled={timeOver || submitting}>
            <legend>
              <span className={styles.questionNumber}>{t('certification.exam.question', { number: index + 1, total: count })}</span>{' '}
              {textIn(question.text, language)}
            </legend>
            {question.options.map((option, optionIndex) => {
              const id = `${formId}-${question.id}-${optionIndex}`;
              return (
                <div key={optionIndex} className={styles.option}>
                  <input
                    type="radio"
                    id={id}
                    name={`question-${question.id}`}
                    value={optionIndex}
                    checked={answers[question.id] === optionIndex}
                    onChange={() => exam.choose(question.id, optionIndex)}
                  />
                  <label htmlFor={id}>{textIn(option, language)}</label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <Feedback kind="error">{error}</Feedback>
      <Button type="submit" busy={submitting} busyLabel={t('certification.exam.submitting')} disabled={timeOver}>
        {t('certification.exam.submit')}
      </Button>
    </form>
  );
}
