import { useCallback } from 'react';
import { useEndpointMutation } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import type { RenewalItem } from '../../sales-area';
import { useT } from '../../../i18n';

/** Clears a policy's mark; the API's answer replaces the listed item. */
export function useClearMark(coCode: string, item: RenewalItem, onCleared: (item: RenewalItem) => void) {
  const { t } = useT();
  const { mutateAsync, isPending, error } = useEndpointMutation(endpoints.renewals.clearRenewal);
  const clear = useCallback(async () => {
    try {
      const response = await mutateAsync({ params: { coCode, srNo: item.srNo } });
      onCleared(response.renewal);
      return true;
    } catch {
      return false;
    }
  }, [coCode, item.srNo, onCleared, mutateAsync]);
  return { clearing: isPending, error: error ? error.message || t('renewals.row.clearFailed') : null, clear };
}
