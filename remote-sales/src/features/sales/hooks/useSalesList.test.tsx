import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, portalApi } from '@portal/shared';
import { onlineManager, queryClient } from '@portal/shared/data';
import { EMPTY_FILTERS } from '../../sales-area';
import { makeSales } from '../../../testing/testUtils';
import { useSalesList } from './useSalesList';

const summary = { status: 'success', summary: { count: 3, netPremium: '300', payOut: '30' } };

describe('useSalesList', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('keeps the policies and their totals on screen when a refresh fails, and says it failed', async () => {
    let online = true;
    vi.spyOn(portalApi, 'call').mockImplementation((async (endpoint: { operationId: string }) => {
      if (!online) throw new ApiError('http', 'Service unavailable', 500);
      return endpoint.operationId === 'salesSummary' ? summary : { status: 'success', sales: makeSales(1, 3), nextCursor: null };
    }) as never);
    const { result } = renderHook(() => useSalesList('CO1', EMPTY_FILTERS));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    await waitFor(() => expect(result.current.summary).not.toBeNull());

    online = false;
    await act(() => queryClient.refetchQueries());
    // The cache tells its observers in a task of its own.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(result.current.items).toHaveLength(3);
    expect(result.current.error).toBe('Failed to fetch sales data');
    expect(result.current.summary).toEqual(summary.summary);
    expect(result.current.summaryFailed).toBe(false);
  });

  it('says a first page failed when there is nothing to show', async () => {
    vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('http', 'Service unavailable', 500));
    const { result } = renderHook(() => useSalesList('CO2', EMPTY_FILTERS));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.items).toEqual([]);
    expect(result.current.summaryFailed).toBe(true);
  });

  it('offline with nothing kept for this member, says so instead of loading without end, and loads once back online', async () => {
    vi.spyOn(portalApi, 'call').mockImplementation((async (endpoint: { operationId: string }) =>
      endpoint.operationId === 'salesSummary' ? summary : { status: 'success', sales: makeSales(1, 2), nextCursor: null }) as never);
    onlineManager.setOnline(false);
    try {
      const { result } = renderHook(() => useSalesList('CO3', EMPTY_FILTERS));
      await waitFor(() =>
        expect(result.current.error).toBe("You're offline, and this wasn't saved on this device. It will load when you're back online."),
      );
      expect(result.current.loading).toBe(false);
      expect(result.current.errorDetail).toBeNull();
      expect(portalApi.call).not.toHaveBeenCalled();

      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(result.current.items).toHaveLength(2));
      expect(result.current.error).toBeNull();
      expect(result.current.summary).toEqual(summary.summary);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
