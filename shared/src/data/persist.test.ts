import { onlineManager, type Mutation } from '@tanstack/react-query';
import { ApiError, AUTH_TOKEN_STORAGE_KEY, portalApi, useAuthStore, useConnectivityStore, type AuthUser } from '@portal/shared';
import { endpoints } from '../api/contract';
import type { MemberStorage } from './memberStorage';
import { setMemberStorage } from './persist';
import { clearMemberData, endpointKey, endpointQuery, PERSISTED_READS, queryClient, QUEUED_META, whenRestored } from './index';

const DAY = 24 * 60 * 60 * 1000;
const KEY = 'member-cache';
const saved = new Map<string, string>();
const memory: MemberStorage = {
  getItem: async (key) => saved.get(key),
  setItem: async (key, value) => void saved.set(key, value),
  removeItem: async (key) => void saved.delete(key),
  keys: async () => [...saved.keys()],
  clear: async () => saved.clear(),
};
setMemberStorage(() => memory);

const member = (uid: string): AuthUser => ({ uid, email: null, displayName: null });
const signIn = (uid: string) => useAuthStore.setState({ loading: false, user: member(uid) });
const signOut = () => useAuthStore.setState({ user: null });
/** Lets the throttled saves run. */
const saves = () => vi.advanceTimersByTimeAsync(1500);
const blob = () =>
  JSON.parse(saved.get(KEY) ?? 'null') as {
    buster: string;
    clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
  } | null;

const salesKey = ['sales', { params: { coCode: 'CO1' } }];
const profileKey = endpointKey(endpoints.account.profile);

/** A saved cache as another visit left it. */
function keep(buster: string, queries: { key: readonly unknown[]; data: unknown; updatedAt: number }[]) {
  saved.set(
    KEY,
    JSON.stringify({
      buster,
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: queries.map(({ key, data, updatedAt }) => ({
          queryKey: key,
          queryHash: JSON.stringify(key),
          state: { data, dataUpdatedAt: updatedAt, status: 'success', fetchStatus: 'idle', error: null, errorUpdatedAt: 0 },
        })),
      },
    }),
  );
}

