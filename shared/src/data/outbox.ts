import type { Mutation } from '@tanstack/react-query';
import { portalApi, setDataFreshness, type Endpoint } from '@portal/shared';
import { endpoints } from '@portal/shared/validation';
import { endpointKey, refreshReads } from './endpointQuery';
import { queryClient } from './queryClient';
import { isQueuedMeta } from './resend';

/**
 * The changes a member can make offline: they wait (paused) until the network is back, are kept on the
 * device (each on its own, keptChanges.ts) so a reload does not lose them, and are sent then.
 */
export const QUEUED_WRITES: readonly Endpoint[] = [endpoints.renewals.markRenewal, endpoints.renewals.clearRenewal];

/** What a change made offline carries in its `meta`, so the screens can tell it from one sent at once. */
export const QUEUED_META = { queued: true } as const;

/** The browser's Web Locks, which tell the member's open tabs apart; none in an old browser. */
export const webLocks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Only one tab sends the changes it put back from the device, or two open tabs would send each twice. */
const OUTBOX_LOCK = 'portal-outbox';

const queuedNames = new Set(QUEUED_WRITES.map((endpoint) => endpoint.operationId));

/** A change made offline (one of the queued endpoints, marked queued when it was made). */
export function isQueuedChange(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  const name = mutation.options.mutationKey?.[0];
  return typeof name === 'string' && queuedNames.has(name) && isQueuedMeta(mutation.meta);
}

const unsent = () =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => isQueuedChange(mutation) && mutation.state.status === 'pending');

// Sent after a reload too, when no screen is there to say which reads it changed.
for (const endpoint of QUEUED_WRITES) {
  queryClient.setMutationDefaults(endpointKey(endpoint), {
    mutationFn: (input: unknown) => portalApi.call(endpoint, ...([input] as [never])),
    networkMode: 'online',
    // One after the other, in the order they were made: a mark then its change reach the API so.
    scope: { id: OUTBOX_LOCK },
    onSuccess: () => refreshReads([endpoints.renewals.renewals]),
  });
}

/** This tab's hold on the outbox: asked for, or held until its changes are sent; null when it has none. */
let claim: Promise<boolean> | null = null;

function emptied(): Promise<void> {
  return new Promise((resolve) => {
    if (!unsent().length) return resolve();
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (unsent().length) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Takes the outbox for this tab while it has changes to send, if no other tab has it: true when this
 * tab is the one that sends. Without Web Locks (an old browser), the tab is taken to be alone.
 */
export function claimOutbox(): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return Promise.resolve(true);
  claim ??= new Promise((resolve) => {
    void locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) {
        claim = null;
        return resolve(false);
      }
      resolve(true);
      await emptied();
      claim = null;
    });
  });
  return claim;
}

/**
 * After the saved answers are put back: the changes restored with them are sent by this tab if it holds
 * the outbox, and forgotten here otherwise (the tab that holds it sends them). Resolves once that is
 * decided, not once they are sent: a change may wait long for the network, and the reads wait for this.
 */
export async function takeRestoredChanges(): Promise<void> {
  const restored = unsent();
  if (!restored.length) return;
  if (!(await claimOutbox())) {
    for (const mutation of restored) queryClient.getMutationCache().remove(mutation);
    return;
  }
  void queryClient.resumePausedMutations();
}

/** Keeps the count of unsent changes where the shell reads it, and holds the outbox while there are any. */
export function followOutbox(): () => void {
  let before = 0;
  const update = () => {
    const count = unsent().length;
    if (count === before) return;
    setDataFreshness({ unsentChanges: count });
    if (count && !before) void claimOutbox();
    before = count;
  };
  update();
  return queryClient.getMutationCache().subscribe(update);
}
