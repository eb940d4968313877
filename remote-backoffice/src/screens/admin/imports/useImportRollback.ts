import { useCallback, useState } from 'react';
import { ApiError } from '@portal/shared';
import type { ImportRecord } from '@portal/shared/validation';
import { rollbackImport } from '../../../api/imports';
import { t } from '../../../i18n';

/**
 * Rolling back one import: the import asked about, the answer (rolled back, or the server's reason why
 * not: too late, paid or changed policies), and `reload` of the history once it is done.
 */
export function useImportRollback(reload: () => void) {
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
      setDone(await rollbackImport(asking.id));
      setAsking(null);
      reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('imports.rollback.failed'));
      setAsking(null);
    } finally {
      setBusy(false);
    }
  }, [asking, busy, reload]);

  return { asking, busy, error, done, ask, cancel, confirm };
}
