import { renderHook, waitFor } from '@testing-library/react';
import { portalApi, setAuthUser, useAuthStore } from '@portal/shared';
import { useProfileName } from './useProfileName';

const profile = { status: 'success', profile: { name: 'Rajesh Sharma' } } as unknown as Awaited<ReturnType<typeof portalApi.getProfile>>;

describe('useProfileName', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAuthUser({ uid: 'u1', email: 'demo@agentportal.in', displayName: null }, 'token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setAuthUser(null, null);
  });

  it('fetches again on the next navigation after a failure, then stops once the name is known', async () => {
    const getProfile = vi
      .spyOn(portalApi, 'getProfile')
      .mockRejectedValueOnce(new Error('Could not reach the server'))
      .mockResolvedValue(profile);
    const { rerender } = renderHook(({ path }) => useProfileName(path), { initialProps: { path: '/sales' } });
    await waitFor(() => expect(getProfile).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().profileName).toBeNull();

    rerender({ path: '/profile' });
    await waitFor(() => expect(useAuthStore.getState().profileName).toBe('Rajesh Sharma'));

    rerender({ path: '/' });
    expect(getProfile).toHaveBeenCalledTimes(2);
  });
});
