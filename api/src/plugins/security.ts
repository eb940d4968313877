import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { databaseRateLimitStore } from '../services/rateLimitStore.js';
import fp from 'fastify-plugin';

/** CORS for the configured portal origins only, security headers, and the (opt-in per route) rate limiter. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { origins: string[] }) => {
  const allowed = new Set(opts.origins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    // The request's ID, so that a screen can show it beside an error.
    exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
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
  // The counters live in the database, so that every API process on it shares one budget per client.
  const store = databaseRateLimitStore(app.db, app.log);
  app.addHook('onClose', () => store.idle());
  await app.register(rateLimit, {
    // global: false — only routes with `config.rateLimit` (or an `app.rateLimit()` hook) are limited.
    global: false,
    store: store.Store,
    // Fail open: a counter the database cannot update lets the request through (the store logs why). When the
    // database is down the forms fail on their own writes anyway; when it only falters, a few requests
    // beyond the limit cost less than refusing visitors, or an outage of the forms caused by their limiter.
    skipOnError: true,
  });
});
