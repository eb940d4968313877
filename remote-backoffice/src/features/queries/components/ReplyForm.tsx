import { useId } from 'react';
import { Button, ButtonRow, Feedback, TextAreaField } from '@portal/shared/ui';
import { MAX_QUERY_ATTACHMENTS } from '@portal/shared/validation';
import type { QueryDetailsState } from '../hooks/useQueryDetails';
import { useReplyForm } from '../hooks/useReplyForm';
import forms from '../../../styles/forms.module.css';
import feedback from '../../../styles/feedback.module.css';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** A reply on the query's thread, with files (PDF, JPEG or PNG): e-mailed to the agent. */
export function ReplyForm({ queryId, state }: { queryId: number; state: QueryDetailsState }) {
  const { t } = useT();
  const id = useId();
  const form = useReplyForm(queryId, state);
  const filesHint = `${id}-files-hint`;
  const filesError = `${id}-files-error`;
  return (
    <form className={styles.action} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.actionTitle}>
        {t('queries.reply.title')}
      </h3>
      <TextAreaField
        id={`${id}-message`}
        label={t('queries.reply.message')}
        rows={3}
        value={form.message}
        onChange={(event) => form.changeMessage(event.currentTarget.value)}
        error={form.errors.message}
      />
      <div className={forms.field}>
        <label htmlFor={`${id}-files`}>{t('queries.reply.files')}</label>
        <input
          key={form.fileKey}
          id={`${id}-files`}
          className={forms.file}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          aria-describedby={form.errors.attachments ? `${filesHint} ${filesError}` : filesHint}
          aria-invalid={form.errors.attachments ? true : undefined}
          onChange={(event) => form.choose(event.currentTarget.files)}
        />
        <p id={filesHint} className={feedback.note}>
          {t('queries.reply.filesHint', { max: MAX_QUERY_ATTACHMENTS })}
        </p>
        {form.errors.attachments ? (
          <p id={filesError} className={feedback.error}>
            {form.errors.attachments}
          </p>
        ) : null}
      </div>
      <ButtonRow>
        <Button type="submit" variant="secondary" disabled={state.busy}>
          {t('queries.reply.submit')}
        </Button>
      </ButtonRow>
      {form.formError ? <Feedback kind="error">{form.formError}</Feedback> : null}
    </form>
  );
}
