import { AUTH_TOKEN_STORAGE_KEY } from '../stores/authStore';

type Listener = (user: FakeUser | null) => void;
interface FakeUser {
  uid: string;
  email: string;
  displayName: string;
  getIdTokenResult: () => Promise<{ token: string; claims: Record<string, unknown> }>;
}

const sdk = vi.hoisted(() => {
  const state = { listener: null as null | ((user: unknown) => void), imported: 0 };
  return {
    state,
    initializeAuth: vi.fn(() => ({ authStateReady: async () => undefined, currentUser: null })),
    connectAuthEmulator: vi.fn(),
    onIdTokenChanged: vi.fn((_auth: unknown, listener: (user: unknown) => void) => {
      state.listener = listener;
      return () => undefined;
    }),
    signInWithEmailAndPassword: vi.fn(),
    signOut: vi.fn(),
    indexedDBLocalPersistence: {},
    browserLocalPersistence: {},
  };
});
vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/auth', () => {
  sdk.state.imported += 1;
  return sdk;
});

const user = (uid: string, claims: Record<string, unknown> = {}): FakeUser => ({
  uid,
  email: `${uid}@example.in`,
  displayName: 'Asha',
  getIdTokenResult: async () => ({ token: `token-${uid}`, claims }),
});
/** An unsigned JWT carrying `claims`: the client reads the stored token's claims without checking them. */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims)]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.sig';
const unreachable = () =>
  Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
const emit = (value: FakeUser | null, delayMs = 30) => setTimeout(() => (sdk.state.listener as Listener)(value), delayMs);

async function freshModule() {
  vi.resetModules();
  const { setConfig } = await import('../config/runtimeConfig');
  setConfig({
    apiBaseUrl: 'http://api.test',
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-portal' },
    authEmulatorUrl: 'http://127.0.0.1:9099',
    contact: { email: 'a@b.in', phone: '1' },
    remotes: [],
  });
  // The same fresh module instances the fresh firebase module uses.
  const store = await import('../stores/authStore');
  store.useAuthStore.setState({ loading: true, user: null, profileName: null });
  return { ...(await import('./firebaseAuth')), store };
}

