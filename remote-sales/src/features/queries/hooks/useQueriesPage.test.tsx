import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { onlineManager, queryClient } from '@portal/shared/data';
import { queriesApi as api, setUpQueriesTests } from '../../../testing/queriesTestUtils';
import { useQueriesPage } from './useQueriesPage';

setUpQueriesTests();

const NOT_SAVED = "You're offline, and this wasn't saved on this device. It will load when you're back online.";

const atQueries = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/sales/queries']}>{children}</MemoryRouter>;

describe('useQueriesPage', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.clear();
  });

  it('offline, a list never read on this device says so instead of loading without end, and loads once back online', async () => {
    const { result } = renderHook(() => useQueriesPage(), { wrapper: atQueries });
    await waitFor(() => expect(result.current.list.items).toHaveLength(2));

    act(() => onlineManager.setOnline(false));
    act(() => result.current.setStatus('accepted'));
    await waitFor(() => expect(result.current.list.error).toBe(NOT_SAVED));
    expect(result.current.list.loading).toBe(false);
    expect(api.getQueries).not.toHaveBeenCalledWith('CO1', { limit: 25, status: 'accepted' });

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.list.error).toBeNull());
    expect(api.getQueries).toHaveBeenCalledWith('CO1', { limit: 25, status: 'accepted' });
    expect(result.current.list.items).toHaveLength(2);
    expect(result.current.list.loading).toBe(false);
  });
});
