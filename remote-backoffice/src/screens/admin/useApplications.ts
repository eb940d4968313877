import { useState } from 'react';
import type { ApplicationCounts, ApplicationStatus, ApplicationSummary } from '@portal/shared/validation';
import { listApplications } from '../../api/applications';
import { useCursorList } from '../../hooks/useCursorList';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useT } from '../../i18n';

export const SEARCH_DELAY_MS = 300;

/**
 * The applications list: the status shown, the search (asked once typing pauses), the pages loaded so
 * far with the counts per status, and which application is open. `refresh` asks for the first page again
 * after an action, keeping the list on screen meanwhile.
 */
export function useApplications() {
  const { t } = useT();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = useCursorList<ApplicationSummary, ApplicationCounts>(
    `${status}|${q}`,
    async (cursor, signal) => {
      const page = await listApplications({ status, q, cursor }, signal);
      return { items: page.applications, nextCursor: page.nextCursor, meta: page.counts };
    },
    t('applications.loadFailed'),
  );
  return { status, setStatus, search, setSearch, searching: search.trim() !== q, q, list, refresh: list.reload, selectedId, setSelectedId };
}
