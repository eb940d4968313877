import { AUTH_TOKEN_STORAGE_KEY, hasStoredSession, profileLabel, setAuthUser, setProfileName, useAuthStore } from './authStore';
import { switchLanguageForTest } from '../testing';

const user = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha Rao' };

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ loading: true, user: null, profileName: null }));

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
