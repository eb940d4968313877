import { useCallback, useState } from 'react';
import { portalApi } from '@portal/shared';
import { useEndpointQuery } from '@portal/shared/data';
import { endpoints, type QueryAttachment } from '@portal/shared/validation';
import { resourceOf } from '../../../lib/queryResource';
import { saveBlob } from '../../sales-area';
import { useT } from '../../../i18n';

/**
 * One query with its thread, read under the member whose subtree is shown (`coCode`), and the download
 * of its files (fetched with the bearer token, saved under the name they were sent with).
 */
export function useQueryDetail(coCode: string | null, id: number) {
  const { t } = useT();
  const read = useEndpointQuery(endpoints.queries.payoutQuery, { params: { coCode: coCode ?? '', id } }, { enabled: coCode !== null });
  const detail = resourceOf(read, coCode !== null, (answer) => answer.query);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = useCallback(
    async (file: QueryAttachment) => {
      if (!coCode || downloading !== null) return;
      setDownloading(file.id);
      setDownloadError(null);
      try {
        const blob = await portalApi.call(endpoints.queries.payoutQueryAttachment, { params: { coCode, id, attachmentId: file.id } });
        saveBlob(blob, file.fileName, file.contentType);
      } catch (error) {
        setDownloadError(t('queries.detail.downloadFailed', { name: file.fileName, message: error instanceof Error ? error.message : '' }));
      } finally {
        setDownloading(null);
      }
    },
    [coCode, downloading, id, t],
  );

  return { detail, retry: () => void read.refetch(), download, downloading, downloadError };
}

export type QueryDetailState = ReturnType<typeof useQueryDetail>;
