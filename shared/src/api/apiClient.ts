import { tCommon } from '../i18n/common';
import { currentLanguage, type Language } from '../i18n/i18n';
import { ApiError, networkErrorMessage, timeoutErrorMessage, defaultMessageForStatus, errorFromResponse } from './apiError';
import { apiPaths, buildPath } from './endpoints';
import { isFileBody, type Endpoint, type ParamsOf, type QueryOf, type BodyOf, type ResponseOf } from './contract/define';
import { takeEarlyResponse } from '../hydration/prerenderedInput';
import type {
  CheckUserResponse,
  ContactMessage,
  HierarchyResponse,
  L1MemberResponse,
  MemberPreferences,
  PreferencesResponse,
  ProfileResponse,
  RenewalMark,
  RenewalResponse,
  RenewalsFilters,
  RenewalsResponse,
  SalesFilters,
  SalesResponse,
  SalesSummaryResponse,
  SignupApplication,
  StatusResponse,
} from '../types';
import type { StatementResponse, TaxSummaryResponse } from '../validation/payouts';
import type { InsightsResponse } from '../validation/insights';

export interface ApiClientOptions {
  baseUrl: () => string;
  /** Returns the current ID token, or null when signed out. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /**
   * How long to wait for the server to start answering (response headers) before giving up with a
   * network error; 0 waits for ever. An API host that accepts no connection and refuses none (down
   * behind a dropped route, say) would otherwise leave 'Loading...' or 'Sending...' on screen for
   * minutes.
   */
  timeoutMs?: number;
}

export const DEFAULT_API_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Send the bearer ID token (member-scoped calls). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** What a call of an endpoint takes: its path parameters, query and body, as its schemas accept them. */
export type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: ParamsOf<E, 'input'> } : { params?: never }) &
  (E['query'] extends object
    ? object extends QueryOf<E, 'input'>
      ? { query?: QueryOf<E, 'input'> }
      : { query: QueryOf<E, 'input'> }
    : { query?: never }) &
  (E['body'] extends object ? { body: BodyOf<E, 'input'> } : { body?: never }) & { signal?: AbortSignal };

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

