import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoints } from '@portal/shared/validation';
import { serve } from '../../src/plugins/contracts.js';

/** A test-only endpoint whose handler fails the way a bug would: the error is not the code's answer. */
export const brokenEndpoints = defineEndpoints('test', {
  broken: {
    method: 'GET',
    path: '/test/broken',
    access: 'public',
    summary: 'Fails with an unexpected error',
    hidden: true,
    responses: { 200: z.object({ status: z.literal('success') }) },
  },
});

/** Adds the failing route to an app built but not yet ready; `before` runs (and may log) before it throws. */
export function addBrokenRoute(app: FastifyInstance, before: (request: { log: FastifyInstance['log'] }) => void = () => {}): void {
  serve(app, brokenEndpoints.broken, async (request) => {
    before(request);
    throw new TypeError('a bug');
  });
}
