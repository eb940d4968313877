import { useState, type FormEvent } from 'react';
import { ApiError } from '@portal/shared';
import { useEndpointMutation } from '@portal/shared/data';
import { MAX_ATTACHMENT_BYTES, MAX_QUERY_ATTACHMENTS, endpoints, queryReplyBodySchema } from '@portal/shared/validation';
import { READ_SHARE, encodeFiles } from '../lib/encodeFiles';
import { sortErrors, type SortedErrors } from '../lib/fieldErrors';
import { useAttachments } from './useAttachments';
import { useT } from '../../../i18n';

const NO_ERRORS: SortedErrors = { fields: {}, other: [] };

/**
 * The member's reply on their own open or in-review query: a message and up to 3 files. On success the
 * thread is read again and the form empties; a failure keeps what was typed and chosen.
 */
export function useReplyForm(coCode: string, id: number) {
  const { t } = useT();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<SortedErrors>(NO_ERRORS);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const files = useAttachments(MAX_QUERY_ATTACHMENTS, MAX_ATTACHMENT_BYTES);
  const reply = useEndpointMutation(endpoints.queries.replyPayoutQuery, {
    invalidates: [endpoints.queries.payoutQuery, endpoints.queries.payoutQueries],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || progress !== null) return;
    setSent(false);
    const checked = queryReplyBodySchema.safeParse({ message, attachments: [] });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(sortErrors(found));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      setProgress(0);
      const attachments = await encodeFiles(
        files.files.map((chosen) => chosen.file),
        (share) => setProgress(share * READ_SHARE),
      );
      await reply.mutateAsync({
        params: { coCode, id },
        body: { message, attachments },
        onUploadProgress: (share) => setProgress(READ_SHARE + share * (1 - READ_SHARE)),
      });
      setMessage('');
      files.clear();
      setSent(true);
    } catch (error) {
      const sorted = error instanceof ApiError ? sortErrors(error.fieldErrors) : NO_ERRORS;
      const said = Object.keys(sorted.fields).length > 0 || sorted.other.length > 0;
      setErrors(
        said ? sorted : { fields: {}, other: [t('queries.reply.failed', { message: error instanceof Error ? error.message : '' })] },
      );
    } finally {
      setProgress(null);
    }
  };

  return { message, setMessage, files, errors, progress, sending: reply.isPending || progress !== null, sent, submit };
}

export type ReplyForm = ReturnType<typeof useReplyForm>;
