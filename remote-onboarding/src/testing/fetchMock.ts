import { vi } from 'vitest';

export { deferred, jsonResponse } from '@portal/shared/testing';

export interface RecordedCall {
  url: URL;
  method: string;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces global fetch: each request is recorded and answered by `responder` (which may throw to
 * simulate a network failure). The portal's real API client runs on top of it.
 */
export function mockFetch(responder: Responder) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { url, method: init?.method ?? 'GET', body };
    calls.push(call);
    return responder(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
