import { useMemo } from 'react';
import type { MemberSummary } from '@portal/shared/validation';
import { searchMembers } from '../api/members';
import { useApiResource } from '@portal/shared';
import { useDebouncedValue } from './useDebouncedValue';

export const MEMBER_SEARCH_DELAY_MS = 250;

/**
 * The members matching `text` (name, code or e-mail), asked once typing pauses; an empty text lists the
 * top of the network, null asks nothing. `limit`: at most that many.
 */
export function useMemberSearch(text: string | null, limit?: number) {
  const wanted = text?.trim() ?? null;
  const q = useDebouncedValue(wanted, MEMBER_SEARCH_DELAY_MS);
  const request = useMemo(
    () => (q === null ? null : { key: `q:${q}`, load: (signal: AbortSignal): Promise<MemberSummary[]> => searchMembers(q, signal, limit) }),
    [q, limit],
  );
  const { resource, reload } = useApiResource(request);
  return { q: q ?? '', resource, reload, waiting: wanted !== q };
}
