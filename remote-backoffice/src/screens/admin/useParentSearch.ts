import { useMemo } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { searchParentMembers } from '../../api/applications';
import { useApiResource } from './useApiResource';
import { useDebouncedValue } from './useDebouncedValue';

export const PARENT_SEARCH_DELAY_MS = 250;

/** Members matching what the operator typed (name, code or e-mail), asked once typing pauses; null: nothing to ask. */
export function useParentSearch(text: string | null) {
  const q = useDebouncedValue(text?.trim() ?? '', PARENT_SEARCH_DELAY_MS);
  const request = useMemo(
    () => (q ? { key: q, load: (signal: AbortSignal) => searchParentMembers(q, signal).then((r): MemberSummary[] => r.members) } : null),
    [q],
  );
  const { resource, reload } = useApiResource(request);
  const waiting = (text?.trim() ?? '') !== q;
  return { q, resource, reload, waiting };
}
