import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { databaseAnswers } from './queries.js';

export default async function healthRoutes(app: FastifyInstance) {
  serve(app, endpoints.health.health, async () => ({ status: 'ok' as const }));
  serve(app, endpoints.health.ready, async (request, reply) => {
    try {
      await databaseAnswers(app.db);
      // Said where every probe and operator looks, so that a demo stack cannot pass for a real one.
      return app.config.demoSignIn ? { status: 'ok' as const, demoSignIn: true as const } : { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'error', message: t('errors.databaseUnavailable') });
    }
  });
}
