import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, inLanguage, languageOfRequest, type Language } from '../i18n/index.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in (its `portal_lang` cookie, else Accept-Language, else English). */
    language: Language;
  }
}

const LANGUAGE_HEADERS = ['Accept-Language', 'Cookie'];

function varyNames(reply: FastifyReply): string[] {
  const vary = reply.getHeader('vary');
  return String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

/**
 * Every request is answered in its language: the hooks, the schemas' checks and the handler run in an async
 * context that carries it (read by `t` and by the validation messages). The context is entered when the
 * request arrives and again once its body has been read (the body's stream events run outside it).
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOfRequest(request.headers);
    inLanguage(request.language, done);
  });
  // The answer's words depend on these: a cache must not serve one language's answer to another. Added
  // last, to whatever Vary the other plugins (CORS: Origin) have set.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const header of LANGUAGE_HEADERS)
      if (!varyNames(reply).includes(header.toLowerCase()))
        reply.header('vary', [reply.getHeader('vary'), header].filter(Boolean).join(', '));
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => inLanguage(request.language, done));
});
