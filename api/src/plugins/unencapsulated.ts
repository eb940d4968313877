import type { FastifyPluginAsync } from 'fastify';

/** What `fastify-plugin` does, without the extra dependency: decorations and hooks reach the parent scope. */
export function unencapsulated<T extends FastifyPluginAsync<never>>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