describe('member data kept on the device', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(async () => {
    signOut();
    await clearMemberData();
    saved.clear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("keeps the member's answered reads of the allowed endpoints only, under their uid", async () => {
    signIn('uid-a');
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    queryClient.setQueryData(['adminSearchMembers', {}], { members: ['someone'] });
    queryClient.setQueryData(['certificationStatus'], { stage: 'certified' });
    await saves();
    expect(blob()?.buster).toBe('uid-a');
    expect(blob()?.clientState.queries.map((query) => query.queryKey)).toEqual([salesKey]);
  });

  it('allows only GET member reads of the contract', () => {
    const all = Object.values(endpoints).flatMap((area) => Object.values(area));
    for (const name of PERSISTED_READS) {
      const endpoint = all.find((candidate) => candidate.operationId === name);
      expect(endpoint, name).toMatchObject({ method: 'GET', access: 'member' });
    }
  });

  it('puts back only the answers read less than 7 days ago, though the saved cache itself is fresh', async () => {
    keep('uid-a', [
      { key: salesKey, data: { sales: ['old'] }, updatedAt: Date.now() - 8 * DAY },
      { key: profileKey, data: { profile: { name: 'Meera' } }, updatedAt: Date.now() - DAY },
    ]);
    signIn('uid-a');
    await whenRestored();
    expect(queryClient.getQueryData(salesKey)).toBeUndefined();
    expect(queryClient.getQueryData(profileKey)).toEqual({ profile: { name: 'Meera' } });
  });

  it('puts the saved answers back before the first read is sent', async () => {
    keep('uid-a', [{ key: profileKey, data: { profile: { name: 'Meera' } }, updatedAt: Date.now() - DAY }]);
    const shownWhenAsked: unknown[] = [];
    vi.spyOn(portalApi, 'call').mockImplementation(async () => {
      shownWhenAsked.push(queryClient.getQueryData(profileKey));
      return { profile: { name: 'Meera Iyer' } } as never;
    });
    signIn('uid-a');
    await queryClient.fetchQuery(endpointQuery(endpoints.account.profile));
    expect(shownWhenAsked).toEqual([{ profile: { name: 'Meera' } }]);
  });

  it('wipes a cache kept for another member before anything of it is shown', async () => {
    keep('uid-b', [{ key: salesKey, data: { sales: ['Client of B'] }, updatedAt: Date.now() - DAY }]);
    signIn('uid-a');
    await whenRestored();
    expect(queryClient.getQueryData(salesKey)).toBeUndefined();
    expect(saved.get(KEY) ?? '').not.toContain('Client of B');
  });

  it('deletes everything on clearMemberData: the cache, unsent changes and what the device keeps', async () => {
    signIn('uid-a');
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    await saves();
    expect(saved.size).toBe(1);
    await clearMemberData();
    expect(saved.size).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

  it('runs one deletion at a time: Logout and the sign-out it causes share the one under way', async () => {
    signIn('uid-a');
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    await saves();
    const clear = vi.spyOn(memory, 'clear');
    const logout = clearMemberData();
    signOut();
    const watcher = clearMemberData();
    await Promise.all([logout, watcher]);
    expect(clear).toHaveBeenCalledOnce();
    expect(saved.size).toBe(0);
    await clearMemberData();
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('deletes it when the session ends without a Logout, and a save still waiting does not write it back', async () => {
    signIn('uid-a');
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    queryClient.setQueryData(profileKey, { profile: { name: 'Asha' } });
    signOut();
    await whenRestored();
    await saves();
    expect(saved.size).toBe(0);
    expect(queryClient.getQueryData(salesKey)).toBeUndefined();
  });

  it('keeps it for a member shown unconfirmed whom Firebase set aside without refusing (the session stays stored), and again once confirmed', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    useAuthStore.setState({ loading: false, user: member('uid-a'), unconfirmed: true });
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    await saves();
    useAuthStore.setState({ user: null, unconfirmed: false });
    await whenRestored();
    expect(queryClient.getQueryData(salesKey)).toEqual({ sales: ['Client A'] });
    signIn('uid-a');
    await whenRestored();
    await saves();
    expect(queryClient.getQueryData(salesKey)).toEqual({ sales: ['Client A'] });
    expect(saved.get(KEY) ?? '').toContain('Client A');
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  });

  it("deletes the first member's data when another member signs in on the device", async () => {
    signIn('uid-a');
    await whenRestored();
    queryClient.setQueryData(salesKey, { sales: ['Client A'] });
    await saves();
    signIn('uid-b');
    await whenRestored();
    await saves();
    expect(queryClient.getQueryData(salesKey)).toBeUndefined();
    expect(saved.get(KEY) ?? '').not.toContain('Client A');
  });

  describe('a renewal marked offline', () => {
    const mark = { params: { coCode: 'CO1', srNo: 7 }, body: { outcome: 'renewed' } };
    const keptChanges = () => [...saved.keys()].filter((key) => key.startsWith('change:'));

    function markOffline() {
      const queued = queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: endpointKey(endpoints.renewals.markRenewal), meta: QUEUED_META });
      void queued.execute(mark).catch(() => undefined);
    }

    /** Closes the tab (and all): what the device keeps is all that is left for the next page. */
    async function reload() {
      const kept = new Map(saved);
      signOut();
      await whenRestored();
      for (const [key, value] of kept) saved.set(key, value);
    }

    /** Marks offline, then reloads. */
    async function markOfflineThenReload() {
      onlineManager.setOnline(false);
      signIn('uid-a');
      await whenRestored();
      markOffline();
      await saves();
      expect(useConnectivityStore.getState().unsentChanges).toBe(1);
      expect(keptChanges()).toHaveLength(1);
      await reload();
    }

    /** Web Locks as a browser grants them: one holder of each name at a time, granted in a later task. */
    function oneHolderLocks() {
      const held = new Set<string>();
      return vi.fn(async (name: string, options: unknown, grant?: (lock: object | null) => Promise<void>) => {
        const granted = grant ?? (options as (lock: object | null) => Promise<void>);
        if (held.has(name)) return granted(null);
        held.add(name);
        await Promise.resolve();
        try {
          await granted({});
        } finally {
          held.delete(name);
        }
      });
    }

    it('is sent once the member is back, after a reload, and then no longer kept', async () => {
      const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: {} } as never);
      await markOfflineThenReload();
      Object.defineProperty(navigator, 'locks', { value: { request: oneHolderLocks() }, configurable: true });
      onlineManager.setOnline(true);
      signIn('uid-a');
      await whenRestored();
      Reflect.deleteProperty(navigator, 'locks');
      await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
      expect(call).toHaveBeenCalledWith(endpoints.renewals.markRenewal, mark);
      const sent = queryClient.getMutationCache().getAll() as Mutation[];
      await vi.waitFor(() => expect(sent.map((mutation) => mutation.state.status)).toEqual(['success']));
      expect(useConnectivityStore.getState().unsentChanges).toBe(0);
      await saves();
      expect(keptChanges()).toEqual([]);
    });

    it("is not dropped by another tab's save of its cache, and is sent after a reload", async () => {
      const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: {} } as never);
      onlineManager.setOnline(false);
      signIn('uid-a');
      await whenRestored();
      markOffline();
      await saves();
      // Another tab of the member, which never saw the mark, saves its reads over this tab's.
      keep('uid-a', [{ key: profileKey, data: { profile: { name: 'Meera' } }, updatedAt: Date.now() }]);
      await reload();
      onlineManager.setOnline(true);
      signIn('uid-a');
      await whenRestored();
      await vi.waitFor(() => expect(call).toHaveBeenCalledWith(endpoints.renewals.markRenewal, mark));
      expect(queryClient.getQueryData(profileKey)).toEqual({ profile: { name: 'Meera' } });
    });

    it('does not hold back the reads while it is being sent again', async () => {
      vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('http', 'Service unavailable', 503));
      await markOfflineThenReload();
      onlineManager.setOnline(true);
      signIn('uid-a');
      let readsGo = false;
      void whenRestored().then(() => (readsGo = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(readsGo).toBe(true);
      expect(useConnectivityStore.getState().unsentChanges).toBe(1);
    });

    it('is no longer kept once the API refused it', async () => {
      vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('http', 'This renewal is closed', 409, {}, true));
      await markOfflineThenReload();
      onlineManager.setOnline(true);
      signIn('uid-a');
      await whenRestored();
      await vi.waitFor(() => expect(keptChanges()).toEqual([]));
      expect(queryClient.getMutationCache().getAll()[0]?.state.error?.message).toBe('This renewal is closed');
    });

    it('is left to the tab that holds the outbox when another tab has it, and stays kept for it', async () => {
      const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: {} } as never);
      await markOfflineThenReload();
      const request = vi.fn((_name: string, _options: unknown, grant: (lock: null) => Promise<void>) => grant(null));
      Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
      try {
        onlineManager.setOnline(true);
        signIn('uid-a');
        await whenRestored();
        onlineManager.setOnline(false);
        onlineManager.setOnline(true);
        expect(request).toHaveBeenCalled();
        expect(call).not.toHaveBeenCalled();
        expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
        await saves();
        expect(keptChanges()).toHaveLength(1);
      } finally {
        Reflect.deleteProperty(navigator, 'locks');
      }
    });

    it('is left to the tab that queued it while that tab is still open: another tab loading then neither sends it nor drops it', async () => {
      const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: {} } as never);
      await markOfflineThenReload();
      // The mark's entry as the other tab, still open, wrote it: that tab holds the lock of its name.
      const [key] = keptChanges();
      const value = saved.get(key!)!;
      saved.delete(key!);
      saved.set('change:othertab:1', value);
      const query = vi.fn(async () => ({ held: [{ name: 'portal-tab:othertab' }] }));
      Object.defineProperty(navigator, 'locks', { value: { request: oneHolderLocks(), query }, configurable: true });
      const putBack: unknown[] = [];
      const stopWatching = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added') putBack.push(event.mutation.state.variables);
      });
      try {
        onlineManager.setOnline(true);
        signIn('uid-a');
        await whenRestored();
        await vi.advanceTimersByTimeAsync(0);
        expect(query).toHaveBeenCalled();
        expect(putBack).toEqual([]);
        expect(call).not.toHaveBeenCalled();
        expect(keptChanges()).toEqual(['change:othertab:1']);
      } finally {
        stopWatching();
        Reflect.deleteProperty(navigator, 'locks');
      }
    });

    it('is never put back for another member: what was kept is wiped first', async () => {
      const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: {} } as never);
      await markOfflineThenReload();
      saved.delete(KEY);
      onlineManager.setOnline(true);
      signIn('uid-b');
      await whenRestored();
      expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
      expect(keptChanges()).toEqual([]);
      expect(call).not.toHaveBeenCalled();
    });

    it('is not written back by a save still waiting when the member data is wiped', async () => {
      onlineManager.setOnline(false);
      signIn('uid-a');
      await whenRestored();
      markOffline();
      await clearMemberData();
      await saves();
      expect(saved.size).toBe(0);
    });
  });
});
