import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { onlineManager, type Query, type QueryKey } from '@tanstack/react-query';
import { setAside, setDataFreshness, useAuthStore, type AuthState } from '@portal/shared';
import { indexedDbStorage, type MemberStorage } from './memberStorage';
import { MEMBER_DATA_MAX_AGE_MS, queryClient } from './queryClient';
import { keepChanges, putBackChanges, readKeptChanges, type KeptEntry } from './keptChanges';
import { followOutbox, takeRestoredChanges } from './outbox';
import { gateReadsOn } from './restoreGate';

/**
 * The reads kept on the device for the member's pages offline (operationIds): their sales, renewals,
 * statements, insights and profile. Nothing else, and nothing of the back office.
 */
export const PERSISTED_READS: ReadonlySet<string> = new Set([
  'l1member',
  'hierarchy',
  'sales',
  'salesSummary',
  'renewals',
  'payoutStatement',
  'taxSummary',
  'insights',
  'profile',
  'payoutAccount',
]);

const PERSIST_KEY = 'member-cache';
/** Saves are grouped: a page's reads arriving together are written once. */
const SAVE_THROTTLE_MS = 1000;

const isPersistedRead = (key: QueryKey) => typeof key[0] === 'string' && PERSISTED_READS.has(key[0]);
const fresh = (updatedAt: number, now: number) => updatedAt > 0 && now - updatedAt <= MEMBER_DATA_MAX_AGE_MS;

/** A read worth keeping: an answer of an allowed read, younger than the limit. */
function shouldKeep(query: Query): boolean {
  return query.state.status === 'success' && isPersistedRead(query.queryKey) && fresh(query.state.dataUpdatedAt, Date.now());
}

/**
 * What is put back of a saved cache: each answer read less than the limit ago (the saved cache's own
 * age is renewed by every save, so it says nothing of its oldest answer), of an allowed read.
 */
function pruned(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client) return client;
  const now = Date.now();
  const queries = client.clientState.queries.filter(
    (query) => isPersistedRead(query.queryKey) && query.state.status === 'success' && fresh(query.state.dataUpdatedAt, now),
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

interface Session {
  uid: string;
  active: boolean;
  stopSaving: () => void;
  persister: Persister;
}

let session: Session | null = null;
let storageOf: () => MemberStorage | null = indexedDbStorage;

/** For tests: where the member's data is kept (IndexedDB otherwise). */
export function setMemberStorage(storage: () => MemberStorage | null): void {
  storageOf = storage;
}

/**
 * Keeps the member's reads and unsent changes on the device from now on, after putting back what was
 * kept for them: the reads as one saved cache, each change in its own entry (keptChanges.ts says why).
 * What was kept for someone else (another uid) is wiped before anything is read from it.
 */
function startPersisting(uid: string, after: Promise<void>): void {
  const storage = storageOf();
  if (!storage) return;
  // A save still waiting when the member's data is wiped must not write it back.
  const guarded = {
    getItem: storage.getItem,
    removeItem: storage.removeItem,
    setItem: (key: string, value: string) => (current.active ? storage.setItem(key, value) : Promise.resolve()),
  };
  const base = createAsyncStoragePersister({ storage: guarded, key: PERSIST_KEY, throttleTime: SAVE_THROTTLE_MS });
  let keptChanges: KeptEntry[] = [];
  const persister: Persister = {
    ...base,
    restoreClient: async () => {
      const [client, changes] = await Promise.all([base.restoreClient(), readKeptChanges(storage)]);
      if ((client && client.buster !== uid) || changes.some(({ change }) => change.uid !== uid)) {
        await storage.clear();
        return undefined;
      }
      keptChanges = changes;
      return pruned(client);
    },
  };
  const current: Session = { uid, active: true, stopSaving: () => {}, persister };
  session = current;
  gateReadsOn(
    after.then(async () => {
      if (!current.active) return;
      const [stopSavingReads, restored] = persistQueryClient({
        queryClient,
        persister,
        buster: uid,
        maxAge: MEMBER_DATA_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false },
      });
      current.stopSaving = stopSavingReads;
      await restored.catch(() => undefined);
      if (!current.active) return;
      putBackChanges(keptChanges, guarded);
      const stopKeepingChanges = keepChanges(uid, guarded);
      current.stopSaving = () => {
        stopSavingReads();
        stopKeepingChanges();
      };
      await takeRestoredChanges();
    }),
  );
}

/** The deletion of what the device keeps, while it runs. */
let deleting: Promise<void> | null = null;

/**
 * Deletes every member answer and unsent change this device holds: the cache in memory, the saved copy
 * and the whole member data database. Saving stops until a member is signed in again.
 *
 * Logout, the shell's watch on the session and the data layer's own all ask for it at once: a deletion
 * already under way is shared rather than run again, unless a session was ended now (it may have saved
 * since that deletion started).
 */
export function clearMemberData(): Promise<void> {
  const ending = session;
  session = null;
  if (ending) {
    ending.active = false;
    ending.stopSaving();
  }
  gateReadsOn(Promise.resolve());
  queryClient.clear();
  setDataFreshness({ shownAsOf: null, refreshFailed: false, unsentChanges: 0 });
  if (deleting && !ending) return deleting;
  const storage = storageOf();
  const deletion = Promise.all([ending?.persister.removeClient(), storage?.clear()]).then(
    () => undefined,
    (error: unknown) => console.error('The member data kept on this device could not be deleted', error),
  );
  deleting = deletion;
  void deletion.then(() => {
    if (deleting === deletion) deleting = null;
  });
  return deletion;
}

/** The signed-in member whose data may be kept: none for an operator (the back office keeps nothing). */
const memberOf = (state: Pick<AuthState, 'user'>) => (state.user && !state.user.role ? state.user.uid : null);

/**
 * Follows who is signed in: a member's data is kept for them; a session that ends, or another member,
 * wipes what was kept first.
 */
function followMember(state: AuthState, previous: AuthState | null): void {
  const uid = memberOf(state);
  const before = previous ? memberOf(previous) : null;
  if (previous && uid === before) return;
  if (previous && setAside(previous, state)) return;
  // Set aside, then confirmed: the member's kept data is theirs still.
  if (uid && session?.active && session.uid === uid) return;
  const wiped = before !== null || session !== null ? clearMemberData() : (deleting ?? Promise.resolve());
  if (uid) startPersisting(uid, wiped);
}

/** What the shell's banner reads: since when the reads on screen date, and whether a refresh failed under them. */
function reportFreshness(): void {
  const shown = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.state.data !== undefined);
  const shownAsOf = shown.length ? Math.min(...shown.map((query) => query.state.dataUpdatedAt)) : null;
  const refreshFailed = shown.some((query) => query.state.status === 'error');
  setDataFreshness({ shownAsOf, refreshFailed });
}

let started = false;

/** Starts the data layer's links to the page: the network, the signed-in member, the banner's store. */
export function startDataLayer(): void {
  if (started) return;
  started = true;
  // TanStack assumes online until an event says otherwise: a page loaded offline must know at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  // Paused reads and changes go on when the network is back.
  queryClient.mount();
  queryClient.getQueryCache().subscribe(reportFreshness);
  followOutbox();
  followMember(useAuthStore.getState(), null);
  useAuthStore.subscribe((state, previous) => followMember(state, previous));
}
