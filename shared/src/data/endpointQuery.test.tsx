import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError, portalApi } from '@portal/shared';
import { endpoints } from '../api/contract';
import { isTransient, queryClient } from './queryClient';
import { useEndpointMutation, useEndpointQuery } from './endpointQuery';

const profile = (name: string) => ({
  status: 'success' as const,
  profile: {
    name,
    coCode: 'CO1',
    mobile: null,
    email: null,
    pan: null,
    aadhar: null,
    bankName: null,
    bankAccount: null,
    preferences: { renewalReminders: true, language: 'en' as const },
  },
});

function ProfileName() {
  const { data, isPending, error } = useEndpointQuery(endpoints.account.profile);
  if (isPending) return <p>Loading...</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data.profile.name}</p>;
}

describe('the data layer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the last answer at once when a screen comes back, while it asks again', async () => {
    let answer = Promise.resolve(profile('Meera'));
    const call = vi.spyOn(portalApi, 'call').mockImplementation(() => answer as never);
    const first = render(<ProfileName />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    first.unmount();

    let answerNow: (value: ReturnType<typeof profile>) => void = () => {};
    answer = new Promise((resolve) => (answerNow = resolve));
    render(<ProfileName />);
    expect(screen.getByText('Meera')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    act(() => answerNow(profile('Meera Iyer')));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });

  it('sends one request for the same read asked by two screens at once, with a signal to cancel it', async () => {
    const call = vi.spyOn(portalApi, 'call').mockResolvedValue(profile('Meera') as never);
    render(
      <>
        <ProfileName />
        <ProfileName />
      </>,
    );
    expect(await screen.findAllByText('Meera')).toHaveLength(2);
    expect(call).toHaveBeenCalledTimes(1);
    expect((call.mock.calls[0]![1] as { signal?: AbortSignal }).signal).toBeInstanceOf(AbortSignal);
  });

  it('tries a read again once when the network failed, never for a refusal', async () => {
    const call = vi
      .spyOn(portalApi, 'call')
      .mockRejectedValueOnce(new ApiError('network', 'No connection'))
      .mockResolvedValueOnce(profile('Meera') as never);
    render(<ProfileName />);
    expect(await screen.findByText('Meera', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);

    queryClient.clear();
    call.mockReset().mockRejectedValue(new ApiError('http', 'You do not have access to this.', 403));
    render(<ProfileName />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('refreshes the reads a write changes', async () => {
    const call = vi.spyOn(portalApi, 'call').mockResolvedValue(profile('Meera') as never);
    function Preferences() {
      const save = useEndpointMutation(endpoints.account.updatePreferences, { invalidates: [endpoints.account.profile] });
      return (
        <button type="button" onClick={() => save.mutate({ body: { renewalReminders: false } })}>
          Save
        </button>
      );
    }
    render(
      <>
        <ProfileName />
        <Preferences />
      </>,
    );
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    call.mockResolvedValue(profile('Meera Iyer') as never);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(call.mock.calls.map(([endpoint]) => endpoint.operationId)).toEqual(['profile', 'updatePreferences', 'profile']);
  });

  it('counts as passing only a failure that may pass: no answer (not a timeout), or a gateway standing in', () => {
    expect(isTransient(new ApiError('network', 'offline'))).toBe(true);
    expect(isTransient(new ApiError('network', 'slow', null, {}, false, true))).toBe(false);
    for (const status of [502, 503, 504]) expect(isTransient(new ApiError('http', 'x', status))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429, 500]) expect(isTransient(new ApiError('http', 'x', status))).toBe(false);
    expect(isTransient(new Error('boom'))).toBe(false);
  });
});
