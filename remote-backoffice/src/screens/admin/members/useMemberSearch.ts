import { useMemo } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { searchMembers } from '../../../api/members';
import { useApiResource } from '../useApiResource';
import { useDebouncedValue } from '../useDebouncedValue';

export const MEMBER_SEARCH_DELAY_MS = 250;

/** The members matching the search box, asked once typing pauses; an empty box lists the top of the network. */
export function useMemberSearch(text: string) {
  const q = useDebouncedValue(text.trim(), MEMBER_SEARCH_DELAY_MS);
  const request = useMemo(() => ({ key: `q:${q}`, load: (signal: AbortSignal): Promise<MemberSummary[]> => searchMembers(q, signal) }), [q]);
  const { resource, reload } = useApiResource(request);
  return { q, resource, reload, waiting: text.trim() !== q };
}
