import { act, renderHook } from '@testing-library/react';
import { onlineManager, type Mutation } from '@tanstack/react-query';
import { ApiError, portalApi, useConnectivityStore } from '@portal/shared';
import { endpoints } from '../api/contract';
import { setMemberStorage } from './persist';
import { clearMemberData, queryClient, QUEUED_META, useEndpointMutation } from './index';

setMemberStorage(() => null);

const mark = { params: { coCode: 'CO1', srNo: 7 }, body: { outcome: 'renewed' } } as const;

/** A renewal marked as the renewals screen does it (offline, queued; online, sent at once), the screen then left. */
function markRenewal(queued = true): Mutation {
  const { result, unmount } = renderHook(() => useEndpointMutation(endpoints.renewals.markRenewal, queued ? { meta: QUEUED_META } : {}));
  act(() => result.current.mutate(mark as never));
  unmount();
  return queryClient.getMutationCache().getAll().at(-1) as Mutation;
}

const unsent = () => useConnectivityStore.getState().unsentChanges;

describe('a renewal marked offline, on a flaky reconnect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(async () => {
    await clearMemberData();
    onlineManager.setOnline(true);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['no answer', new ApiError('network', 'Network error')],
    ['no answer in time', new ApiError('network', 'Timed out', null, {}, false, true)],
    ['a gateway', new ApiError('http', 'Bad gateway', 502)],
    ['a gateway', new ApiError('http', 'Service unavailable', 503)],
    ['a gateway', new ApiError('http', 'Gateway timeout', 504)],
  ])('stays waiting after a first send that met %s (%s), and is sent again', async (_what, failure) => {
    const call = vi
      .spyOn(portalApi, 'call')
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ renewal: {} } as never);
    const queued = markRenewal();
    await vi.waitFor(() => expect(call).toHaveBeenCalledOnce());
    await vi.advanceTimersByTimeAsync(0);
    expect(queued.state.status).toBe('pending');
    expect(unsent()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(endpoints.renewals.markRenewal, mark);
    expect(queued.state.status).toBe('success');
    expect(unsent()).toBe(0);
  });

  it('is sent again only once the network is really back', async () => {
    const call = vi
      .spyOn(portalApi, 'call')
      .mockRejectedValueOnce(new ApiError('network', 'Network error'))
      .mockResolvedValue({ renewal: {} } as never);
    const queued = markRenewal();
    await vi.waitFor(() => expect(call).toHaveBeenCalledOnce());
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(call).toHaveBeenCalledOnce();
    expect(queued.state.status).toBe('pending');
    expect(unsent()).toBe(1);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queued.state.status).toBe('success'));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is told at once when it was sent at once (online, the member waiting in the dialog) and met no answer', async () => {
    const call = vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('network', 'Network error'));
    const sent = markRenewal(false);
    await vi.waitFor(() => expect(sent.state.status).toBe('error'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledOnce();
  });

  it("ends at once, with the API's reason, when the API refuses it", async () => {
    const call = vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('http', 'This renewal is closed', 409, {}, true));
    const queued = markRenewal();
    await vi.waitFor(() => expect(queued.state.status).toBe('error'));
    expect(queued.state.error?.message).toBe('This renewal is closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledOnce();
    expect(unsent()).toBe(0);
  });
});
