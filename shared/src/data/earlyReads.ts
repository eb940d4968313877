import type { Endpoint } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { endpointQuery } from './endpointQuery';
import { queryClient } from './queryClient';
import { whenRestored } from './restoreGate';

/** The reads that take no input (no path parameters, no query), by operationId: the ones a page can ask for before it is rendered. */
const READS_WITHOUT_INPUT = new Map<string, Endpoint>(
  Object.values(endpoints)
    .flatMap((area) => Object.values(area) as Endpoint[])
    .filter((endpoint) => endpoint.method === 'GET' && !endpoint.params && !endpoint.query)
    .map((endpoint) => [endpoint.operationId, endpoint]),
);

/**
 * How long a page's first read, once answered, is not asked again: the page rendered a moment after the
 * shell started it uses that answer, and a member opening the page again at once is not kept waiting.
 */
export const FIRST_READ_FRESH_MS = 30_000;

/** Whether `operationId` names a read that `startReads` can start. */
export const isReadWithoutInput = (operationId: string): boolean => READS_WITHOUT_INPUT.has(operationId);

/**
 * Starts a page's first reads (the topology's `firstReads`) while its code is still loading, into the
 * cache the page reads: the page then finds them answered, or under way, instead of asking only once
 * it is rendered. An answer this device kept, put back first, is not asked again while it is fresh. A
 * failure is left to the page, which asks again and says what failed. Settles once they are answered.
 */
export async function startReads(operationIds: readonly string[]): Promise<void> {
  const reads = operationIds.flatMap((operationId) => READS_WITHOUT_INPUT.get(operationId) ?? []);
  if (!reads.length) return;
  await whenRestored();
  await Promise.all(reads.map((endpoint) => queryClient.prefetchQuery({ ...endpointQuery(endpoint), staleTime: FIRST_READ_FRESH_MS })));
}

/** How long the cache must ask the API for nothing before a page's start counts as over. */
export const START_QUIET_MS = 300;

/** At the latest, how long after it is asked `whenReadsSettle` says the start is over. */
export const START_AT_MOST_MS = 10_000;

/**
 * Resolves once a page's start is over: its reads answered, and nothing more asked for during
 * `START_QUIET_MS` (the page rendered from the first answers asks for what follows from them within
 * that time), or after `START_AT_MOST_MS` on a page that never stops asking. Work that can wait, such as
 * confirming the session with the identity service, waits for it.
 */
export function whenReadsSettle(quietMs = START_QUIET_MS, atMostMs = START_AT_MOST_MS): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let fetching = -1;
    const watch = () => {
      const now = queryClient.isFetching();
      if (now === fetching) return;
      fetching = now;
      clearTimeout(quiet);
      if (now === 0) quiet = setTimeout(settled, quietMs);
    };
    const stopWatching = queryClient.getQueryCache().subscribe(watch);
    const latest = setTimeout(settled, atMostMs);
    function settled() {
      clearTimeout(quiet);
      clearTimeout(latest);
      stopWatching();
      resolve();
    }
    watch();
  });
}