export function salesQuery(filters: SalesFilters, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const clientName = filters.clientName?.trim();
  return {
    policyTypes: filters.policyTypes?.length ? filters.policyTypes.join(',') : undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
    clientName: clientName || undefined,
    ...extra,
  };
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
  async function send(path: string, { method = 'GET', params, query, body, auth, signal }: RequestOptions): Promise<Response> {
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
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : null;
    // The same GET sent by the pre-rendered page before the app ran (a press it held): its answer.
    const early = method === 'GET' && !auth ? takeEarlyResponse(url.toString()) : null;
    let response: Response;
    try {
      response = await (early
        ? untilAborted(early, controller.signal)
        : fetchImpl(url.toString(), {
            method,
            headers,
            ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
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

  return {
    call,
    /** Any path of `apiPaths` answering JSON: for a remote's own API layer (the back office's). */
    request: json,
    checkUser: (email: string, signal?: AbortSignal) =>
      json<CheckUserResponse>(apiPaths.checkUser, { query: { email }, ...(signal ? { signal } : {}) }),
    getProfile: (signal?: AbortSignal) => json<ProfileResponse>(apiPaths.profile, { auth: true, ...(signal ? { signal } : {}) }),
    sendContact: (message: ContactMessage) => json<StatusResponse>(apiPaths.contactUs, { method: 'POST', body: message }),
    sendRegistration: (application: SignupApplication) =>
      json<StatusResponse>(apiPaths.sendRegistrationEmail, { method: 'POST', body: application }),
    requestPasswordReset: (email: string) => json<StatusResponse>(apiPaths.resetPassword, { method: 'POST', body: { email } }),
    setPassword: (input: { email: string; token: string; password: string }) =>
      json<StatusResponse>(apiPaths.setPassword, { method: 'POST', body: input }),
    checkInvite: (input: { email: string; token: string }, signal?: AbortSignal) =>
      json<StatusResponse & { invite: 'valid' | 'used' | 'expired' | 'invalid' }>(apiPaths.inviteCheck, {
        method: 'POST',
        body: input,
        ...(signal ? { signal } : {}),
      }),
    /** Answers the same whatever the address: whether a mail went out is never told. */
    requestInvite: (email: string) => json<StatusResponse>(apiPaths.requestInvite, { method: 'POST', body: { email } }),
    getL1Member: (signal?: AbortSignal) => json<L1MemberResponse>(apiPaths.l1member, { auth: true, ...(signal ? { signal } : {}) }),
    getHierarchy: (coCode: string, signal?: AbortSignal) =>
      json<HierarchyResponse>(apiPaths.hierarchy, { auth: true, params: { coCode }, ...(signal ? { signal } : {}) }),
    getSales: (coCode: string, filters: SalesFilters, page: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
      json<SalesResponse>(apiPaths.sales, {
        auth: true,
        params: { coCode },
        query: salesQuery(filters, { cursor: page.cursor, limit: page.limit?.toString() }),
        ...(signal ? { signal } : {}),
      }),
    getSalesSummary: (coCode: string, filters: SalesFilters, signal?: AbortSignal) =>
      json<SalesSummaryResponse>(apiPaths.salesSummary, {
        auth: true,
        params: { coCode },
        query: salesQuery(filters),
        ...(signal ? { signal } : {}),
      }),
    /** A member's subtree over the last 12 months: by month, policy type, insurer and top direct children. */
    getInsights: (coCode: string, signal?: AbortSignal) =>
      json<InsightsResponse>(apiPaths.insights, { auth: true, params: { coCode }, ...(signal ? { signal } : {}) }),
    getRenewals: (
      coCode: string,
      within: 7 | 15 | 30 | 60,
      filters: RenewalsFilters = {},
      page: { cursor?: string; limit?: number } = {},
      signal?: AbortSignal,
    ) =>
      json<RenewalsResponse>(apiPaths.renewals, {
        auth: true,
        params: { coCode },
        query: {
          within: String(within),
          policyTypes: filters.policyTypes?.length ? filters.policyTypes.join(',') : undefined,
          soldBy: filters.soldBy || undefined,
          cursor: page.cursor,
          limit: page.limit?.toString(),
        },
        ...(signal ? { signal } : {}),
      }),
    /** Marks a due or lapsed policy "Renewed" or "Not renewing"; answers the updated item. */
    markRenewal: (coCode: string, srNo: string, mark: RenewalMark) =>
      json<RenewalResponse>(apiPaths.renewalOutcome, { method: 'PUT', auth: true, params: { coCode, srNo }, body: mark }),
    /** Clears a policy's mark; answers the updated item. */
    clearRenewal: (coCode: string, srNo: string) =>
      json<RenewalResponse>(apiPaths.renewalOutcome, { method: 'DELETE', auth: true, params: { coCode, srNo } }),
    /** Changes the member's settings: only those given (`{ language: 'hi' }`). */
    updatePreferences: (preferences: Partial<MemberPreferences> & { language?: Language }) =>
      json<PreferencesResponse>(apiPaths.preferences, { method: 'PUT', auth: true, body: preferences }),
    /** The policy PDF, fetched with the bearer token in a header (never in the URL). */
    downloadPolicy: async (soldBy: string, policyNumber: string): Promise<Blob> =>
      (await send(apiPaths.policyDownload, { auth: true, params: { soldBy, policyNumber } })).blob(),
    /** A member's payout statement for a month (`YYYY-MM`); without one, the current month so far. */
    getPayoutStatement: (coCode: string, month?: string, signal?: AbortSignal) =>
      json<StatementResponse>(apiPaths.payoutStatement, {
        auth: true,
        params: { coCode },
        query: { month },
        ...(signal ? { signal } : {}),
      }),
    /** A member's gross commission and TDS for a financial year (`YYYY-YY`), per quarter. */
    getTaxSummary: (coCode: string, fy: string, signal?: AbortSignal) =>
      json<TaxSummaryResponse>(apiPaths.taxSummary, { auth: true, params: { coCode }, query: { fy }, ...(signal ? { signal } : {}) }),
    /** The statement as a PDF or CSV file, fetched with the bearer token in a header (never in the URL). */
    downloadStatement: async (coCode: string, month: string, format: 'pdf' | 'csv'): Promise<Blob> =>
      (
        await send(format === 'pdf' ? apiPaths.payoutStatementPdf : apiPaths.payoutStatementCsv, { auth: true, params: { coCode, month } })
      ).blob(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
