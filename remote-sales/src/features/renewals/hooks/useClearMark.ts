import { useCallback } from 'react';
import { onlineManager, useEndpointMutation } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import type { RenewalItem } from '../../sales-area';
import { useT } from '../../../i18n';
import { showChanged } from './useRenewalsList';
import { QUEUED } from './useQueuedMark';

/** Clears a policy's mark; the API's answer replaces the listed item. Offline, it is queued until the network is back. */
export function useClearMark(coCode: string, item: RenewalItem, onCleared: (item: RenewalItem) => void) {
  const { t } = useT();
  const { mutateAsync, isPending, error } = useEndpointMutation(endpoints.renewals.clearRenewal);
  const { mutate: queue } = useEndpointMutation(endpoints.renewals.clearRenewal, {
    ...QUEUED,
    onSuccess: (response) => showChanged(coCode, response.renewal),
  });
  const clear = useCallback(async () => {
    const input = { params: { coCode, srNo: item.srNo } };
    if (!onlineManager.isOnline()) {
      queue(input);
      return false;
    }
    try {
      const response = await mutateAsync(input);
      onCleared(response.renewal);
      return true;
    } catch {
      return false;
    }
  }, [coCode, item.srNo, onCleared, mutateAsync, queue]);
  return { clearing: isPending, error: error ? error.message || t('renewals.row.clearFailed') : null, clear };
}
