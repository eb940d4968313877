import { useCallback, useState } from 'react';
import { ApiError, errorMessage, portalApi, saveFile } from '@portal/shared';
import { endpointKey, queryClient, refreshReads, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, type AdminQueryDetail, type AdminQueryResponse } from '@portal/shared/admin';
import type { QueryAttachment } from '@portal/shared/validation';
import { resourceOf } from '../../../hooks/queryResource';
import { t } from '../../../i18n';

/** What an action on the query came to: the query as it is now, or why not (the server's field errors too). */
export type QueryActionResult = { ok: true; query: AdminQueryDetail } | { ok: false; message: string; fields: Record<string, string> };

/**
 * One query with its thread, and the actions on it. An action's answer is the query as it is now: it
 * replaces the one shown (no second read), the list is asked again, and `notice` says what was done.
 * One action at a time (`busy`); a failure is returned to the form that asked, for its fields.
 */
export function useQueryDetails(id: number) {
  const input = { params: { id } };
  const read = useEndpointQuery(adminEndpoints.queries.adminQuery, input);
  const { refetch } = read;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<AdminQueryResponse>, done: (query: AdminQueryDetail) => string): Promise<QueryActionResult> => {
      setBusy(true);
      setNotice(null);
      try {
        const answer = await call();
        queryClient.setQueryData(endpointKey(adminEndpoints.queries.adminQuery, { params: { id } }), answer);
        void refreshReads([adminEndpoints.queries.adminQueries]);
        setNotice(done(answer.query));
        return { ok: true, query: answer.query };
      } catch (failure) {
        return {
          ok: false,
          message: errorMessage(failure, t('queries.actionFailed')),
          fields: failure instanceof ApiError ? failure.fieldErrors : {},
        };
      } finally {
        setBusy(false);
      }
    },
    [id],
  );

  const download = useCallback(
    async (file: QueryAttachment) => {
      setDownloadError(null);
      try {
        const blob = await portalApi.call(adminEndpoints.queries.adminQueryAttachment, { params: { id, attachmentId: file.id } });
        saveFile(blob, file.fileName, file.contentType);
      } catch (failure) {
        setDownloadError(errorMessage(failure, t('queries.thread.downloadFailed', { name: file.fileName })));
      }
    },
    [id],
  );

  return {
    resource: resourceOf({ ...read, data: read.data?.query }),
    reload: () => void refetch(),
    busy,
    notice,
    run,
    download,
    downloadError,
  };
}

export type QueryDetailsState = ReturnType<typeof useQueryDetails>;
