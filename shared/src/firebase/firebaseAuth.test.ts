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

  it('when Firebase cannot be loaded, the page reads signed out but the stored session is kept for the next load', async () => {
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

  it('when a token cannot be had (network), the page reads signed out but the stored session is kept', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'old-token');
    const { startAuthSync, store } = await freshModule();
    startAuthSync();
    await vi.waitFor(() => expect(sdk.state.listener).not.toBeNull());
    (sdk.state.listener as Listener)({ ...user('u1'), getIdTokenResult: () => Promise.reject(new Error('auth/network-request-failed')) });
    await vi.waitFor(() => expect(store.useAuthStore.getState()).toMatchObject({ loading: false, user: null }));
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('old-token');
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
