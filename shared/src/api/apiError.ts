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
  ) {
    super(message);
  }
}

const messageByStatus: Record<number, string> = {
  400: 'Some of the details are not valid. Please check and try again.',
  401: 'Your session has expired. Please log in again.',
  403: 'You do not have access to this information.',
  404: 'The requested item was not found.',
  409: 'This request conflicts with existing data.',
  429: 'Too many requests. Please wait a moment and try again.',
};

export function defaultMessageForStatus(status: number): string {
  return messageByStatus[status] ?? (status >= 500 ? 'The server had a problem. Please try again later.' : `Request failed (HTTP ${status}).`);
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server is taking too long to answer. Please try again in a moment.';

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
