import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field of every log line of a request that carries its ID. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** What an incoming X-Request-Id may be: an ID, not text that could forge or split a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** W3C Trace Context: version-traceid-parentid-flags; an all-zero trace ID and version ff are invalid. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value?.trim());

/** The trace ID of a valid `traceparent`, else undefined. */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return undefined;
  const [, version, traceId, parentId] = match as unknown as [string, string, string, string];
  if (version === 'ff' || (version === '00' && match[5] !== undefined)) return undefined;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return traceId;
}

/**
 * The request's ID (Fastify's `genReqId`): the caller's X-Request-Id when it is a plausible ID, else the
 * trace ID of its `traceparent`, else a new UUID. So one ID follows a request from the gateway or the
 * browser through the API's log lines, and back in the answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = single(request.headers[REQUEST_ID_HEADER]);
  if (given && ACCEPTED_ID.test(given)) return given;
  return traceIdOf(single(request.headers['traceparent'])) ?? randomUUID();
}

/** Every answer carries its request's ID, errors, 404s, rate-limit answers and CORS preflights included. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
