import { create } from 'zustand';
import { tCommon } from '../i18n/common';
import type { Role } from '../topology.mjs';
import type { MemberCertification } from '../validation/certification';

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

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
}));

export function setAuthUser(user: AuthUser | null, token: string | null): void {
  try {
    if (user && token) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // No storage: the token is still available from Firebase for this page.
  }
  useAuthStore.setState((state) => ({
    loading: false,
    user,
    profileName: user && state.user?.uid === user.uid ? state.profileName : null,
    certification: user && state.user?.uid === user.uid ? state.certification : null,
  }));
}

/**
 * Signed out for this page only: Firebase could not be loaded or could not give a token (a network
 * failure). The stored token stays, so the next page load tries to restore the session again.
 */
export function setSessionUnavailable(): void {
  useAuthStore.setState({ loading: false, user: null, profileName: null, certification: null });
}

export function setProfileName(name: string | null): void {
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
 * Label of the header's profile link: the member's name, else the account's display name, else
 * 'Profile' (in the current language).
 */
export function profileLabel(state: Pick<AuthState, 'user' | 'profileName'>): string {
  return state.profileName?.trim() || state.user?.displayName?.trim() || tCommon('profile');
}
