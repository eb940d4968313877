import { useCallback, useState } from 'react';
import { errorMessage, portalApi } from '@portal/shared';
import { refreshReads, useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints, type AdminTrainingModule, type TrainingModuleBody } from '@portal/shared/admin';
import { resourceOf } from '../../../hooks/queryResource';
import { t } from '../../../i18n';

/** A module as the API takes it back: what an edit starts from. */
export const bodyOf = (module: AdminTrainingModule): TrainingModuleBody => ({
  position: module.position,
  title: module.title,
  body: module.body,
  kind: module.kind,
  mediaUrl: module.mediaUrl,
  minimumMinutes: module.minimumMinutes,
  active: module.active,
});

/**
 * The training modules, retired ones too, in order; moving one up or down (it and its neighbour swap
 * places), and retiring or bringing back one. Modules are never deleted: members' time in them is kept.
 */
export function useTrainingModules() {
  const read = useEndpointQuery(adminEndpoints.certification.adminTrainingModules);
  const { refetch } = read;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const modules = read.data?.modules ?? [];

  const put = (module: AdminTrainingModule, changes: Partial<TrainingModuleBody>) =>
    portalApi.call(adminEndpoints.certification.adminUpdateTrainingModule, {
      params: { id: module.id },
      body: { ...bodyOf(module), ...changes },
    });

  const change = useCallback(async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      await work();
      setNotice(done);
    } catch (failure) {
      setError(errorMessage(failure, t('certification.actionFailed')));
    } finally {
      await refreshReads([adminEndpoints.certification.adminTrainingModules]);
      setBusy(false);
    }
  }, []);

  const move = (module: AdminTrainingModule, by: -1 | 1) => {
    const index = modules.findIndex((m) => m.id === module.id);
    const other = modules[index + by];
    if (!other) return;
    void change(
      async () => {
        await put(module, { position: other.position });
        await put(other, { position: module.position });
      },
      t('certification.modules.moved', { title: module.title.en, position: other.position }),
    );
  };

  const setActive = (module: AdminTrainingModule, active: boolean) =>
    void change(
      () => put(module, { active }),
      active
        ? t('certification.modules.restored', { title: module.title.en })
        : t('certification.modules.retired', { title: module.title.en }),
    );

  return {
    resource: resourceOf({ ...read, data: read.data?.modules }),
    reload: () => void refetch(),
    busy,
    notice,
    error,
    setNotice,
    move,
    setActive,
  };
}
