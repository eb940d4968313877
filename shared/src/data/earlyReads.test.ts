import { portalApi } from '@portal/shared';
import { PAGES } from '../topology.mjs';
import { endpoints } from '../api/contract';
import { endpointKey, isReadWithoutInput, queryClient, startReads, useEndpointQuery, whenReadsSettle } from './index';
import { renderHook, waitFor } from '@testing-library/react';

describe('startReads', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('every page’s first reads are reads the shell can start before the page (no input)', () => {
    const named = PAGES.flatMap((page) => ('firstReads' in page ? [...page.firstReads] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const operationId of named) expect(isReadWithoutInput(operationId), operationId).toBe(true);
    expect(isReadWithoutInput('sales')).toBe(false);
  });

  it('asks for the read once, into the cache the page reads: the page finds it under way and asks nothing more', async () => {
    let answer!: (value: unknown) => void;
    const call = vi.spyOn(portalApi, 'call').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    startReads(['l1member', 'not-an-endpoint']);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[0]).toBe(endpoints.sales.l1member);

    const page = renderHook(() => useEndpointQuery(endpoints.sales.l1member));
    const member = { status: 'success', member: { coCode: 'AP1001', name: 'Rajesh Sharma' } };
    answer(member);
    await waitFor(() => expect(page.result.current.data).toEqual(member));
    expect(call).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(endpointKey(endpoints.sales.l1member))).toEqual(member);
  });

  it('does not ask again for an answer read a moment ago (kept on the device, put back first)', async () => {
    const member = { status: 'success', member: { coCode: 'AP1001', name: 'Rajesh Sharma' } };
    queryClient.setQueryData(endpointKey(endpoints.sales.l1member), member, { updatedAt: Date.now() - 5_000 });
    const call = vi.spyOn(portalApi, 'call').mockResolvedValue(member);
    startReads(['l1member']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(call).not.toHaveBeenCalled();

    queryClient.setQueryData(endpointKey(endpoints.sales.l1member), member, { updatedAt: Date.now() - 5 * 60_000 });
    startReads(['l1member']);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  });
});

describe('whenReadsSettle', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('settles only once the reads are answered and no read follows them for a while', async () => {
    const answers: ((value: unknown) => void)[] = [];
    vi.spyOn(portalApi, 'call').mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    let settled = false;
    void queryClient.prefetchQuery({ queryKey: ['first'], queryFn: () => portalApi.call(endpoints.sales.l1member) });
    void whenReadsSettle(50).then(() => (settled = true));
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ status: 'success' });
    // What the page asks for next, from the first answer, within the quiet time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    void queryClient.prefetchQuery({ queryKey: ['next'], queryFn: () => portalApi.call(endpoints.sales.l1member) });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(settled).toBe(false);
    answers[1]!({ status: 'success' });
    await waitFor(() => expect(settled).toBe(true));
  });

  it('says the start is over after the longest wait on a page that never stops asking', async () => {
    vi.spyOn(portalApi, 'call').mockImplementation(() => new Promise(() => undefined));
    void queryClient.prefetchQuery({ queryKey: ['endless'], queryFn: () => portalApi.call(endpoints.sales.l1member) });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    let settled = false;
    void whenReadsSettle(20, 150).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(settled).toBe(false);
    await waitFor(() => expect(settled).toBe(true));
  });
});
