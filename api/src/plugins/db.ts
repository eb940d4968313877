import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.js';
import type { AppConfig } from '../config.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
  }
}

/** Makes the database and settings available to every route; the caller owns (and closes) the database. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: Database; config: AppConfig }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('config', opts.config);
});
