import { ApiError, networkErrorMessage, timeoutErrorMessage } from './apiError';
import { createApiClient } from './apiClient';
import { switchLanguageForTest } from '../testing';
import { endpoints } from './contract';
import { PAGE_SCRIPT_GLOBAL } from '../prerender/names.mjs';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(fetchImpl: typeof fetch, token: string | null = 'id-token') {
  return createApiClient({ baseUrl: () => 'https://api.example.in', getToken: async () => token, fetch: fetchImpl });
}

describe('API client', () => {
  it("builds URLs from the endpoint's contract, encoding path parameters and leaving out empty query values", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'success', sales: [], nextCursor: null }));
    await clientWith(fetchMock).call(endpoints.sales.sales, {
      params: { coCode: 'CO/1 2' },
      query: { policyTypes: 'life,motor', clientName: 'Ravi Kumar', fromDate: '2024-01-01', toDate: '', cursor: undefined, limit: '50' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    const parsed = new URL(String(url));
    expect(parsed.origin + parsed.pathname).toBe('https://api.example.in/sales/sales/CO%2F1%202');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      policyTypes: 'life,motor',
      clientName: 'Ravi Kumar',
      fromDate: '2024-01-01',
      limit: '50',
    });
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer id-token');
  });

  it('asks the API to answer in the current language (Accept-Language)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'success', message: 'ok' }));
    await clientWith(fetchMock).call(endpoints.contact.contactUs, {
      body: { name: 'A', email: 'a@b.in', phone: '9876543210', message: 'Hi' },
    });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
    await switchLanguageForTest('hi');
    await clientWith(fetchMock).call(endpoints.account.profile);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('hi');
  });

  it('sends only the settings given to PUT /account/preferences', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { status: 'success', preferences: { renewalReminders: true, language: 'hi' } }),
    );
    await clientWith(fetchMock).call(endpoints.account.updatePreferences, { body: { language: 'hi' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/account/preferences');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'hi' });
  });

  it('sends no token to public endpoints and JSON bodies to POSTs', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'success', message: 'Thanks' }));
    const result = await clientWith(fetchMock).call(endpoints.contact.contactUs, {
      body: { name: 'A', email: 'a@b.in', phone: '9876543210', message: 'Hi' },
    });
    expect(result.message).toBe('Thanks');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'A', phone: '9876543210' });
    expect((init.headers as Record<string, string>)['Authorization']).toBeUndefined();
  });

  it('refuses a member-scoped call without a signed-in user, without calling the network', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const error = await clientWith(fetchMock, null)
      .call(endpoints.account.profile)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps a failed request to a network error with a readable message', async () => {
    const error = await clientWith(async () => {
      throw new TypeError('Failed to fetch');
    })
      .call(endpoints.account.checkUser, { query: { email: 'a@b.in' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: null, message: networkErrorMessage() });
  });

  it('maps a token that cannot be refreshed to a readable error, never the SDK’s own text', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const failingToken = (error: unknown) =>
      createApiClient({ baseUrl: () => 'https://api.example.in', getToken: () => Promise.reject(error), fetch: fetchMock });
    const unreachable = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
    await expect(failingToken(unreachable).call(endpoints.account.profile)).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: networkErrorMessage(),
    });
    // The SDK's code could not be downloaded: the same as being offline.
    await expect(
      failingToken(new TypeError('Failed to fetch dynamically imported module')).call(endpoints.sales.l1member),
    ).rejects.toMatchObject({
      kind: 'network',
      message: networkErrorMessage(),
    });
    const revoked = Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), { code: 'auth/user-token-expired' });
    await expect(failingToken(revoked).call(endpoints.account.profile)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives up on a server that never answers after the timeout, as a network error', async () => {
    vi.useFakeTimers();
    try {
      const seen: AbortSignal[] = [];
      const hanging = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen.push(init!.signal!);
          init!.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      const client = createApiClient({
        baseUrl: () => 'https://api.example.in',
        getToken: async () => 'id-token',
        fetch: hanging,
        timeoutMs: 5000,
      });
      const answer = client.call(endpoints.account.checkUser, { query: { email: 'a@b.in' } }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4999);
      expect(seen[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toMatchObject({ kind: 'network', status: null, message: timeoutErrorMessage(), timedOut: true });
      // The caller's own cancel stays an AbortError (callers ignore it), timeout or not.
      const controller = new AbortController();
      const cancelled = client
        .call(endpoints.sales.hierarchy, { params: { coCode: 'CO1' }, signal: controller.signal })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      controller.abort();
      expect(await cancelled).toMatchObject({ name: 'AbortError' });
      // An answer in time clears the timer.
      const quick = createApiClient({
        baseUrl: () => 'https://api.example.in',
        getToken: async () => null,
        fetch: async () => jsonResponse(200, { status: 'success' }),
        timeoutMs: 5000,
      });
      await expect(quick.call(endpoints.account.checkUser, { query: { email: 'a@b.in' } })).resolves.toEqual({ status: 'success' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the server's message and field errors for an error answer", async () => {
    const error = await clientWith(async () =>
      jsonResponse(400, {
        status: 'error',
        message: 'Invalid contact message',
        errors: { phone: 'Phone number must be exactly 10 digits' },
      }),
    )
      .call(endpoints.contact.contactUs, { body: { name: 'A', email: 'a@b.in', phone: '12', message: 'Hi' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid contact message', fromServer: true });
    expect((error as ApiError).fieldErrors).toEqual({ phone: 'Phone number must be exactly 10 digits' });
  });

  it('falls back to a message by status when the body is not JSON', async () => {
    const client = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.call(endpoints.sales.l1member)).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again later.',
      fromServer: false,
    });
    const limited = clientWith(async () => new Response('', { status: 429 }));
    await expect(limited.call(endpoints.account.checkUser, { query: { email: 'a@b.in' } })).rejects.toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('reports an unreadable success body as an invalid response', async () => {
    const client = clientWith(async () => new Response('not json', { status: 200 }));
    await expect(client.call(endpoints.account.profile)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('lets an aborted request stay an AbortError so callers can ignore it', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = clientWith(async (_url, init) => {
      init?.signal?.throwIfAborted();
      return jsonResponse(200, {});
    });
    await expect(client.call(endpoints.sales.hierarchy, { params: { coCode: 'CO1' }, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('answers a file as a Blob, with the bearer token in a header', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await clientWith(fetchMock).call(endpoints.policy.policyDownload, { params: { soldBy: 'CO1', policyNumber: 'P/1' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/policy/download/CO1/P%2F1');
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer id-token');
  });

  it('sends a keepalive request only when asked, its bearer token in a header, never in the URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'success', preferences: { renewalReminders: true } }));
    const client = clientWith(fetchMock);
    await client.call(endpoints.account.updatePreferences, { body: { renewalReminders: true }, keepalive: true });
    await client.call(endpoints.account.updatePreferences, { body: { renewalReminders: true } });
    const [[lastWordUrl, lastWord], [, usual]] = fetchMock.mock.calls as [Parameters<typeof fetch>, Parameters<typeof fetch>];
    expect(lastWord?.keepalive).toBe(true);
    expect((lastWord?.headers as Record<string, string>)['Authorization']).toBe('Bearer id-token');
    expect(String(lastWordUrl)).not.toContain('id-token');
    expect(usual?.keepalive).toBeUndefined();
  });

  describe('a GET the pre-rendered page sent before the app ran (a held Verify Email)', () => {
    const CHECK = 'https://api.example.in/account/check?email=meera%40example.in';
    let early: Map<string, Promise<Response>>;
    beforeEach(() => {
      early = new Map();
      // As the page's inline script hands its early GETs over (shared/src/prerender/pageScript.ts).
      (window as unknown as Record<string, unknown>)[PAGE_SCRIPT_GLOBAL] = {
        take: () => [],
        response: (url: string) => {
          const answer = early.get(url) ?? null;
          early.delete(url);
          return answer;
        },
      };
    });
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[PAGE_SCRIPT_GLOBAL];
    });

    it('takes its answer instead of asking again, once; other requests go out as usual', async () => {
      early.set(CHECK, Promise.resolve(jsonResponse(200, { status: 'success', userRegistered: true })));
      const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { status: 'success', userRegistered: false }));
      const client = clientWith(fetchMock);
      await expect(client.call(endpoints.account.checkUser, { query: { email: 'meera@example.in' } })).resolves.toEqual({
        status: 'success',
        userRegistered: true,
      });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(client.call(endpoints.account.checkUser, { query: { email: 'meera@example.in' } })).resolves.toEqual({
        status: 'success',
        userRegistered: false,
      });
      await client.call(endpoints.account.checkUser, { query: { email: 'ravi@example.in' } });
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        CHECK,
        'https://api.example.in/account/check?email=ravi%40example.in',
      ]);
    });

    it('reads its failures as its own: an error answer, a network failure, a cancel', async () => {
      const fetchMock = vi.fn<typeof fetch>();
      early.set(CHECK, Promise.resolve(jsonResponse(500, { status: 'error', message: 'Database unavailable' })));
      await expect(clientWith(fetchMock).call(endpoints.account.checkUser, { query: { email: 'meera@example.in' } })).rejects.toMatchObject(
        { kind: 'http', status: 500 },
      );
      early.set(CHECK, Promise.reject(new TypeError('Failed to fetch')));
      await expect(clientWith(fetchMock).call(endpoints.account.checkUser, { query: { email: 'meera@example.in' } })).rejects.toMatchObject(
        {
          kind: 'network',
          message: networkErrorMessage(),
        },
      );
      early.set(CHECK, new Promise<Response>(() => {}));
      const controller = new AbortController();
      const cancelled = clientWith(fetchMock)
        .call(endpoints.account.checkUser, { query: { email: 'meera@example.in' }, signal: controller.signal })
        .catch((e: unknown) => e);
      controller.abort();
      expect(await cancelled).toMatchObject({ name: 'AbortError' });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
