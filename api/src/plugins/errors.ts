import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { t, translatorFor } from '../i18n/index.js';
import { isContactFormPost, sendContactFormPage } from '../services/contactFormPage.js';

/** Path (errors-map key) of the first string — value or key — holding U+0000, which PostgreSQL cannot store. */
function nulPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every error answer is `{ status: 'error', message, errors? }`; 500s never leak internals. A native form
 * post to the contact route gets the same outcome as an HTML page instead (see `contactFormPage`).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The fallbacks below in the request's language (an error of the body's parsing is handled outside the
    // request's async context; HttpErrors and the schemas' messages were written in it when thrown).
    const t = translatorFor(request.language);
    const send = (statusCode: number, message: string, errors?: Record<string, string>) => {
      if (isContactFormPost(request)) {
        return sendContactFormPage(request, reply, statusCode, errors ? { kind: 'invalid', message, errors } : { kind: 'failed' });
      }
      return reply.status(statusCode).send({ status: 'error', message, ...(errors ? { errors } : {}) });
    };
    if (error instanceof HttpError) return send(error.statusCode, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const message = issue.message ?? t('errors.invalidValue');
        // zod's own message for a body that is not an object, in English or in Hindi.
        const notAnObject = message.startsWith('Invalid input') || message.startsWith('अमान्य इनपुट');
        errors[key] ??= key === '_' && notAnObject ? t('errors.jsonObjectRequired') : message;
      }
      return send(400, t('common:api.badRequest'), errors);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 429) return send(429, t('common:api.tooManyRequests'));
    if (statusCode >= 400 && statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? t('errors.invalidJson')
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? t('errors.tooLarge')
            : error.message;
      return send(statusCode, message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, t('common:api.serverProblem'));
  });

  // Any NUL character in a body, query or path parameter is a 400 on that field (before the schemas run),
  // not a database error.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const key = nulPath(part);
      if (key) throw new HttpError(400, t('common:api.badRequest'), { [key]: t('errors.invalidCharacters') });
    }
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: 'error', message: translatorFor(request.language)('errors.routeNotFound') }),
  );
});
