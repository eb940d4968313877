import { vi } from 'vitest';

export interface RecordedCall {
  url: URL;
  method: string;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise with its resolve/reject, to hold a request open while a test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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
