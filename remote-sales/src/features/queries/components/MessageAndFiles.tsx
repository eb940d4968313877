import { TextAreaField } from '@portal/shared/ui';
import { MAX_QUERY_MESSAGE } from '@portal/shared/validation';
import type { AttachmentsState } from '../hooks/useAttachments';
import type { SortedErrors } from '../lib/fieldErrors';
import { AttachmentPicker } from './AttachmentPicker';
import { UploadProgress } from './UploadProgress';
import styles from './Queries.module.css';

/** What raising a query and replying on one both hold while they are written and sent. */
export interface MessageAndFilesForm {
  message: string;
  setMessage: (message: string) => void;
  files: AttachmentsState;
  errors: SortedErrors;
  progress: number | null;
  sending: boolean;
}

/** The message and its files that a raise and a reply both send, the sending's progress, and the errors no field owns. */
export function MessageAndFiles({ form, label, hint }: { form: MessageAndFilesForm; label: string; hint?: string }) {
  return (
    <>
      <TextAreaField
        label={label}
        hint={hint}
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
    </>
  );
}
