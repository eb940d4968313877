import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@portal/shared/validation';

/** Route `config` that turns the public-endpoint rate limit on. */
export function publicLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.publicRateLimit.max, timeWindow: app.config.publicRateLimit.timeWindowMs } };
}

export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  502: errorResponseSchema,
};

export const bearer = [{ bearer: [] }];
/** For the public routes: the document says outright that they take no credentials. */
export const noAuth: { [scheme: string]: string[] }[] = [];
