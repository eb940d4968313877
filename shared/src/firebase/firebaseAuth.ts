import type { Auth, User } from 'firebase/auth';
import { ROLES, type Role } from '../topology.mjs';
import { getConfig } from '../config/runtimeConfig';
import {
  AUTH_TOKEN_STORAGE_KEY,
  claimsOf,
  hasStoredSession,
  setAuthUser,
  setUnconfirmedUser,
  setSessionUnavailable,
  storedTokenClaims,
  useAuthStore,
  type AuthState,
  type AuthUser,
} from '../stores/authStore';

/**
 * Firebase is loaded lazily: the landing page must not wait for (or download) the SDK when no
 * session is stored. Everything that talks to Firebase goes through this module, so the shell and
 * every remote use one Auth instance (this package is a federation singleton).
 */
type AuthModule = typeof import('firebase/auth');

interface LoadedAuth {
  auth: Auth;
  sdk: AuthModule;
}

let loading: Promise<LoadedAuth> | null = null;
let syncWanted = false;
let unsubscribe: (() => void) | null = null;

/** The role in an ID token's claims, when it is one the portal knows. */
export function roleOf(claims: Record<string, unknown>): Role | null {
  const role = claims['role'];
  return ROLES.find((known) => known === role) ?? null;
}

function toAuthUser(user: User, claims: Record<string, unknown>): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, role: roleOf(claims) };
}

