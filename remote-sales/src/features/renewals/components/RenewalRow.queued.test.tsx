import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, portalApi } from '@portal/shared';
import { onlineManager, queryClient } from '@portal/shared/data';
import { endpoints } from '@portal/shared/validation';
import { makeRenewal } from '../../../testing/renewalsTestData';
import { RenewalRow } from './RenewalRow';

const marked = makeRenewal(3, {
  outcome: { kind: 'renewed', renewedPolicyNumber: null, automatic: false, at: '2026-11-20T10:00:00Z', byName: null },
});

function renderRow() {
  return render(<RenewalRow coCode="CO1" item={marked} onMark={() => {}} onChanged={() => {}} />);
}

describe('a mark changed offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('is shown waiting while offline, then sent once when the network is back', async () => {
    const call = vi.spyOn(portalApi, 'call').mockResolvedValue({ renewal: { ...marked, outcome: null } } as never);
    onlineManager.setOnline(false);
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Clear mark' }));
    expect(await screen.findByText('Mark cleared offline: it will be sent when you are back online.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(/it will be sent when you are back online/)).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledOnce();
    expect(call).toHaveBeenCalledWith(endpoints.renewals.clearRenewal, { params: { coCode: 'CO1', srNo: marked.srNo } });
  });

  it("says it was refused, with the API's reason", async () => {
    vi.spyOn(portalApi, 'call').mockRejectedValue(new ApiError('http', 'This policy is not in your team', 403));
    onlineManager.setOnline(false);
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Clear mark' }));
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: This policy is not in your team');
  });
});
