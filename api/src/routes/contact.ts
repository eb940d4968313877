import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, contactSchema, errorResponseSchema, messageResponseSchema } from '@portal/shared/validation';
import { sql } from '../db/client.js';
import { contactFormFields, FORM_CONTENT_TYPE, isFormContentType, sendContactFormPage } from '../services/contactFormPage.js';
import { contactMail } from '../services/mails.js';
import { enqueueMail } from '../services/outbox.js';
import { t } from '../i18n/index.js';
import { errorResponses, noAuth, publicLimit } from './common.js';

/** In English (the tests' expectations); answers are written in the request's language. */
export const CONTACT_THANKS = t('contact.thanks');

const htmlPage = z.string().describe('HTML result page, for a form post (application/x-www-form-urlencoded)');
/** A JSON answer, or for a form post the same outcome as an HTML page. */
const jsonOrPage = (schema: z.ZodType) => ({
  content: { 'application/json': { schema }, 'text/html': { schema: htmlPage } },
});

/**
 * A database error's SQLSTATE and names only: the query's parameters and a failing row's values (in the
 * driver error's `detail`) are the visitor's name, e-mail, phone and message, which must not be logged.
 */
function withoutVisitorData(error: unknown): Error {
  let inner: unknown = error;
  for (let i = 0; i < 5 && inner instanceof Error && inner.cause; i++) inner = inner.cause;
  const found = (inner ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    table?: unknown;
    constraint?: unknown;
    column?: unknown;
  };
  const sqlState = typeof found.code === 'string' && /^[0-9A-Z]{5}$/.test(found.code) ? found.code : undefined;
  const safe = new Error(
    sqlState
      ? `storing the contact message failed (SQLSTATE ${sqlState})`
      : // Not a statement's error (a closed or unreachable database): its message names no data.
        `storing the contact message failed: ${inner instanceof Error && !/^Failed query/.test(inner.message) ? inner.message : 'unknown error'}`,
  );
  Object.assign(safe, {
    ...(sqlState ? { code: sqlState } : {}),
    ...Object.fromEntries(
      (['table', 'constraint', 'column'] as const).filter((k) => typeof found[k] === 'string').map((k) => [k, found[k]]),
    ),
  });
  return safe;
}

export async function contactRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The landing page's form posted natively (JavaScript not running): urlencoded fields in the shape of
  // the JSON body, validated by the same schema. Only this plugin's route accepts it.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit }, (_request, body, done) => {
    done(null, contactFormFields(body as string));
  });
  app.post(
    apiPaths.contactUs,
    {
      config: publicLimit(app),
      schema: {
        tags: ['contact'],
        operationId: 'contactUs',
        summary: 'Send a message to the contact inbox',
        security: noAuth,
        consumes: ['application/json', FORM_CONTENT_TYPE],
        body: contactSchema,
        response: {
          ...errorResponses,
          200: jsonOrPage(messageResponseSchema),
          400: jsonOrPage(errorResponseSchema),
          413: jsonOrPage(errorResponseSchema),
          429: jsonOrPage(errorResponseSchema),
          500: jsonOrPage(errorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const message = request.body;
      try {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO contact_messages (name, email, phone, message, referer)
            VALUES (${message.name}, ${message.email}, ${message.phone}, ${message.message}, ${message.referer ?? null})`);
          await enqueueMail(tx, contactMail(app.config.contactInbox, message));
        });
      } catch (error) {
        throw withoutVisitorData(error);
      }
      if (isFormContentType(request.headers['content-type'])) {
        return sendContactFormPage(request, reply, 200, { kind: 'sent', message: t('contact.thanks') });
      }
      return { status: 'success' as const, message: t('contact.thanks') };
    },
  );
}
