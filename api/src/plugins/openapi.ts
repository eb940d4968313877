import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** OpenAPI document generated from the routes' zod schemas; UI at /docs, JSON at /docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Agent Portal API', version: '0.1.0' },
      // Relative to the document's own address (<API root>/docs/json), so it names the API root whether the
      // API is reached directly or under the gateway's /api/ prefix.
      servers: [{ url: '..', description: 'This API' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    },
    transform: jsonSchemaTransform,
    // The routes carry no base path to strip, and stripping would parse the relative server URL as absolute.
    stripBasePath: false,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
