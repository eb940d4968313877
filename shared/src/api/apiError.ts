import { tCommon } from '../i18n/common';

export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

/** A failed API call, with a message fit to show a user. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Per-field messages from a 400 answer, keyed by field name. */
    readonly fieldErrors: Record<string, string> = {},
    /** True when `message` is the server's own words, false when it is a default for the status. */
    readonly fromServer = false,
    /** True when the server did not answer in time (a 'network' error the user can simply try again). */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

const messageByStatus: Record<number, () => string> = {
  400: () => tCommon('api.badRequest'),
  401: () => tCommon('api.sessionExpired'),
  403: () => tCommon('api.forbidden'),
  404: () => tCommon('api.notFound'),
  409: () => tCommon('api.conflict'),
  429: () => tCommon('api.tooManyRequests'),
};

/** The message for an HTTP status whose answer has none of its own, in the current language. */
export function defaultMessageForStatus(status: number): string {
  const message = messageByStatus[status];
  if (message) return message();
  return status >= 500 ? tCommon('api.serverProblem') : tCommon('api.requestFailed', { status });
}

/** The message of a request that never reached the server, in the current language. */
export const networkErrorMessage = (): string => tCommon('api.network');
/** The message of a request the server did not answer in time, in the current language. */
export const timeoutErrorMessage = (): string => tCommon('api.timeout');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the ApiError for a non-2xx answer from its status and (possibly non-JSON) body. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const serverMessage = isRecord(body) && typeof body['message'] === 'string' ? body['message'].trim() : '';
  const fieldErrors: Record<string, string> = {};
  const errors = isRecord(body) ? body['errors'] : undefined;
  if (isRecord(errors)) {
    for (const [field, text] of Object.entries(errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  return new ApiError('http', serverMessage || defaultMessageForStatus(status), status, fieldErrors, Boolean(serverMessage));
}

/** Whether a request failed because it was cancelled (a newer one replaced it), which is no failure to show. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** The message to show for a failure: its own when it has one, else a general one in the current language. */
export function errorMessage(error: unknown, fallback = tCommon('somethingWentWrong')): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
