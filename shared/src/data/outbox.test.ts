import { onlineManager, type Mutation } from '@tanstack/react-query';
import { ApiError, portalApi, useConnectivityStore } from '@portal/shared';
import { endpoints } from '../api/contract';
import { setMemberStorage } from './persist';
import { clearMemberData, endpointKey, queryClient, QUEUED_META } from './index';

setMemberStorage(() => null);

const mark = { params: { coCode: 'CO1', srNo: 7 }, body: { outcome: 'renewed' } };

/** A renewal marked offline, sent once the network is back. */
function markRenewal(): Mutation {
  const queued = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: endpointKey(endpoints.renewals.markRenewal), meta: QUEUED_META });
  void queued.execute(mark).catch(() => undefined);
  return queued as Mutation;
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
