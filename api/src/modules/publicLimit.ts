import type { FastifyInstance } from 'fastify';

/** The public endpoints' rate limit (per client, shared by every API process): a route's `config`. */
export function publicLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.publicRateLimit.max, timeWindow: app.config.publicRateLimit.timeWindowMs } };
}
