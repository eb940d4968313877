import { createApiClient } from './apiClient';
import { endpoints } from './contract';

function clientRecording() {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ status: 'success' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  const client = createApiClient({ baseUrl: () => 'https://api.example.in', getToken: async () => 'id-token', fetch: fetchMock });
  const call = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i]!;
    const parsed = new URL(String(url));
    return {
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      method: init?.method,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      auth: (init?.headers as Record<string, string>)['Authorization'],
    };
  };
  return { client, call };
}

describe('API client: renewals and preferences', () => {
  it('asks for a page of renewals with the window, filters and cursor', async () => {
    const { client, call } = clientRecording();
    await client.call(endpoints.renewals.renewals, {
      params: { coCode: 'CO 1' },
      query: { within: '15', policyTypes: 'motor,life', soldBy: 'CO2', cursor: 'abc', limit: '20' },
    });
    await client.call(endpoints.renewals.renewals, { params: { coCode: 'CO1' }, query: { within: '30', soldBy: undefined } });
    expect(call(0)).toMatchObject({
      path: '/sales/renewals/CO%201',
      query: { within: '15', policyTypes: 'motor,life', soldBy: 'CO2', cursor: 'abc', limit: '20' },
      method: 'GET',
      auth: 'Bearer id-token',
    });
    expect(call(1).query).toEqual({ within: '30' });
  });

  it('marks with PUT and the body as given, clears with DELETE, on the policy of the member', async () => {
    const { client, call } = clientRecording();
    const params = { coCode: 'CO1', srNo: '42' };
    await client.call(endpoints.renewals.markRenewal, { params, body: { outcome: 'not_renewing', reason: 'Moved abroad' } });
    await client.call(endpoints.renewals.markRenewal, { params, body: { outcome: 'renewed', renewedPolicyNumber: 'P-9' } });
    await client.call(endpoints.renewals.clearRenewal, { params });
    expect(call(0)).toMatchObject({
      path: '/sales/renewals/CO1/42',
      method: 'PUT',
      body: { outcome: 'not_renewing', reason: 'Moved abroad' },
      auth: 'Bearer id-token',
    });
    expect(call(1).body).toEqual({ outcome: 'renewed', renewedPolicyNumber: 'P-9' });
    expect(call(2)).toMatchObject({ path: '/sales/renewals/CO1/42', method: 'DELETE', body: undefined });
  });

  it('saves the preferences with PUT', async () => {
    const { client, call } = clientRecording();
    await client.call(endpoints.account.updatePreferences, { body: { renewalReminders: false } });
    expect(call()).toMatchObject({
      path: '/account/preferences',
      method: 'PUT',
      body: { renewalReminders: false },
      auth: 'Bearer id-token',
    });
  });
});
