import { renderHook, waitFor } from '@testing-library/react';
import { portalApi, setAuthUser, setUnconfirmedUser, useAuthStore } from '@portal/shared';
import { endpoints, type ResponseOf } from '@portal/shared/validation';
import { endpointKey, FIRST_READ_FRESH_MS, queryClient, useEndpointQuery } from '@portal/shared/data';
import { useProfileName } from './useProfileName';

type Profile = ResponseOf<typeof endpoints.account.profile>;
type Stage = 'training' | 'exam' | 'certified' | 'revoked';
const profileAt = (stage: Stage) =>
  ({
    status: 'success',
    profile: { name: 'Rajesh Sharma', certification: { stage, certifiedOn: stage === 'certified' ? '2026-11-27' : null } },
  }) as unknown as Profile;
const profile = profileAt('certified');

describe('useProfileName', () => {
  beforeAll(async () => {
    // The shell loads the contracts on first use: warmed once so that their first load does not outlast the assertions' wait.
    await import('@portal/shared/validation');
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAuthUser({ uid: 'u1', email: 'demo@agentportal.in', displayName: null }, 'token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setAuthUser(null, null);
    queryClient.clear();
  });

  it('reads through the portal’s cache: the profile page, reading it a moment later, asks nothing more', async () => {
    const getProfile = vi.spyOn(portalApi, 'call').mockResolvedValue(profile);
    renderHook(() => useProfileName('/profile'));
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));
    const page = renderHook(() => useEndpointQuery(endpoints.account.profile, undefined, { staleTime: FIRST_READ_FRESH_MS }));
    await waitFor(() => expect(page.result.current.data).toEqual(profile));
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  it('takes an answer of a moment ago for its first read on a members’ page (the shell started it early)', async () => {
    queryClient.setQueryData(endpointKey(endpoints.account.profile), profile);
    const getProfile = vi.spyOn(portalApi, 'call').mockResolvedValue(profile);
    renderHook(() => useProfileName('/profile'));
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('on a page that reads no member data (`/`), asks the API itself and leaves the cache alone', async () => {
    const getProfile = vi.spyOn(portalApi, 'call').mockResolvedValue(profile);
    renderHook(() => useProfileName('/'));
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));
    expect(getProfile).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(endpointKey(endpoints.account.profile))).toBeUndefined();
  });

  it('fetches again on the next navigation after a failure, then stops once the name is known', async () => {
    const getProfile = vi
      .spyOn(portalApi, 'call')
      .mockRejectedValueOnce(new Error('Could not reach the server'))
      .mockResolvedValue(profile);
    const { rerender } = renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(getProfile).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().profileName).toBeNull();

    rerender({ path: '/profile' });
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));

    rerender({ path: '/' });
    expect(getProfile).toHaveBeenCalledTimes(2);
    expect(getProfile).toHaveBeenLastCalledWith(endpoints.account.profile, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('reads the profile again on each navigation until the member is certified, then stops', async () => {
    const getProfile = vi
      .spyOn(portalApi, 'call')
      .mockResolvedValueOnce(profileAt('training'))
      .mockResolvedValueOnce(profileAt('exam'))
      .mockResolvedValue(profileAt('certified'));
    const { rerender } = renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(useAuthStore.getState().certification?.stage).toBe('training'));
    rerender({ path: '/certification' });
    await waitFor(() => expect(useAuthStore.getState().certification?.stage).toBe('exam'));
    rerender({ path: '/sales' });
    await waitFor(() => expect(useAuthStore.getState().certification).toEqual({ stage: 'certified', certifiedOn: '2026-11-27' }));
    rerender({ path: '/profile' });
    rerender({ path: '/sales/payouts' });
    expect(getProfile).toHaveBeenCalledTimes(3);
  });

  it("another member signing in starts without the last one's stage", async () => {
    vi.spyOn(portalApi, 'call').mockResolvedValue(profileAt('training'));
    renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(useAuthStore.getState().certification?.stage).toBe('training'));
    setAuthUser({ uid: 'u2', email: 'other@agentportal.in', displayName: null }, 'token');
    expect(useAuthStore.getState().certification).toBeNull();
  });

  it("offline on a later visit, the profile cannot be read: the header keeps this member's last known name", async () => {
    vi.spyOn(portalApi, 'call').mockResolvedValueOnce(profile);
    const first = renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));
    first.unmount();

    // The next visit, offline: a fresh page knows nothing yet, and the profile read fails.
    useAuthStore.setState({ loading: true, user: null, profileName: null, certification: null });
    const offline = vi.spyOn(portalApi, 'call').mockRejectedValue(new Error('Could not reach the server'));
    setUnconfirmedUser({ uid: 'u1', email: 'demo@agentportal.in', displayName: null });
    renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(offline).toHaveBeenCalled());
    expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma');

    setAuthUser(null, null);
    setUnconfirmedUser({ uid: 'u1', email: 'demo@agentportal.in', displayName: null });
    expect(useAuthStore.getState().profileName).toBeNull();
  });
});
