import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, portalApi } from '@portal/shared';
import { fieldErrors } from '@portal/shared/validation';
import { refreshReads } from '@portal/shared/data';
import { adminEndpoints, questionBodySchema, type AdminQuestion } from '@portal/shared/admin';
import { t } from '../../../i18n';

/** A new question starts with this many options. */
export const NEW_QUESTION_OPTIONS = 4;

export interface QuestionValues {
  text: { en: string; hi: string };
  options: { en: string; hi: string }[];
  correctOption: number;
  active: boolean;
}

const valuesOf = (question: AdminQuestion | null): QuestionValues =>
  question
    ? { text: question.text, options: question.options, correctOption: question.correctOption, active: question.active }
    : {
        text: { en: '', hi: '' },
        options: Array.from({ length: NEW_QUESTION_OPTIONS }, () => ({ en: '', hi: '' })),
        correctOption: 0,
        active: true,
      };

/**
 * Adding a question (`question` null) or editing one: the question and its options in English and
 * Hindi, the right option, active. Errors are keyed by the API's paths (`text.en`, `options.2.hi`,
 * `correctOption`), from the schema here first and then from the server.
 */
export function useQuestionForm(question: AdminQuestion | null, onSaved: (notice: string) => void) {
  const [values, setValues] = useState<QuestionValues>(() => valuesOf(question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const clear = (path: string) =>
    setErrors((current) => {
      const next = { ...current };
      delete next[path];
      return next;
    });
  const setText = (language: 'en' | 'hi', value: string) => {
    setValues((current) => ({ ...current, text: { ...current.text, [language]: value } }));
    clear(`text.${language}`);
  };
  const setOption = (index: number, language: 'en' | 'hi', value: string) => {
    setValues((current) => ({
      ...current,
      options: current.options.map((option, i) => (i === index ? { ...option, [language]: value } : option)),
    }));
    clear(`options.${index}.${language}`);
  };
  const setCorrect = (index: number) => {
    setValues((current) => ({ ...current, correctOption: index }));
    clear('correctOption');
  };
  const setActive = (active: boolean) => setValues((current) => ({ ...current, active }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = questionBodySchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setSaving(true);
    try {
      const answer = question
        ? await portalApi.call(adminEndpoints.certification.adminUpdateQuestion, { params: { id: question.id }, body: checked.data })
        : await portalApi.call(adminEndpoints.certification.adminCreateQuestion, { body: checked.data });
      await refreshReads([adminEndpoints.certification.adminQuestions]);
      onSaved(
        question
          ? t('certification.questions.saved', { id: answer.question.id })
          : t('certification.questions.added', { id: answer.question.id }),
      );
    } catch (failure) {
      setFormError(errorMessage(failure, t('certification.actionFailed')));
      if (failure instanceof ApiError) setErrors(failure.fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, setText, setOption, setCorrect, setActive, submit };
}
