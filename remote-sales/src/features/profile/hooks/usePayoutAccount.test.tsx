import { act, renderHook, waitFor } from '@testing-library/react';
import { portalApi } from '@portal/shared';
import { onlineManager, queryClient } from '@portal/shared/data';
import type { PayoutAccount } from '@portal/shared/validation';
import { setTestConfig } from '../../../testing/testUtils';
import { usePayoutAccount } from './usePayoutAccount';

const account: PayoutAccount = { current: null, pending: null };
const NOT_SAVED = "You're offline, and this wasn't saved on this device. It will load when you're back online.";

describe('usePayoutAccount', () => {
  beforeEach(() => setTestConfig());
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('offline with nothing kept on this device, says so instead of loading without end, and loads once back online', async () => {
    vi.spyOn(portalApi, 'call').mockResolvedValue({ status: 'success', payoutAccount: account });
    onlineManager.setOnline(false);
    const { result } = renderHook(() => usePayoutAccount());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: NOT_SAVED }));
    expect(portalApi.call).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', account }));
  });
});
