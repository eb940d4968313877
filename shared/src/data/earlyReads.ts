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
 * failure is left to the page, which asks again and says what failed.
 */
export function startReads(operationIds: readonly string[]): void {
  const reads = operationIds.flatMap((operationId) => READS_WITHOUT_INPUT.get(operationId) ?? []);
  if (!reads.length) return;
  void whenRestored().then(() => {
    for (const endpoint of reads) void queryClient.prefetchQuery({ ...endpointQuery(endpoint), staleTime: FIRST_READ_FRESH_MS });
  });
}
