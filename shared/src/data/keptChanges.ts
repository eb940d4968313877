import type { Mutation, MutationKey, MutationState } from '@tanstack/react-query';
import type { MemberStorage } from './memberStorage';
import { isQueuedChange, QUEUED_META, webLocks } from './outbox';
import { MEMBER_DATA_MAX_AGE_MS, queryClient } from './queryClient';
import { QUEUED_SENDING } from './resend';

/*
 * Why the changes are not kept with the reads: every tab saves its whole cache as one entry, the last
 * save winning. For reads that is fine (any tab's copy will do), but a change queued in one tab only
 * would be dropped by the next save of another, and lost if its own tab closed before the network came
 * back. So each unsent change has an entry of its own in the same store: written once, by the tab that
 * queued it, and deleted only by a tab that saw it end (sent, or refused by the API). No tab's save
 * touches another tab's changes. A tab that puts back changes it does not send (another tab holds the
 * outbox) forgets them in memory only: their entries stay for the tab that sends them. Wiping the
 * member's data clears the whole store, these entries with it. Each entry names the tab that queued it,
 * and that tab holds a Web Lock of its name while it is open: a tab that loads while it is still open
 * leaves its changes to it (it sends them itself when the network is back), so no change is sent by two
 * tabs, the later one possibly after a newer change of the same renewal.
 */

const CHANGE_PREFIX = 'change:';
const TAB_LOCK_PREFIX = 'portal-tab:';

/**
 * This page's name among the member's open tabs. Made by hand: `crypto.randomUUID` exists only in a
 * secure context, and the portal may be served over plain HTTP inside a network.
 */
const TAB = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
let holdingTabLock = false;

/** Holds this tab's lock for as long as the page lives (the browser releases it when the page goes). */
function holdTabLock(): void {
  const locks = webLocks();
  if (holdingTabLock || !locks) return;
  holdingTabLock = true;
  void locks.request(TAB_LOCK_PREFIX + TAB, () => new Promise<never>(() => {})).catch(() => undefined);
}

/** The tabs open now, other than this one, by the locks they hold; none without Web Locks. */
async function otherOpenTabs(): Promise<Set<string>> {
  const locks = webLocks();
  if (!locks?.query) return new Set();
  const { held = [] } = await locks.query();
  const names = held.flatMap(({ name }) => (name?.startsWith(TAB_LOCK_PREFIX) ? [name.slice(TAB_LOCK_PREFIX.length)] : []));
  return new Set(names.filter((tab) => tab !== TAB));
}

/** The tab an entry's change was queued in (an entry kept before entries named one: none). */
const tabOf = (key: string): string => {
  const rest = key.slice(CHANGE_PREFIX.length);
  return rest.includes(':') ? rest.slice(0, rest.indexOf(':')) : '';
};

/** A change as it is kept on the device. */
interface KeptChange {
  /** The member who made it: another member's changes are never put back. */
  uid: string;
  mutationKey: MutationKey;
  variables: unknown;
  submittedAt: number;
}

export interface KeptEntry {
  key: string;
  change: KeptChange;
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The entry each change seen by this tab is kept under, until it ends. */
const entries = new WeakMap<AnyMutation, string>();

const newEntryKey = () => `${CHANGE_PREFIX}${TAB}:${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function parsed(value: string | null | undefined): KeptChange | null {
  try {
    const change: unknown = JSON.parse(value ?? 'null');
    if (typeof change !== 'object' || change === null) return null;
    const { uid, mutationKey, submittedAt } = change as Partial<KeptChange>;
    return typeof uid === 'string' && Array.isArray(mutationKey) && typeof submittedAt === 'number' ? (change as KeptChange) : null;
  } catch {
    return null;
  }
}

/** Every change kept on the device, but those of another tab still open (it sends its own). */
export async function readKeptChanges(storage: MemberStorage): Promise<KeptEntry[]> {
  const [all, open] = await Promise.all([storage.keys(), otherOpenTabs()]);
  const keys = all.filter((key) => key.startsWith(CHANGE_PREFIX) && !open.has(tabOf(key)));
  const values = await Promise.all(keys.map((key) => storage.getItem(key)));
  return keys.flatMap((key, index) => {
    const change = parsed(values[index]);
    return change ? [{ key, change }] : [];
  });
}

/**
 * Puts the member's kept changes back as paused changes, oldest first (the order they are sent in);
 * one older than the limit for member data is deleted instead.
 */
export function putBackChanges(kept: readonly KeptEntry[], storage: Pick<MemberStorage, 'removeItem'>): void {
  const now = Date.now();
  const ordered = [...kept].sort((a, b) => a.change.submittedAt - b.change.submittedAt);
  for (const { key, change } of ordered) {
    if (now - change.submittedAt > MEMBER_DATA_MAX_AGE_MS) {
      void storage.removeItem(key).catch(() => undefined);
      continue;
    }
    const state: MutationState<unknown, Error, unknown, unknown> = {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending',
      variables: change.variables,
      submittedAt: change.submittedAt,
    };
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: change.mutationKey, meta: QUEUED_META, ...QUEUED_SENDING }, state);
    entries.set(mutation, key);
  }
}

/**
 * From now on, each change this tab queues for `uid` is written to its own entry, and the entry of each
 * change that ends here (sent or refused) is deleted. Returns the way to stop.
 */
export function keepChanges(uid: string, storage: Pick<MemberStorage, 'setItem' | 'removeItem'>): () => void {
  holdTabLock();
  const follow = (mutation: AnyMutation) => {
    if (!isQueuedChange(mutation)) return;
    const key = entries.get(mutation);
    const { status, variables, submittedAt } = mutation.state;
    if (status === 'pending' && !key) {
      const created = newEntryKey();
      entries.set(mutation, created);
      const change: KeptChange = { uid, mutationKey: mutation.options.mutationKey ?? [], variables, submittedAt };
      void Promise.resolve(storage.setItem(created, JSON.stringify(change))).catch((error: unknown) =>
        console.error('A change could not be kept on this device', error),
      );
    } else if (key && (status === 'success' || status === 'error')) {
      entries.delete(mutation);
      void storage.removeItem(key).catch(() => undefined);
    }
  };
  const cache = queryClient.getMutationCache();
  // Changes queued while the saved data was being put back.
  for (const mutation of cache.getAll()) follow(mutation);
  return cache.subscribe((event) => {
    if (event.type !== 'removed' && event.mutation) follow(event.mutation);
  });
}
