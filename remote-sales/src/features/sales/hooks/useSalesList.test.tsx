import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, portalApi } from '@portal/shared';
import { queryClient } from '@portal/shared/data';
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
});
