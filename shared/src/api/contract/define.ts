import type { z } from 'zod';

/**
 * An endpoint of the API, declared once: the API serves it (validation, types, the OpenAPI document,
 * who may call it) and every app calls it (the typed client) from this one object.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a signed-in member (a route under `:coCode` or `:soldBy` answers
 * only inside the caller's subtree), or an operator of the back office.
 */
export type Access = 'public' | 'member' | 'operator';

/** A response that is a file (a PDF, a CSV), not JSON: the client answers it as a Blob. */
export interface FileBody {
  readonly file: string;
  readonly description: string;
}

export type ResponseBody = z.ZodType | FileBody;

export interface EndpointSpec {
  readonly method: Method;
  /** Fastify's syntax: `/sales/sales/:coCode`. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  /** What the summary leaves out (the refusals an operator meets), in the OpenAPI document. */
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answers that are not errors, by status; errors all share one shape (`errorResponseSchema`). */
  readonly responses: { readonly [status: number]: ResponseBody };
  /** Left out of the OpenAPI document (the probes). */
  readonly hidden?: boolean;
}

export interface Endpoint extends EndpointSpec {
  /** The name under which it was declared: its OpenAPI operationId too. */
  readonly operationId: string;
  /** The OpenAPI tag: the area it was declared in. */
  readonly tag: string;
}

/**
 * Declares an area's endpoints; each key becomes its endpoint's operationId, the area its tag.
 * `const` keeps the schemas' own types, so the client and the handlers are typed from them.
 */
export function defineEndpoints<const Specs extends Record<string, EndpointSpec>>(
  tag: string,
  specs: Specs,
): { readonly [Name in keyof Specs & string]: Specs[Name] & { readonly operationId: Name; readonly tag: string } } {
  return Object.fromEntries(Object.entries(specs).map(([operationId, spec]) => [operationId, { ...spec, operationId, tag }])) as never;
}

type Infer<Schema, Side extends 'input' | 'output'> = Schema extends z.ZodType
  ? Side extends 'input'
    ? z.input<Schema>
    : z.output<Schema>
  : undefined;

export type ParamsOf<E extends EndpointSpec, Side extends 'input' | 'output' = 'output'> = Infer<E['params'], Side>;
export type QueryOf<E extends EndpointSpec, Side extends 'input' | 'output' = 'output'> = Infer<E['query'], Side>;
export type BodyOf<E extends EndpointSpec, Side extends 'input' | 'output' = 'output'> = Infer<E['body'], Side>;

type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
type Answer<Body, Side extends 'input' | 'output'> = Body extends z.ZodType
  ? Side extends 'input'
    ? z.input<Body>
    : z.output<Body>
  : Blob;

/** What a successful call answers: the JSON of its 2xx schema, or a Blob for a file. */
export type ResponseOf<E extends EndpointSpec, Side extends 'input' | 'output' = 'output'> = Answer<E['responses'][SuccessStatus<E>], Side>;

/** Fills `:param` segments, URL-encoding each value; throws when a parameter is missing. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `:param` segments, in order. */
export const pathParamsOf = (template: string): string[] => [...template.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** Whether a response is a file rather than JSON. */
export const isFileBody = (body: ResponseBody | undefined): body is FileBody => typeof body === 'object' && body !== null && 'file' in body;
