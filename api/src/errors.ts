import { t } from './i18n/index.js';

/**
 * An error with an HTTP status and a message fit to show the user, written when it is thrown in the
 * language of the request being answered (`t`; English outside a request).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const forbidden = () => new HttpError(403, t('common:api.forbidden'));
export const notFound = (message = t('common:api.notFound')) => new HttpError(404, message);
export const unauthorized = (message = t('common:api.sessionExpired')) => new HttpError(401, message);

/** PostgreSQL unique violation (both drivers expose `code`, sometimes on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
