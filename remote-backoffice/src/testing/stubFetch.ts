/* Test helper of the screens: what the API client sent, read from a fetch call, and a fetch stub that
   records every call and answers it. */
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed. */
  body: unknown;
  authorization: string | null;
}

export function readCall(input: RequestInfo | URL, init: RequestInit = {}): FakeCall {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  return {
    method: init.method ?? 'GET',
    url,
    path: url.pathname,
    query: url.searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    authorization: new Headers(init.headers).get('Authorization'),
  };
}

/** Stubs the global fetch with `answer`; the calls, in order, are in the array returned. */
export function stubFetch(answer: (call: FakeCall) => Response | Promise<Response>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = readCall(input, init);
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
