import { create } from 'zustand';
import { tCommon } from '../i18n/common';
import type { Role } from '../topology.mjs';
import type { MemberCertification } from '../validation/certification';

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
/** The signed-in member's last known name (`{ uid, name, savedAt }`), so the header still shows it offline. */
export const PROFILE_NAME_STORAGE_KEY = 'profileName';
/** How long the last known name is kept without being read again from the profile: the portal's limit for member data on a device. */
const PROFILE_NAME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The account's role (the ID token's custom claim `role`): operators work in the back office. None for a member. */
  role?: Role | null;
}

export interface AuthState {
  /** True until the first auth state is known; the app renders its content only after that. */
  loading: boolean;
  user: AuthUser | null;
  /** The member's name from the profile API, preferred over the Firebase display name in the header. */
  profileName: string | null;
  /** The member's certification stage from the profile API (whether they may sell yet); null until it is read. */
  certification: MemberCertification | null;
  /**
   * Signed in as the member this device last signed in, not yet confirmed by the identity service: while
   * its SDK restores the session as a members' page opens, or while it cannot be reached (no network).
   * Pages may show what they kept; every API call still needs a valid token, which the API checks.
   */
  unconfirmed: boolean;
}

/**
 * The auth store. Only the shell writes it (through `startAuthSync`); remotes read it.
 * A single instance is guaranteed by sharing `@portal/shared` as a federation singleton.
 */
export const useAuthStore = create<AuthState>()(() => ({
  loading: true,
  user: null,
  profileName: null,
  certification: null,
  unconfirmed: false,
}));

function storedProfileName(uid: string): string | null {
  try {
    const raw = localStorage.getItem(PROFILE_NAME_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== 'object' || stored === null) return null;
    const { uid: owner, name, savedAt } = stored as Record<string, unknown>;
    const fresh = typeof savedAt === 'number' && Date.now() - savedAt <= PROFILE_NAME_MAX_AGE_MS;
    if (owner === uid && fresh && typeof name === 'string') return name;
    localStorage.removeItem(PROFILE_NAME_STORAGE_KEY);
  } catch {
    // No storage or an unreadable entry: the name comes with the profile.
  }
  return null;
}

function storeProfileName(uid: string | null, name: string | null): void {
  try {
    if (uid && name) localStorage.setItem(PROFILE_NAME_STORAGE_KEY, JSON.stringify({ uid, name, savedAt: Date.now() }));
    else localStorage.removeItem(PROFILE_NAME_STORAGE_KEY);
  } catch {
    // No storage: the name is shown for this page only.
  }
}

/** The state for `user` after `state`: the same member keeps what the profile said; another starts afresh. */
function signedIn(state: AuthState, user: AuthUser | null, unconfirmed: boolean): Partial<AuthState> {
  const same = user !== null && state.user?.uid === user.uid;
  return {
    loading: false,
    user,
    unconfirmed,
    profileName: user ? ((same ? state.profileName : null) ?? storedProfileName(user.uid)) : null,
    certification: same ? state.certification : null,
  };
}

export function setAuthUser(user: AuthUser | null, token: string | null): void {
  try {
    if (user && token) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // No storage: the token is still available from Firebase for this page.
  }
  if (!user) storeProfileName(null, null);
  useAuthStore.setState((state) => signedIn(state, user, false));
}

/**
 * Signed in before the identity service confirms it (its SDK still loading, or unreachable): `user` is
 * the member this device last signed in (Firebase's saved user, or the stored token's claims). The
 * stored token stays as it is (it may have expired; the API checks every token), and the session is
 * confirmed, or refused, once Firebase answers.
 */
export function setUnconfirmedUser(user: AuthUser): void {
  useAuthStore.setState((state) => signedIn(state, user, true));
}

/**
 * Signed out for this page only: Firebase could not be loaded or could not give a token, and the
 * device keeps no usable session. The stored token stays, so the next page load tries to restore the
 * session again.
 */
export function setSessionUnavailable(): void {
  useAuthStore.setState({ loading: false, user: null, profileName: null, certification: null, unconfirmed: false });
}

/** The member's name from their profile; kept on this device for the signed-in member only (the header offline). */
export function setProfileName(name: string | null): void {
  storeProfileName(useAuthStore.getState().user?.uid ?? null, name);
  useAuthStore.setState({ profileName: name });
}

/** The member's certification stage as their profile says it (the shell reads the profile). */
export function setMemberCertification(certification: MemberCertification | null): void {
  useAuthStore.setState({ certification });
}

export function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * Whether the member was only set aside, not signed out: a user shown unconfirmed is gone while the
 * session stays stored on the device (the identity service failed without refusing it, and the next
 * load tries again), so what the device keeps for them stays too.
 */
export function setAside(previous: Pick<AuthState, 'user' | 'unconfirmed'>, state: Pick<AuthState, 'user'>): boolean {
  return previous.user !== null && previous.unconfirmed && state.user === null && hasStoredSession();
}

/**
 * The claims of the stored ID token, read without checking its signature or expiry: only to show who
 * is signed in while the identity service cannot be reached (the API verifies every token). Null when
 * there is no token or it is not a JWT.
 */
export function storedTokenClaims(): Record<string, unknown> | null {
  try {
    return claimsOf(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The claims an ID token carries (read, not verified), or null when it is no JWT. */
export function claimsOf(token: string | null): Record<string, unknown> | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Label of the header's profile link: the member's name, else the account's display name, else
 * 'Profile' (in the current language).
 */
export function profileLabel(state: Pick<AuthState, 'user' | 'profileName'>): string {
  return state.profileName?.trim() || state.user?.displayName?.trim() || tCommon('profile');
}
