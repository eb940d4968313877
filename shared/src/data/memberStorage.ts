import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** Where a member's saved answers and changes are kept on the device: strings by key, listed, and a way to wipe them all. */
export interface MemberStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
  clear: () => Promise<void>;
}

/** The IndexedDB database of the member's data (its only store), so it can be read, and wiped, as one. */
export const MEMBER_DATABASE = 'portal-data';
const MEMBER_STORE = 'queries';

let store: UseStore | null = null;

/** The member data database through idb-keyval; null where the browser has no IndexedDB. */
export function indexedDbStorage(): MemberStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(MEMBER_DATABASE, MEMBER_STORE);
  const opened = store;
  return {
    getItem: (key) => get<string>(key, opened),
    setItem: (key, value) => set(key, value, opened),
    removeItem: (key) => del(key, opened),
    keys: async () => (await keys(opened)).map(String),
    clear: () => clear(opened),
  };
}
