import { useMutationState, type Mutation } from '@tanstack/react-query';
import type { CallInput, Endpoint } from '@portal/shared';
import { isQueuedChange } from './outbox';
import { queryClient } from './queryClient';

/** A change made offline, as a screen shows it: waiting to be sent, sent, or refused (the API's reason). */
export interface QueuedChange<E extends Endpoint = Endpoint> {
  operationId: string;
  input: CallInput<E>;
  status: 'pending' | 'success' | 'error';
  /** Why the API refused it. */
  error: string | null;
  submittedAt: number;
}

function changeOf(mutation: Mutation<unknown, Error, unknown, unknown>): QueuedChange {
  const { status, variables, error, submittedAt } = mutation.state;
  return {
    operationId: String(mutation.options.mutationKey?.[0]),
    input: variables as CallInput<Endpoint>,
    status: status === 'idle' ? 'pending' : status,
    error: error ? error.message : null,
    submittedAt,
  };
}

/** The changes made offline of these endpoints that `matches` keeps, oldest first (after a reload too). */
export function useQueuedChanges<E extends Endpoint>(writes: readonly E[], matches: (input: CallInput<E>) => boolean): QueuedChange<E>[] {
  const names = new Set(writes.map((endpoint) => endpoint.operationId));
  return useMutationState(
    {
      filters: {
        predicate: (mutation) =>
          isQueuedChange(mutation) &&
          names.has(String(mutation.options.mutationKey?.[0])) &&
          matches(mutation.state.variables as CallInput<E>),
      },
      select: (mutation) => changeOf(mutation) as unknown as QueuedChange<E>,
    },
    queryClient,
  );
}
