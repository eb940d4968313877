import { renderHook, waitFor } from '@testing-library/react';
import { portalApi, setAuthUser, useAuthStore } from '@portal/shared';
import { endpoints, type ResponseOf } from '@portal/shared/validation';
import { useProfileName } from './useProfileName';

const profile = { status: 'success', profile: { name: 'Rajesh Sharma' } } as unknown as ResponseOf<typeof endpoints.account.profile>;

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
});
