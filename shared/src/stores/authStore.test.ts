import {
  AUTH_TOKEN_STORAGE_KEY,
  hasStoredSession,
  profileLabel,
  setAuthUser,
  setUnconfirmedUser,
  setProfileName,
  setSessionUnavailable,
  storedTokenClaims,
  useAuthStore,
} from './authStore';
import { switchLanguageForTest } from '../testing';

const user = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha Rao' };

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ loading: true, user: null, profileName: null, certification: null, unconfirmed: false }));
  afterEach(() => vi.useRealTimers());

  it('starts loading with no user', () => {
    expect(useAuthStore.getState()).toMatchObject({ loading: true, user: null });
  });

  it('on sign-in stores the user and mirrors the ID token to localStorage.authToken', () => {
    setAuthUser(user, 'token-1');
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token-1');
    expect(hasStoredSession()).toBe(true);
  });

  it('on sign-out clears the user and removes the stored token', () => {
    setAuthUser(user, 'token-1');
    setAuthUser(null, null);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('keeps the profile name across token refreshes of the same user, drops it for another user', () => {
    setAuthUser(user, 'token-1');
    setProfileName('Asha R. (CO101)');
    setAuthUser(user, 'token-2');
    expect(useAuthStore.getState().profileName).toBe('Asha R. (CO101)');
    setAuthUser({ ...user, uid: 'u2' }, 'token-3');
    expect(useAuthStore.getState().profileName).toBeNull();
  });

  it('signed in offline: the user is shown, marked offline, and the stored token is left as it was', () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'expired-token');
    setUnconfirmedUser(user);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user, unconfirmed: true });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('expired-token');
    setAuthUser(user, 'fresh-token');
    expect(useAuthStore.getState()).toMatchObject({ user, unconfirmed: false });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('fresh-token');
  });

  it("keeps the member's last known name on this device for that member only, and forgets it on sign-out", () => {
    setAuthUser(user, 'token-1');
    setProfileName('Asha R. (CO101)');
    // The next page load, offline: the name comes back for the same member.
    useAuthStore.setState({ loading: true, user: null, profileName: null });
    setUnconfirmedUser(user);
    expect(useAuthStore.getState().profileName).toBe('Asha R. (CO101)');
    // Another member on this device does not see it.
    useAuthStore.setState({ loading: true, user: null, profileName: null });
    setAuthUser({ ...user, uid: 'u2' }, 'token-2');
    expect(useAuthStore.getState().profileName).toBeNull();
    setAuthUser(user, 'token-3');
    expect(useAuthStore.getState().profileName).toBeNull();

    setProfileName('Asha R. (CO101)');
    setAuthUser(null, null);
    setUnconfirmedUser(user);
    expect(useAuthStore.getState().profileName).toBeNull();
  });

  it('forgets the last known name after seven days without reading the profile', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') });
    setAuthUser(user, 'token-1');
    setProfileName('Asha R. (CO101)');
    useAuthStore.setState({ user: null, profileName: null });
    vi.setSystemTime(Date.parse('2026-11-27T09:59:00Z'));
    setUnconfirmedUser(user);
    expect(useAuthStore.getState().profileName).toBe('Asha R. (CO101)');
    useAuthStore.setState({ user: null, profileName: null });
    vi.setSystemTime(Date.parse('2026-11-27T10:01:00Z'));
    setUnconfirmedUser(user);
    expect(useAuthStore.getState().profileName).toBeNull();
  });

  it('a session unavailable for this page shows nobody but keeps the stored token', () => {
    setAuthUser(user, 'token-1');
    setSessionUnavailable();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null, profileName: null, unconfirmed: false });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it("reads the stored token's claims (base64url, any script), and nothing from a token that is no JWT", () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ user_id: 'u1', name: 'आशा ~?>' })))).replace(
      /=+$/,
      '',
    );
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `e30.${payload.replace(/\+/g, '-').replace(/\//g, '_')}.sig`);
    expect(storedTokenClaims()).toEqual({ user_id: 'u1', name: 'आशा ~?>' });
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'opaque-token');
    expect(storedTokenClaims()).toBeNull();
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'e30.bm90IGpzb24.sig');
    expect(storedTokenClaims()).toBeNull();
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    expect(storedTokenClaims()).toBeNull();
  });

  it('labels the profile link with the member name, else the display name, else Profile', () => {
    expect(profileLabel({ user, profileName: 'Asha Rao' })).toBe('Asha Rao');
    expect(profileLabel({ user, profileName: null })).toBe('Asha Rao');
    expect(profileLabel({ user: { ...user, displayName: null }, profileName: null })).toBe('Profile');
    expect(profileLabel({ user: { ...user, displayName: '  ' }, profileName: '' })).toBe('Profile');
  });

  it('says Profile in the current language', async () => {
    await switchLanguageForTest('hi');
    expect(profileLabel({ user: { ...user, displayName: null }, profileName: null })).toBe('प्रोफ़ाइल');
    expect(profileLabel({ user, profileName: 'Asha Rao' })).toBe('Asha Rao');
  });
});
