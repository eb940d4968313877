import type { FastifyInstance } from 'fastify';
import { createSellerPathWorker, type SellerPathWorker } from '../services/sellerPaths.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rewrites policies' seller paths after a member move: `kick()` once the move has committed. */
    sellerPaths: SellerPathWorker;
  }
}

/**
 * The seller-path worker lives with the app: the process that moved a member starts the rewrite at once,
 * and every process looks now and then for a rewrite that a stopped one left half-done.
 */
export const sellerPathsPlugin = fp(async (app: FastifyInstance) => {
  const worker = createSellerPathWorker({ db: app.db, log: app.log });
  app.decorate('sellerPaths', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
