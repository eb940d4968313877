import { Button, ButtonRow, Feedback } from '@portal/shared/ui';
import { useReplyForm } from '../hooks/useReplyForm';
import { MessageAndFiles } from './MessageAndFiles';
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
      <MessageAndFiles form={form} label={t('queries.reply.label')} />
      <Feedback kind="success">{form.sent ? t('queries.reply.sent') : null}</Feedback>
      <ButtonRow align="end">
        <Button type="submit" busy={form.sending} busyLabel={t('queries.reply.sending')}>
          {t('queries.reply.send')}
        </Button>
      </ButtonRow>
    </form>
  );
}
