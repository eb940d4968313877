import { useState, type FormEvent } from 'react';
import { portalApi } from '@portal/shared';
import { fieldErrors, MAX_ATTACHMENT_BYTES, MAX_QUERY_ATTACHMENTS, queryReplyBodySchema } from '@portal/shared/validation';
import { adminEndpoints } from '@portal/shared/admin';
import type { QueryDetailsState } from './useQueryDetails';
import { fileBase64 } from '../lib/fileBase64';
import { t } from '../../../i18n';

type Field = 'message' | 'attachments';

/** The field a server's error path belongs to: `attachments.1.contentBase64` is the files'. */
const fieldOf = (path: string): Field | null => (path === 'message' ? 'message' : path.startsWith('attachments') ? 'attachments' : null);

/**
 * An operator's reply: the message and up to 3 files (their number and size checked here, their type by
 * the server from their bytes, its refusal naming the file). Sent, the form empties.
 */
export function useReplyForm(queryId: number, state: QueryDetailsState) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A new key after sending gives a new, empty file input (its files cannot be set from the page).
  const [fileKey, setFileKey] = useState(0);

  const choose = (chosen: FileList | null) => {
    const list = Array.from(chosen ?? []);
    setFiles(list);
    const large = list.find((file) => file.size > MAX_ATTACHMENT_BYTES);
    setErrors((current) => ({
      ...current,
      attachments:
        list.length > MAX_QUERY_ATTACHMENTS
          ? t('queries.reply.tooMany', { max: MAX_QUERY_ATTACHMENTS })
          : large
            ? t('queries.reply.tooLarge', { name: large.name })
            : undefined,
    }));
  };

  const changeMessage = (value: string) => {
    setMessage(value);
    setErrors((current) => ({ ...current, message: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (errors.attachments) return;
    const attachments = await Promise.all(files.map(async (file) => ({ fileName: file.name, contentBase64: await fileBase64(file) })));
    const checked = queryReplyBodySchema.safeParse({ message, attachments });
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors({ message: found['message'], attachments: Object.entries(found).find(([path]) => fieldOf(path) === 'attachments')?.[1] });
      return;
    }
    const result = await state.run(
      () => portalApi.call(adminEndpoints.queries.adminReplyQuery, { params: { id: queryId }, body: checked.data }),
      (done) => t('queries.reply.done', { number: done.number }),
    );
    if (result.ok) {
      setMessage('');
      setFiles([]);
      setFileKey((key) => key + 1);
    } else {
      setFormError(result.message);
      const found: Partial<Record<Field, string>> = {};
      for (const [path, text] of Object.entries(result.fields)) {
        const field = fieldOf(path);
        if (field && !found[field]) found[field] = text;
      }
      setErrors(found);
    }
  };

  return { message, changeMessage, files, choose, fileKey, errors, formError, submit };
}
