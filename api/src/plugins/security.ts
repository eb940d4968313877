import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { unencapsulated } from './unencapsulated.js';

/** CORS for the configured portal origins only, security headers, and the (opt-in per route) rate limiter. */
export const securityPlugin = unencapsulated(async (app: FastifyInstance, opts: { origins: string[] }) => {
  const allowed = new Set(opts.origins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Swagger UI at /docs needs inline styles and data: images.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // Locally the API (and /docs) is plain http; upgrading would break the docs page.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // global: false — only routes with `config.rateLimit` (or an `app.rateLimit()` hook) are limited.
  await app.register(rateLimit, { global: false });
});
