import { useEffect, useId, useRef } from 'react';
import { Button, ButtonRow, Card, Feedback, TextAreaField, TextField } from '@portal/shared/ui';
import type { AdminQuestion } from '@portal/shared/admin';
import { useQuestionForm } from '../hooks/useQuestionForm';
import feedback from '../../../styles/feedback.module.css';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface QuestionFormProps {
  /** The question edited; null adds one. */
  question: AdminQuestion | null;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}

/** A question's editor: the question and each option in English and Hindi, which option is right, active. */
export function QuestionForm({ question, onSaved, onCancel }: QuestionFormProps) {
  const { t } = useT();
  const id = useId();
  const form = useQuestionForm(question, onSaved);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const title = question ? t('certification.questions.editTitle', { id: question.id }) : t('certification.questions.addTitle');
  return (
    <Card title={title} titleId={`${id}-title`}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={`${id}-title`}>
        <div className={styles.pair}>
          <TextAreaField
            ref={first}
            id={`${id}-text-en`}
            label={t('certification.questions.textEn')}
            rows={3}
            value={form.values.text.en}
            onChange={(event) => form.setText('en', event.currentTarget.value)}
            error={form.errors['text.en']}
          />
          <TextAreaField
            id={`${id}-text-hi`}
            label={t('certification.questions.textHi')}
            rows={3}
            lang="hi"
            value={form.values.text.hi}
            onChange={(event) => form.setText('hi', event.currentTarget.value)}
            error={form.errors['text.hi']}
          />
        </div>
        <fieldset className={styles.options} aria-describedby={form.errors['correctOption'] ? `${id}-correct-error` : undefined}>
          <legend>{t('certification.questions.options')}</legend>
          {form.values.options.map((option, index) => (
            <div key={index} className={styles.option}>
              <label className={styles.check}>
                <input
                  type="radio"
                  name={`${id}-correct`}
                  checked={form.values.correctOption === index}
                  onChange={() => form.setCorrect(index)}
                />
                {t('certification.questions.correct', { n: index + 1 })}
              </label>
              <div className={styles.pair}>
                <TextField
                  id={`${id}-option-${index}-en`}
                  label={t('certification.questions.optionEn', { n: index + 1 })}
                  value={option.en}
                  autoComplete="off"
                  onChange={(event) => form.setOption(index, 'en', event.currentTarget.value)}
                  error={form.errors[`options.${index}.en`]}
                />
                <TextField
                  id={`${id}-option-${index}-hi`}
                  label={t('certification.questions.optionHi', { n: index + 1 })}
                  lang="hi"
                  value={option.hi}
                  autoComplete="off"
                  onChange={(event) => form.setOption(index, 'hi', event.currentTarget.value)}
                  error={form.errors[`options.${index}.hi`]}
                />
              </div>
            </div>
          ))}
          {form.errors['correctOption'] ? (
            <p id={`${id}-correct-error`} className={feedback.error}>
              {form.errors['correctOption']}
            </p>
          ) : null}
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" checked={form.values.active} onChange={(event) => form.setActive(event.currentTarget.checked)} />
          {t('certification.questions.active')}
        </label>
        <ButtonRow>
          <Button type="submit" variant="primary" disabled={form.saving}>
            {form.saving ? t('common.saving') : t('certification.questions.save')}
          </Button>
          <Button variant="outline" disabled={form.saving} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </ButtonRow>
        {form.formError ? <Feedback kind="error">{form.formError}</Feedback> : null}
      </form>
    </Card>
  );
}
