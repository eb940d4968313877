import { useEndpointQuery } from '@portal/shared/data';
import { adminEndpoints } from '@portal/shared/admin';
import { resourceOf } from './queryResource';
import { useDebouncedValue } from './useDebouncedValue';

export const MEMBER_SEARCH_DELAY_MS = 250;

/**
 * The members matching `text` (name, code or e-mail), asked once typing pauses; an empty text lists the
 * top of the network, null asks nothing. `limit`: at most that many.
 */
export function useMemberSearch(text: string | null, limit?: number) {
  const wanted = text?.trim() ?? null;
  const q = useDebouncedValue(wanted, MEMBER_SEARCH_DELAY_MS);
  const read = useEndpointQuery(
    adminEndpoints.members.adminSearchMembers,
    { query: { q: q ?? undefined, limit } },
    { enabled: q !== null, select: (answer) => answer.members },
  );
  const { refetch } = read;
  return { q: q ?? '', resource: resourceOf(read), reload: () => void refetch(), waiting: wanted !== q };
}
