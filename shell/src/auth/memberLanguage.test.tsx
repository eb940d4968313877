import { renderHook, waitFor } from '@testing-library/react';
import { createApiClient, currentLanguage, getConfig, portalApi, setAuthUser, setConfig } from '@portal/shared';
import { TEST_PORTAL_CONFIG, jsonResponse } from '@portal/shared/testing';
import { useProfileName } from './useProfileName';

// The portal's API client with the signed-in member's ID token, as Firebase would give it. The portal's one
// client is changed in place rather than its token's module mocked: the test setup has loaded it already.
const memberClient = createApiClient({ baseUrl: () => getConfig().apiBaseUrl, getToken: async () => 'id-token' });

/** The API behind portalApi: the profile with `language`, and PUT /account/preferences. */
function api(
  language: 'en' | 'hi',
  put: () => Response = () => jsonResponse({ status: 'success', preferences: { renewalReminders: true, language } }),
) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? put()
        : jsonResponse({ status: 'success', profile: { name: 'Asha Rao', preferences: { renewalReminders: true, language } } }),
    );
}

const puts = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => [new URL(String(url)).pathname, JSON.parse(String(init?.body))]);

describe("a member's language and their profile", () => {
  beforeAll(async () => {
    // The shell loads the contracts on first use: warmed once so that their first load does not outlast the assertions' wait.
    await import('@portal/shared/validation');
    setConfig(TEST_PORTAL_CONFIG);
  });
  beforeEach(() => {
    vi.spyOn(portalApi, 'call').mockImplementation(memberClient.call);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAuthUser({ uid: 'u1', email: 'asha@example.in', displayName: null }, 'token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setAuthUser(null, null);
  });

  it("without a choice in this browser, the profile's language is shown (and remembered)", async () => {
    const fetchMock = api('hi');
    renderHook(() => useProfileName('/sales'));
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('portal_lang=hi');
    expect(puts(fetchMock)).toEqual([]);
  });

  it("the browser's choice wins, and is saved to the profile when it differs", async () => {
    document.cookie = 'portal_lang=en; path=/';
    const fetchMock = api('hi');
    renderHook(() => useProfileName('/sales'));
    await waitFor(() => expect(puts(fetchMock)).toEqual([['/account/preferences', { language: 'en' }]]));
    expect(currentLanguage()).toBe('en');
  });

  it('the same choice in both: nothing to save', async () => {
    localStorage.setItem('portal_lang', 'hi');
    const fetchMock = api('hi');
    renderHook(() => useProfileName('/sales'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(puts(fetchMock)).toEqual([]);
  });

  it('a failure to save is only logged', async () => {
    document.cookie = 'portal_lang=hi; path=/';
    const fetchMock = api('en', () => jsonResponse({ status: 'error', message: 'down' }, 503));
    renderHook(() => useProfileName('/sales'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('Could not save the language to the profile', expect.anything()));
  });

  it('an operator has no profile: nothing is asked or saved', async () => {
    setAuthUser({ uid: 'ops', email: 'ops@agentportal.in', displayName: null, role: 'operator' }, 'token');
    const fetchMock = api('hi');
    const call = vi.spyOn(portalApi, 'call');
    renderHook(() => useProfileName('/admin'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(call).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('en');
  });
});
