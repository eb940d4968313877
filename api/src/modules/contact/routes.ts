import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { endpoints, errorResponseSchema, messageResponseSchema } from '@portal/shared/validation';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { contactFormFields, FORM_CONTENT_TYPE, isFormContentType, sendContactFormPage } from '../../services/contactFormPage.js';
import { publicLimit } from '../publicLimit.js';
import { storeContactMessage } from './service.js';

/** In English (the tests' expectations); answers are written in the request's language. */
export const CONTACT_THANKS = t('contact.thanks');

const htmlPage = z.string().describe('HTML result page, for a form post (application/x-www-form-urlencoded)');
/** A JSON answer, or for a form post the same outcome as an HTML page. */
const jsonOrPage = (schema: z.ZodType) => ({
  content: { 'application/json': { schema }, 'text/html': { schema: htmlPage } },
});

/**
 * The form post's place in the document: the contract says what the JSON caller sends and gets; the
 * urlencoded body and the HTML pages answered to it are this route's alone.
 */
function documentFormPost(route: RouteOptions): void {
  if (route.config?.endpoint !== endpoints.contact.contactUs || !route.schema) return;
  const response = route.schema.response as Record<string, unknown>;
  route.schema = {
    ...route.schema,
    consumes: ['application/json', FORM_CONTENT_TYPE],
    response: {
      ...response,
      200: jsonOrPage(messageResponseSchema),
      400: jsonOrPage(errorResponseSchema),
      413: jsonOrPage(errorResponseSchema),
      429: jsonOrPage(errorResponseSchema),
      500: jsonOrPage(errorResponseSchema),
    },
  };
}

export default async function contactRoutes(app: FastifyInstance) {
  // The landing page's form posted natively (JavaScript not running): urlencoded fields in the shape of
  // the JSON body, validated by the same schema. Only this plugin's route accepts it.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit }, (_request, body, done) => {
    done(null, contactFormFields(body as string));
  });
  app.addHook('onRoute', documentFormPost);

  serve(
    app,
    endpoints.contact.contactUs,
    async (request, reply) => {
      await storeContactMessage(app.db, app.config.contactInbox, request.body);
      if (isFormContentType(request.headers['content-type'])) {
        return sendContactFormPage(request, reply, 200, { kind: 'sent', message: t('contact.thanks') });
      }
      return { status: 'success' as const, message: t('contact.thanks') };
    },
    { config: publicLimit(app) },
  );
}
