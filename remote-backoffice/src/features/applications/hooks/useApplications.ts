import { useState } from 'react';
import { adminEndpoints, type ApplicationStatus } from '@portal/shared/admin';
import { useEndpointList } from '../../../hooks/useEndpointList';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useT } from '../../../i18n';

export const SEARCH_DELAY_MS = 300;

/**
 * The applications list: the status shown, the search (asked once typing pauses), the pages loaded so
 * far with the counts per status, and which application is open. A decision refreshes the list (its
 * reads are invalidated), keeping it on screen meanwhile.
 */
export function useApplications() {
  const { t } = useT();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useEndpointList(
    adminEndpoints.applications.adminApplications,
    { query: { status, q: q || undefined } },
    'applications',
    t('applications.loadFailed'),
  );
  const counts = list.firstPage?.counts ?? null;
  return { status, setStatus, search, setSearch, searching: search.trim() !== q, q, list, counts, selectedId, setSelectedId };
}
