import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@portal/shared/validation';
import { sql } from '../db/client.js';
import { t } from '../i18n/index.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get(apiPaths.health, { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get(apiPaths.ready, { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      // Said where every probe and operator looks, so that a demo stack cannot pass for a real one.
      return app.config.demoSignIn ? { status: 'ok', demoSignIn: true } : { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'error', message: t('errors.databaseUnavailable') });
    }
  });
}