describe('Firebase auth sync', () => {
  beforeEach(() => {
    sdk.state.listener = null;
    vi.clearAllMocks();
  });

  it('with no stored session, the page is not kept waiting for Firebase and does not download it', async () => {
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    expect(store.useAuthStore.getState()).toMatchObject({ loading: false, user: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.initializeAuth).not.toHaveBeenCalled();
  });

  it('a sign-in in another tab (authToken appears in storage) starts the sync here', async () => {
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_STORAGE_KEY, newValue: 'token-from-tab' }));
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)(user('u3'));
    await vi.waitFor(() => expect(store.useAuthStore.getState().user?.uid).toBe('u3'));
  });

  it('with a stored session, stays loading until Firebase answers, then mirrors the token', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    expect(store.useAuthStore.getState().loading).toBe(true);
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)(user('u1'));
    await vi.waitFor(() => expect(store.useAuthStore.getState().user?.uid).toBe('u1'));
    expect(store.useAuthStore.getState().loading).toBe(false);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token-u1');
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  describe('a members’ page opened with a stored session', () => {
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

    it('shows the member the stored token names at once, unconfirmed, and reads with that token until Firebase confirms', async () => {
      const stored = jwt({ user_id: 'u1', email: 'u1@example.in', name: 'Asha', exp: inAnHour() });
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, stored);
      sdk.initializeAuth.mockImplementationOnce(
        () => ({ authStateReady: async () => undefined, currentUser: { getIdToken: async () => 'token-u1' } }) as never,
      );
      const { startAuthSync, showStoredSession, getIdToken, store } = await freshModule();
      startAuthSync();
      showStoredSession();
      expect(store.useAuthStore.getState()).toMatchObject({ loading: false, unconfirmed: true, user: { uid: 'u1', displayName: 'Asha' } });
      await expect(getIdToken()).resolves.toBe(stored);

      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
      (sdk.state.listener as Listener)(user('u1'));
      await vi.waitFor(() => expect(store.useAuthStore.getState().unconfirmed).toBe(false));
      await expect(getIdToken()).resolves.toBe('token-u1');
    });

    it('a stored token that has expired shows the member but is not used: the reads wait for Firebase’s token', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: Math.floor(Date.now() / 1000) - 60 }));
      sdk.initializeAuth.mockImplementationOnce(
        () => ({ authStateReady: async () => undefined, currentUser: { getIdToken: async () => 'renewed-u1' } }) as never,
      );
      const { startAuthSync, showStoredSession, getIdToken, store } = await freshModule();
      startAuthSync();
      showStoredSession();
      expect(store.useAuthStore.getState()).toMatchObject({ unconfirmed: true, user: { uid: 'u1' } });
      await expect(getIdToken()).resolves.toBe('renewed-u1');
    });

    it('a token another tab stored since, for another member, is not used for the member shown', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: inAnHour() }));
      sdk.initializeAuth.mockImplementationOnce(
        () => ({ authStateReady: async () => undefined, currentUser: { getIdToken: async () => 'token-u2' } }) as never,
      );
      const { startAuthSync, showStoredSession, getIdToken, store } = await freshModule();
      startAuthSync();
      showStoredSession();
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u2', exp: inAnHour() }));
      expect(store.useAuthStore.getState().user?.uid).toBe('u1');
      await expect(getIdToken()).resolves.toBe('token-u2');
    });

    it('a session Firebase then refuses is signed out', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: inAnHour() }));
      const { startAuthSync, showStoredSession, store } = await freshModule();
      startAuthSync();
      showStoredSession();
      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
      (sdk.state.listener as Listener)(null);
      expect(store.useAuthStore.getState()).toMatchObject({ loading: false, user: null, unconfirmed: false });
      expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('loads Firebase only once the page has started, the stored token serving its reads meanwhile', async () => {
      const stored = jwt({ user_id: 'u1', exp: inAnHour() });
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, stored);
      const { startAuthSync, showStoredSession, getIdToken, store } = await freshModule();
      showStoredSession();
      let pageStarted!: () => void;
      startAuthSync({ confirmAfter: new Promise<void>((resolve) => (pageStarted = resolve)) });
      await expect(getIdToken()).resolves.toBe(stored);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sdk.initializeAuth).not.toHaveBeenCalled();
      expect(store.useAuthStore.getState()).toMatchObject({ unconfirmed: true, user: { uid: 'u1' } });

      pageStarted();
      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
      (sdk.state.listener as Listener)(user('u1'));
      await vi.waitFor(() => expect(store.useAuthStore.getState().unconfirmed).toBe(false));
    });

    it('a page that never settles has its session confirmed all the same, after CONFIRM_WITHIN_MS', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: inAnHour() }));
      const { startAuthSync, showStoredSession, CONFIRM_WITHIN_MS } = await freshModule();
      showStoredSession();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        startAuthSync({ confirmAfter: new Promise(() => undefined) });
        vi.advanceTimersByTime(CONFIRM_WITHIN_MS - 1);
        await vi.dynamicImportSettled();
        expect(sdk.initializeAuth).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
      } finally {
        vi.useRealTimers();
      }
      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    });

    it('a sign-out in another tab while the page starts reaches Firebase at once, without waiting for the page', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: inAnHour() }));
      const { startAuthSync, showStoredSession, store } = await freshModule();
      showStoredSession();
      startAuthSync({ confirmAfter: new Promise(() => undefined) });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sdk.initializeAuth).not.toHaveBeenCalled();
      localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_STORAGE_KEY, newValue: null }));
      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
      (sdk.state.listener as Listener)(null);
      expect(store.useAuthStore.getState()).toMatchObject({ user: null, unconfirmed: false });
    });

    it('a stored token too old to read with does not wait for the page: Firebase loads at once', async () => {
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1', exp: Math.floor(Date.now() / 1000) + 30 }));
      const { startAuthSync, showStoredSession, store } = await freshModule();
      showStoredSession();
      expect(store.useAuthStore.getState().unconfirmed).toBe(true);
      startAuthSync({ confirmAfter: new Promise(() => undefined) });
      await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    });

    it('changes nothing once Firebase has answered, nor without a stored session', async () => {
      const { startAuthSync, showStoredSession, store } = await freshModule();
      startAuthSync();
      showStoredSession();
      expect(store.useAuthStore.getState()).toMatchObject({ loading: false, user: null });
      localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u2', exp: inAnHour() }));
      showStoredSession();
      expect(store.useAuthStore.getState().user).toBeNull();
    });
  });

  it('when Firebase cannot be loaded and the stored token is no JWT, the page reads signed out but the stored session is kept for the next load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error('Loading chunk firebase failed');
    });
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(store.useAuthStore.getState()).toMatchObject({ loading: false, user: null }));
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('old-token');
    expect(consoleError).toHaveBeenCalledWith('Firebase Auth failed to load', expect.any(Error));
    consoleError.mockRestore();
  });

  it("offline without the SDK's code, the member the stored token names stays signed in, and the SDK is loaded again once online", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stored = jwt({ user_id: 'ops', email: 'ops@example.in', name: 'Ravi', role: 'operator' });
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, stored);
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error('Loading chunk firebase failed');
    });
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(store.useAuthStore.getState().loading).toBe(false));
    expect(store.useAuthStore.getState()).toMatchObject({
      unconfirmed: true,
      user: { uid: 'ops', email: 'ops@example.in', displayName: 'Ravi', role: 'operator' },
    });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(stored);
    expect(sdk.state.listener).toBeNull();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)(user('ops', { role: 'operator' }));
    await vi.waitFor(() => expect(store.useAuthStore.getState().unconfirmed).toBe(false));
    expect(store.useAuthStore.getState().user).toMatchObject({ uid: 'ops', role: 'operator' });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token-ops');
    consoleError.mockRestore();
  });

  it('when the token cannot be renewed offline, the member stays signed in (role from the stored token) and is confirmed once online', async () => {
    const stored = jwt({ user_id: 'u1', role: 'operator' });
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, stored);
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    let online = false;
    (sdk.state.listener as Listener)({
      ...user('u1', { role: 'operator' }),
      getIdTokenResult: () =>
        online ? Promise.resolve({ token: 'fresh-u1', claims: { role: 'operator' } }) : Promise.reject(unreachable()),
    });
    await vi.waitFor(() => expect(store.useAuthStore.getState().loading).toBe(false));
    expect(store.useAuthStore.getState()).toMatchObject({
      unconfirmed: true,
      user: { uid: 'u1', email: 'u1@example.in', displayName: 'Asha', role: 'operator' },
    });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(stored);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.useAuthStore.getState().unconfirmed).toBe(false));
    expect(store.useAuthStore.getState().user?.uid).toBe('u1');
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('fresh-u1');
  });

  it("offline, a stored token of another account lends no role to Firebase's saved user", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'ops', role: 'operator' }));
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)({ ...user('u1'), getIdTokenResult: () => Promise.reject(unreachable()) });
    await vi.waitFor(() => expect(store.useAuthStore.getState().user?.uid).toBe('u1'));
    expect(store.useAuthStore.getState()).toMatchObject({ unconfirmed: true, user: { role: null } });
  });

  it('a session the identity service refuses (not a network failure) reads signed out', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1' }));
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    const expired = Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), { code: 'auth/user-token-expired' });
    (sdk.state.listener as Listener)({ ...user('u1'), getIdTokenResult: () => Promise.reject(expired) });
    await vi.waitFor(() => expect(store.useAuthStore.getState().loading).toBe(false));
    expect(store.useAuthStore.getState()).toMatchObject({ user: null, unconfirmed: false });
  });

  it("Logout without the SDK's code forgets the session here, and Firebase's saved user is signed out when the SDK next loads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, jwt({ user_id: 'u1' }));
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error('Loading chunk firebase failed');
    });
    const first = await freshModule();
    first.startAuthSync();
    await vi.waitFor(() => expect(first.store.useAuthStore.getState().user?.uid).toBe('u1'));
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error('Loading chunk firebase failed');
    });
    await first.signOutUser();
    expect(first.store.useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(sdk.signOut).not.toHaveBeenCalled();

    const next = await freshModule();
    await next.loadFirebaseAuth();
    expect(sdk.signOut).toHaveBeenCalledOnce();
    await next.loadFirebaseAuth();
    expect(sdk.signOut).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('sign-in resolves only once the shared store shows the user, and sign-out once it is cleared', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    const { startAuthSync, signInWithPassword, signOutUser, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)(null);

    sdk.signInWithEmailAndPassword.mockImplementation(async () => {
      emit(user('u2'));
      return { user: user('u2') };
    });
    await signInWithPassword('u2@example.in', 'secret1');
    expect(store.useAuthStore.getState().user?.uid).toBe('u2');

    sdk.signOut.mockImplementation(async () => {
      emit(null);
    });
    await signOutUser();
    expect(store.useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("carries the token's role claim: an operator is one, a member has none, an unknown role is ignored", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    const { startAuthSync, signInWithPassword, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)(null);

    sdk.signInWithEmailAndPassword.mockImplementation(async () => {
      emit(user('ops', { role: 'operator' }));
      return { user: user('ops', { role: 'operator' }) };
    });
    expect(await signInWithPassword('ops@example.in', 'secret1')).toMatchObject({ uid: 'ops', role: 'operator' });
    expect(store.useAuthStore.getState().user?.role).toBe('operator');

    (sdk.state.listener as Listener)(user('u3', { role: 'superuser' }));
    await vi.waitFor(() => expect(store.useAuthStore.getState().user?.uid).toBe('u3'));
    expect(store.useAuthStore.getState().user?.role).toBeNull();
  });
});
