import { renderHook, waitFor } from '@testing-library/react';
import { portalApi } from '@portal/shared';
import { endpointKey, queryClient } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import { topMember, tree } from '../../../testing/testUtils';
import { useHierarchy } from './useHierarchy';

const topAnswer = { status: 'success', member: topMember };

function answerReads() {
  return vi
    .spyOn(portalApi, 'call')
    .mockImplementation((async (endpoint: { operationId: string }) =>
      endpoint.operationId === 'l1member' ? topAnswer : { status: 'success', hasChildren: true, children: tree['CO1'] }) as never);
}
const readsOf = (call: ReturnType<typeof answerReads>, operationId: string) =>
  call.mock.calls.filter(([endpoint]) => (endpoint as { operationId: string }).operationId === operationId).length;

describe('useHierarchy', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('uses the top member the shell has just read (while the page loaded) as it is, and reads its team at once', async () => {
    queryClient.setQueryData(endpointKey(endpoints.sales.l1member), topAnswer);
    const call = answerReads();
    const { result } = renderHook(() => useHierarchy([], null));
    await waitFor(() => expect(result.current.childrenOf('CO1')?.status).toBe('ready'));
    expect(readsOf(call, 'l1member')).toBe(0);
    expect(readsOf(call, 'hierarchy')).toBe(1);
  });

  it('reads again a top member kept from an earlier visit', async () => {
    queryClient.setQueryData(endpointKey(endpoints.sales.l1member), topAnswer, { updatedAt: Date.now() - 5 * 60_000 });
    const call = answerReads();
    renderHook(() => useHierarchy([], null));
    await waitFor(() => expect(readsOf(call, 'l1member')).toBe(1));
  });
});
