import { tCommon } from '../i18n/common';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, networkErrorMessage, timeoutErrorMessage, defaultMessageForStatus, errorFromResponse } from './apiError';
import { buildPath, isFileBody, type Endpoint, type ParamsOf, type QueryOf, type BodyOf, type ResponseOf } from './contract/define';
import { takeEarlyResponse } from '../prerender';
import { sendWithProgress } from './sendWithProgress';

export interface ApiClientOptions {
  baseUrl: () => string;
  /** Returns the current ID token, or null when signed out. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** What sends a body whose progress is followed (`onUploadProgress`); the browser's XMLHttpRequest by default. */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /**
   * How long to wait for the server to start answering (response headers) before giving up with a
   * network error; 0 waits for ever. An API host that accepts no connection and refuses none (down
   * behind a dropped route, say) would otherwise leave 'Loading...' or 'Sending...' on screen for
   * minutes.
   */
  timeoutMs?: number;
}

export const DEFAULT_API_TIMEOUT_MS = 10_000;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Send the bearer ID token (member-scoped calls). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Sent even if the page goes away meanwhile (`fetch`'s keepalive): a last word as a page is hidden or left. */
  keepalive?: boolean;
  /** Told the share of the body sent so far (0 to 1), for a body with files. */
  onUploadProgress?: (share: number) => void;
}

/** What a call of an endpoint takes: its path parameters, query and body, as its schemas accept them. */
export type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: ParamsOf<E, 'input'> } : { params?: never }) &
  (E['query'] extends object
    ? object extends QueryOf<E, 'input'>
      ? { query?: QueryOf<E, 'input'> }
      : { query: QueryOf<E, 'input'> }
    : { query?: never }) &
  (E['body'] extends object ? { body: BodyOf<E, 'input'> } : { body?: never }) & {
    signal?: AbortSignal;
    /** The request outlives the page (sent as it is hidden or left), its bearer token still in a header. */
    keepalive?: boolean;
    /**
     * Told the share of the body sent so far (0 to 1): a body with files is then sent with XMLHttpRequest,
     * and the timeout counts only silence (nothing more sent, no answer), so a slow upload that keeps
     * moving is not cut off while a stalled one is.
     */
    onUploadProgress?: (share: number) => void;
  };

/** The input argument of a call: optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A query as URL parameters: lists comma-separated; absent and empty values left out. */
export function queryParams(query: object | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/**
 * A failure to get the ID token, as an ApiError the screens can show. An expired token is refreshed
 * from the identity service first: unreachable (`auth/network-request-failed`, or the SDK's code not
 * loading) is a network error like the API being down, so "Try again" works once it is back; any
 * other refusal (account disabled or deleted, refresh token revoked) means signing in again.
 * Never the SDK's raw "Firebase: Error (auth/…)." text.
 */
function tokenError(error: unknown): ApiError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/network-request-failed') {
    return new ApiError('http', defaultMessageForStatus(401), 401);
  }
  return new ApiError('network', networkErrorMessage());
}

/** The answer, or the signal's reason once it aborts (a request already sent cannot be cancelled). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createApiClient(options: ApiClientOptions) {
  async function send(
    path: string,
    { method = 'GET', params, query, body, auth, signal, keepalive, onUploadProgress }: RequestOptions,
  ): Promise<Response> {
    const url = new URL(options.baseUrl() + buildPath(path, params), globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    // The API answers (its messages, e-mails it sends) in the language the portal is shown in.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (auth) {
      let token: string | null;
      try {
        token = await options.getToken();
      } catch (error) {
        throw tokenError(error);
      }
      if (!token) throw new ApiError('http', tCommon('api.logInToContinue'), 401);
      headers['Authorization'] = `Bearer ${token}`;
    }
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    // The request is cancelled by the caller's signal or by the timeout, whichever comes first.
    const controller = new AbortController();
    const cancel = () => controller.abort(signal?.reason);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
    const timeoutMs = options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
    let timedOut = false;
    const timeOut = () => {
      timedOut = true;
      controller.abort();
    };
    const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    // A body whose sending is followed goes by XMLHttpRequest, which times out on silence only (sendWithProgress).
    const followed = onUploadProgress && body !== undefined && typeof Xhr === 'function' ? onUploadProgress : null;
    const timer = timeoutMs > 0 && !followed ? setTimeout(timeOut, timeoutMs) : null;
    // The same GET sent by the pre-rendered page before the app ran (a press it held): its answer.
    const early = method === 'GET' && !auth ? takeEarlyResponse(url.toString()) : null;
    let response: Response;
    try {
      response = await (early
        ? untilAborted(early, controller.signal)
        : followed
          ? sendWithProgress(new Xhr(), url.toString(), {
              method,
              headers,
              body: JSON.stringify(body),
              signal: controller.signal,
              onProgress: followed,
              timeoutMs,
              onTimeout: timeOut,
            })
          : fetchImpl(url.toString(), {
              method,
              headers,
              ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
              ...(keepalive ? { keepalive: true } : {}),
              signal: controller.signal,
            }));
    } catch (error) {
      if (timedOut) throw new ApiError('network', timeoutErrorMessage(), null, {}, false, true);
      // A cancelled request is not a failure: callers ignore it. (`instanceof DOMException` is not
      // reliable across realms, so go by the signal and the error's name.)
      if (signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      throw new ApiError('network', networkErrorMessage());
    } finally {
      if (timer !== null) clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
    if (!response.ok) {
      let parsed: unknown = null;
      try {
        parsed = await response.json();
      } catch {
        // Not JSON (a proxy's error page, say): the status decides the message.
      }
      throw errorFromResponse(response.status, parsed);
    }
    return response;
  }

  async function json<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const response = await send(path, request);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('invalid-response', tCommon('api.unreadable'), response.status);
    }
  }

  /** The request of an endpoint's call: its method, path, query, body and credentials from the contract. */
  function requestOf(endpoint: Endpoint, input: CallInput<Endpoint> | undefined): [string, RequestOptions] {
    return [
      endpoint.path,
      {
        method: endpoint.method,
        params: input?.params as Record<string, string> | undefined,
        query: queryParams(input?.query),
        body: input?.body,
        auth: endpoint.access !== 'public',
        ...(input?.signal ? { signal: input.signal } : {}),
        ...(input?.keepalive ? { keepalive: true } : {}),
        ...(input?.onUploadProgress ? { onUploadProgress: input.onUploadProgress } : {}),
      },
    ];
  }

  /** Calls an endpoint of the API's contract: a file answers as a Blob, anything else as its JSON. */
  async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
    const [path, request] = requestOf(endpoint, input as CallInput<Endpoint> | undefined);
    const success = Object.entries(endpoint.responses).find(([status]) => status.startsWith('2'))?.[1];
    if (isFileBody(success)) return (await (await send(path, request)).blob()) as ResponseOf<E>;
    return json<ResponseOf<E>>(path, request);
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
