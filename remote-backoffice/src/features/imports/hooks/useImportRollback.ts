import { useCallback, useState } from 'react';
import { ApiError, portalApi } from '@portal/shared';
import { adminEndpoints, type ImportRecord } from '@portal/shared/admin';
import { refreshReads } from '@portal/shared/data';
import { t } from '../../../i18n';

/**
 * Rolling back one import: the import asked about, the answer (rolled back, or the server's reason why
 * not: too late, paid or changed policies); the history is asked for again once it is done.
 */
export function useImportRollback() {
  const [asking, setAsking] = useState<ImportRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportRecord | null>(null);

  const ask = useCallback((record: ImportRecord) => {
    setError(null);
    setDone(null);
    setAsking(record);
  }, []);
  const cancel = useCallback(() => setAsking(null), []);

  const confirm = useCallback(async () => {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await portalApi.call(adminEndpoints.imports.adminImportRollback, { params: { id: asking.id } });
      setDone(answer.import);
      setAsking(null);
      void refreshReads([adminEndpoints.imports.adminImports]);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('imports.rollback.failed'));
      setAsking(null);
    } finally {
      setBusy(false);
    }
  }, [asking, busy]);

  return { asking, busy, error, done, ask, cancel, confirm };
}
