import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  errorResponseSchema,
  isFileBody,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@portal/shared/validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route serves: every route has one (the contracts plugin refuses any other). */
    endpoint?: Endpoint;
  }
}

/** Every error answer has the same shape, whatever the route. */
export const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 429, 500, 502, 503].map((status) => [status, errorResponseSchema]),
);

const bearer = [{ bearer: [] }];
/** For the public routes: the document says outright that they take no credentials. */
const noCredentials: { [scheme: string]: string[] }[] = [];

/**
 * What every answer of a route that is not public carries (its refusals too): it is about one signed-in
 * member or operator, so no cache may keep it, the browser's HTTP cache included (the portal keeps a
 * member's pages on the device itself, for that member only, and deletes them at Logout).
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  done(null, payload);
}

/** The request a handler of `E` gets: params, query and body as its schemas parsed them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** What a handler answers: the JSON its success schema accepts, or the reply it has sent itself (a file, another status). */
export type ContractAnswer<E extends Endpoint> = (ResponseOf<E, 'input'> extends Blob ? never : ResponseOf<E, 'input'>) | FastifyReply;

export type ContractHandler<E extends Endpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractAnswer<E>>;

/** What a route adds to its contract on the server: rate limits, a larger body, its log level. */
export type RouteExtras = Pick<RouteOptions, 'bodyLimit' | 'logLevel' | 'preHandler'> & { config?: FastifyContextConfig };

// A file's schema in the document; the handler sends a stream or a buffer past the serializer.
const fileSchema = z.custom<unknown>().meta({ type: 'string', format: 'binary' });

function responseSchemas(endpoint: Endpoint) {
  const success = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, body]) => [
      status,
      isFileBody(body) ? { description: body.description, content: { [body.file]: { schema: fileSchema } } } : body,
    ]),
  );
  return { ...errorResponses, ...success };
}

/**
 * Serves an endpoint of the contract: its method and path, the validation of its params, query and
 * body, the serialisation of its answer, who may call it (a member or an operator is checked before
 * anything else runs), whether caches may keep its answers (never, unless it is public) and its entry
 * in the OpenAPI document all come from the contract.
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>, extras: RouteExtras = {}): void {
  const onRequest = endpoint.access === 'member' ? app.requireMember : endpoint.access === 'operator' ? app.requireOperator : undefined;
  app.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    ...(endpoint.access === 'public' ? {} : { onSend: noStore }),
    config: { ...extras.config, endpoint },
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      tags: [endpoint.tag],
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      security: endpoint.access === 'public' ? noCredentials : bearer,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    handler: handler as unknown as RouteOptions['handler'],
  });
}

/** Routes that are the framework's own, not the API's: the document and its viewer, CORS's preflight. */
const FRAMEWORK_ROUTES = /^\/docs(\/|$)/;
const FRAMEWORK_METHODS = new Set(['OPTIONS', 'HEAD']);

/**
 * Refuses, when the app is built, any route that does not serve a contract: a handler cannot exist
 * without its contract, so the client, the document and the authorization sweep all know of it.
 */
export const contractsOnlyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.endpoint || FRAMEWORK_ROUTES.test(route.url) || methods.every((method) => FRAMEWORK_METHODS.has(method))) return;
      throw new Error(
        `${String(route.method)} ${route.url} has no endpoint contract: declare it in @portal/shared and serve it with serve()`,
      );
    });
  },
  { name: 'contracts-only' },
);
