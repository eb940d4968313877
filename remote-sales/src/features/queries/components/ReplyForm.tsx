import { Button, ButtonRow, Feedback, TextAreaField } from '@portal/shared/ui';
import { MAX_QUERY_MESSAGE } from '@portal/shared/validation';
import { useReplyForm } from '../hooks/useReplyForm';
import { AttachmentPicker } from './AttachmentPicker';
import { UploadProgress } from './UploadProgress';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** The member's reply on their own open or in-review query: a message and files, with the sending's progress. */
export function ReplyForm({ coCode, id }: { coCode: string; id: number }) {
  const { t } = useT();
  const form = useReplyForm(coCode, id);
  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-labelledby="query-reply-heading">
      <h3 id="query-reply-heading" className={styles.subheading}>
        {t('queries.reply.heading')}
      </h3>
      <TextAreaField
        label={t('queries.reply.label')}
        value={form.message}
        rows={4}
        required
        maxLength={MAX_QUERY_MESSAGE}
        disabled={form.sending}
        error={form.errors.fields.message}
        onChange={(event) => form.setMessage(event.target.value)}
      />
      <AttachmentPicker files={form.files} error={form.errors.fields.attachments} disabled={form.sending} />
      {form.progress !== null ? <UploadProgress share={form.progress} /> : null}
      <div role="alert" className={styles.formErrors}>
        {form.errors.other.map((text) => (
          <p key={text} className={styles.error}>
            {text}
          </p>
        ))}
      </div>
      <Feedback kind="success">{form.sent ? t('queries.reply.sent') : null}</Feedback>
      <ButtonRow align="end">
        <Button type="submit" busy={form.sending} busyLabel={t('queries.reply.sending')}>
          {t('queries.reply.send')}
        </Button>
      </ButtonRow>
    </form>
  );
}
