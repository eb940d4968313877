/* Test helper of the inbox and audit screens: the API behind a mocked fetch (the real API client runs). */
import { jsonResponse } from '@portal/shared/testing';
import { readCall, type FakeCall } from './stubFetch';

export type { FakeCall };

type Handler = (url: URL, call: FakeCall) => Response | Promise<Response>;
const routes: { method: string; path: string; handler: Handler }[] = [];
export const calls: FakeCall[] = [];

/** Answers `method path` (path without the query) with `handler`; a later answer for it wins. */
export function on(method: string, path: string, handler: Handler | unknown) {
  routes.unshift({ method, path, handler: typeof handler === 'function' ? (handler as Handler) : () => jsonResponse(handler) });
}

export function resetFakeServer() {
  routes.length = 0;
  calls.length = 0;
}

export const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** The `fetch` the API client is given (`signInAsOperator(fakeFetch)`): an unknown route is a 500, so a test sees what it did not expect. */
export async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const call = readCall(input, init);
  calls.push(call);
  const route = routes.find((r) => r.method === call.method && r.path === call.path);
  if (!route) return jsonResponse({ status: 'error', message: `No fake answer for ${call.method} ${call.path}` }, 500);
  return route.handler(call.url, call);
}