/** The identity service could not be reached (as opposed to refusing the session). */
function isUnreachable(error: unknown): boolean {
  return firebaseErrorCode(error) === 'auth/network-request-failed';
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The user a token's claims name (`user_id`, `email`, `name`, `role`), or null. */
function userOf(claims: Record<string, unknown> | null): AuthUser | null {
  const uid = text(claims?.['user_id']) ?? text(claims?.['sub']);
  if (!claims || !uid) return null;
  return { uid, email: text(claims['email']), displayName: text(claims['name']), role: roleOf(claims) };
}

/** The user the stored token names, or null. */
const storedTokenUser = (): AuthUser | null => userOf(storedTokenClaims());

/** Firebase's saved user with the role of the stored token, when that token is theirs. */
function savedUser(user: User): AuthUser {
  const stored = storedTokenUser();
  return { uid: user.uid, email: user.email, displayName: user.displayName, role: stored?.uid === user.uid ? stored.role : null };
}

/** Runs `retry` once, the next time the browser says it is back online. */
function onceOnline(retry: () => void): void {
  window.addEventListener('online', retry, { once: true });
}

/** Counts Firebase's reports, so a late answer about an earlier user is dropped. */
let report = 0;

function applyToken(user: User, seen: number): void {
  user.getIdTokenResult().then(
    (result) => {
      if (seen === report) setAuthUser(toAuthUser(user, result.claims), result.token);
    },
    (error: unknown) => {
      if (seen !== report) return;
      if (!isUnreachable(error)) {
        setSessionUnavailable();
        return;
      }
      // An expired token cannot be renewed offline: the member stays signed in to read what this
      // device kept, and the token is asked for again when the network is back.
      setUnconfirmedUser(savedUser(user));
      onceOnline(() => {
        if (seen === report) applyToken(user, seen);
      });
    },
  );
}

function subscribe({ auth, sdk }: LoadedAuth): void {
  if (unsubscribe) return;
  unsubscribe = sdk.onIdTokenChanged(auth, (user) => {
    report += 1;
    if (!user) {
      setAuthUser(null, null);
      return;
    }
    applyToken(user, report);
  });
}

export function loadFirebaseAuth(): Promise<LoadedAuth> {
  if (!loading) {
    loading = (async () => {
      const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
      const config = getConfig();
      const app = initializeApp(config.firebase);
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      if (signOutPending()) {
        await sdk.signOut(auth);
        setSignOutPending(false);
      }
      const loaded = { auth, sdk };
      if (syncWanted) subscribe(loaded);
      return loaded;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** At the latest, how long a shown stored session waits for its page to start before Firebase confirms it. */
export const CONFIRM_WITHIN_MS = 5_000;

export interface AuthSyncOptions {
  /**
   * For a members' page opened with a stored session, shown unconfirmed (`showStoredSession`): settles
   * once the page has started (its code loaded, its first reads answered). Firebase's SDK is loaded
   * only then, when the browser is idle, and at the latest `CONFIRM_WITHIN_MS` after the start: on a
   * phone its download and start-up would otherwise compete with the page's own. A read that needs a
   * token the stored one cannot give loads it at once.
   */
  confirmAfter?: Promise<unknown>;
}

/** Settles after `started` and the browser's next idle moment, or after `CONFIRM_WITHIN_MS` whatever comes first. */
function pageStartOver(started: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(resolve, CONFIRM_WITHIN_MS);
    const done = () => {
      clearTimeout(deadline);
      resolve();
    };
    void started
      .catch(() => undefined)
      .then(() => ('requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 1000 }) : setTimeout(done)));
  });
}

/**
 * Wires Firebase's `onIdTokenChanged` into the auth store. Called by the shell only, once.
 * With a stored session the store stays loading until Firebase answers (unless the page shows the stored
 * session at once: see `AuthSyncOptions`). With none, the store says "signed out" at once and the SDK is
 * not downloaded at all until it is needed: a sign-in on this page (which loads it and attaches the
 * listener) or a sign-in in another tab (`storage` event).
 */
export function startAuthSync(options: AuthSyncOptions = {}): void {
  if (syncWanted) return;
  syncWanted = true;
  const attach = (): Promise<void> =>
    loadFirebaseAuth().then(subscribe, (error: unknown) => {
      console.error('Firebase Auth failed to load', error);
      // Offline, the SDK's code may not load: the member the stored token names stays signed in
      // to read what this device kept, and the SDK is loaded again when the network is back.
      const stored = isUnreachable(error) || firebaseErrorCode(error) === null ? storedTokenUser() : null;
      if (!stored) {
        setSessionUnavailable();
        return;
      }
      setUnconfirmedUser(stored);
      onceOnline(() => void attach());
    });
  if (hasStoredSession()) {
    const { confirmAfter } = options;
    const shownUnconfirmed = useAuthStore.getState().unconfirmed && freshStoredToken() !== null;
    if (!confirmAfter || !shownUnconfirmed) {
      void attach();
      return;
    }
    // A sign-out or another sign-in in another tab meanwhile is Firebase's to report at once.
    const attachNow = attachOnce(attach, (event) => event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null);
    void pageStartOver(confirmAfter).then(attachNow);
    return;
  }
  setAuthUser(null, null);
  attachOnce(attach, (event) => event.key === AUTH_TOKEN_STORAGE_KEY && Boolean(event.newValue));
}

/**
 * Calls `attach` once: when another tab changes the stored session in a way `changed` accepts, or when
 * the returned function is called, whichever comes first.
 */
function attachOnce(attach: () => Promise<void>, changed: (event: StorageEvent) => boolean): () => void {
  const waiting = new AbortController();
  const attachNow = () => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    void attach();
  };
  window.addEventListener(
    'storage',
    (event) => {
      if (changed(event)) attachNow();
    },
    { signal: waiting.signal },
  );
  return attachNow;
}

/** How long before its expiry a stored token is no longer used in place of Firebase's. */
const STORED_TOKEN_MARGIN_MS = 60_000;

/**
 * The stored ID token while it is still valid for a while and names the member shown, else null (another
 * tab may have stored another member's since).
 */
function freshStoredToken(): string | null {
  let token: string | null;
  try {
    token = localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
  const claims = claimsOf(token);
  const expiry = claims?.['exp'];
  if (typeof expiry !== 'number' || expiry * 1000 - STORED_TOKEN_MARGIN_MS <= Date.now()) return null;
  const shown = useAuthStore.getState().user?.uid;
  return shown && userOf(claims)?.uid === shown ? token : null;
}

/**
 * Shows the member the stored session names as signed in at once, unconfirmed, while Firebase restores
 * that session (its SDK, then a round trip to the identity service): a members' page renders what this
 * device kept, and reads with the stored token while it is fresh. Firebase then confirms the session,
 * or refuses it (signed out, and the member's data deleted). Not for a pre-rendered page, which is
 * adopted as a visitor sees it.
 */
export function showStoredSession(): void {
  if (report > 0 || !useAuthStore.getState().loading || !hasStoredSession()) return;
  const stored = storedTokenUser();
  if (stored) setUnconfirmedUser(stored);
}

/**
 * A fresh ID token for the signed-in user, or null when nobody is signed in. Until Firebase has
 * reported the session, the stored token while it is fresh (the one Firebase would give).
 */
export async function getIdToken(): Promise<string | null> {
  if (!loading && !hasStoredSession()) return null;
  if (report === 0) {
    const stored = freshStoredToken();
    if (stored) return stored;
  }
  const { auth } = await loadFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/**
 * Resolves once the auth store shows what Firebase just reported, so a caller that navigates next
 * (to a guarded route, say) never sees the previous state. Gives up after `timeoutMs`.
 */
function storeSettled(matches: (state: AuthState) => boolean, timeoutMs = 5000): Promise<void> {
  if (!syncWanted || matches(useAuthStore.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (matches(state)) done();
    });
  });
}

export async function signInWithPassword(email: string, password: string): Promise<AuthUser> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  await storeSettled((state) => state.user?.uid === credential.user.uid);
  return toAuthUser(credential.user, (await credential.user.getIdTokenResult()).claims);
}

/** Set when Logout could not reach the SDK (offline): Firebase's saved user is signed out the next time it loads. */
const SIGN_OUT_PENDING_KEY = 'authSignOutPending';

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

function setSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // No storage: nothing was saved to sign out later either.
  }
}

export async function signOutUser(): Promise<void> {
  let loaded: LoadedAuth;
  try {
    loaded = await loadFirebaseAuth();
  } catch (error) {
    // Signed in offline without the SDK's code: this device forgets the session now, and Firebase's
    // own saved user is signed out as soon as the SDK loads again.
    console.warn('Signing out without Firebase Auth', error);
    setSignOutPending(true);
    setAuthUser(null, null);
    return;
  }
  await loaded.sdk.signOut(loaded.auth);
  await storeSettled((state) => state.user === null);
}

export async function confirmResetPassword(oobCode: string, newPassword: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await sdk.confirmPasswordReset(auth, oobCode, newPassword);
}

/** The Firebase error code (`auth/invalid-credential`, …) of an error, if it has one. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}
