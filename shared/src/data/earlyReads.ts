import type { Endpoint } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { endpointQuery } from './endpointQuery';
import { queryClient } from './queryClient';

/** The reads that take no input (no path parameters, no query), by operationId: the ones a page can ask for before it is rendered. */
const READS_WITHOUT_INPUT = new Map<string, Endpoint>(
  Object.values(endpoints)
    .flatMap((area) => Object.values(area) as Endpoint[])
    .filter((endpoint) => endpoint.method === 'GET' && !endpoint.params && !endpoint.query)
    .map((endpoint) => [endpoint.operationId, endpoint]),
);

/** Whether `operationId` names a read that `startReads` can start. */
export const isReadWithoutInput = (operationId: string): boolean => READS_WITHOUT_INPUT.has(operationId);

/**
 * Starts a page's first reads (the topology's `firstReads`) while its code is still loading, into the
 * cache the page reads: the page then finds them answered, or under way, instead of asking only once
 * it is rendered. A failure is left to the page, which asks again and says what failed.
 */
export function startReads(operationIds: readonly string[]): void {
  for (const operationId of operationIds) {
    const endpoint = READS_WITHOUT_INPUT.get(operationId);
    if (endpoint) void queryClient.prefetchQuery(endpointQuery(endpoint));
  }
}
