import { useCallback, useState } from 'react';
import { portalApi, type RenewalItem } from '@portal/shared';
import { useT } from '../../../i18n';

/** Clears a policy's mark; the API's answer replaces the listed item. */
export function useClearMark(coCode: string, item: RenewalItem, onCleared: (item: RenewalItem) => void) {
  const { t } = useT();
  const [clearing, setClearing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clear = useCallback(async () => {
    setClearing(true);
    setError(null);
    try {
      const response = await portalApi.clearRenewal(coCode, item.srNo);
      onCleared(response.renewal);
      return true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('renewals.row.clearFailed'));
      return false;
    } finally {
      setClearing(false);
    }
  }, [coCode, item.srNo, onCleared, t]);
  return { clearing, error, clear };
}
