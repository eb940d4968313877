import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, inLanguage, languageOfRequest, type Language } from '../i18n/index.js';
import { unencapsulated } from './unencapsulated.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in (its `portal_lang` cookie, else Accept-Language, else English). */
    language: Language;
  }
}

/**
 * Every request is answered in its language: the hooks, the schemas' checks and the handler run in an async
 * context that carries it (read by `t` and by the validation messages). The context is entered when the
 * request arrives and again once its body has been read (the body's stream events run outside it).
 */
export const languagePlugin = unencapsulated(async (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOfRequest(request.headers);
    inLanguage(request.language, done);
  });
  app.addHook('preValidation', (request, _reply, done) => inLanguage(request.language, done));
});
