import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { CERTIFICATION_STAGES, type CertificationStage } from '@portal/shared/validation';
import { adminEndpoints, type CertificationMembersQuery } from '@portal/shared/admin';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useT } from '../../../i18n';

export const CERTIFICATION_SEARCH_DELAY_MS = 250;

const stageIn = (params: URLSearchParams): CertificationStage | null => {
  const value = params.get('stage');
  return (CERTIFICATION_STAGES as readonly string[]).includes(value ?? '') ? (value as CertificationStage) : null;
};

/**
 * Members with their certification stage, page by page, filtered by stage (in the address, `?stage=`)
 * and by a name or code typed (asked once typing pauses); the member opened is `?member=<code>`.
 */
export function useCertificationMembers() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const stage = useMemo(() => stageIn(params), [params]);
  const opened = params.get('member');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), CERTIFICATION_SEARCH_DELAY_MS);
  const query: CertificationMembersQuery = { ...(stage ? { stage } : {}), ...(q ? { q } : {}) };
  const list = useEndpointList(
    adminEndpoints.certification.adminCertificationMembers,
    { query },
    'members',
    t('certification.members.loadFailed'),
  );

  const change = useCallback(
    (name: 'stage' | 'member', value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  return {
    stage,
    setStage: (value: CertificationStage | null) => change('stage', value),
    search,
    setSearch,
    q,
    list,
    counts: list.firstPage?.counts ?? null,
    opened,
    open: (code: string | null) => change('member', code),
  };
}
