import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { preparedRows, rows, sql, type Db } from '../db/client.js';

/** What @fastify/rate-limit hands a store: its options, merged with a route's (`routeInfo`) for a child. */
export interface RateLimitStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** How often a process deletes expired counters, at most. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store keeping its counters in the database (`rate_limit_hits`), so that every API
 * process on it counts against one budget per route and client. A window starts at a client's first hit
 * (as in the plugin's own store); the database's clock decides when it ends, whatever the processes' clocks.
 *
 * `Store` is the class for the plugin's `store` option; `idle()` waits for a background sweep under way, for
 * the app's `onClose` before the database is closed.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let nextSweepAt = 0;
  let sweeping: Promise<void> = Promise.resolve();
  let unnamed = 0;

  const sweep = () => {
    if (Date.now() < nextSweepAt) return;
    nextSweepAt = Date.now() + SWEEP_EVERY_MS;
    sweeping = rows(db, sql`DELETE FROM rate_limit_hits WHERE expires_at <= now()`).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, 'rate limit: deleting expired counters failed'),
    );
  };

  const failed = (error: unknown, cb: Callback) => {
    log.warn({ err: error }, 'rate limit: the counter could not be read; the request is let through');
    cb(error instanceof Error ? error : new Error(String(error)));
  };

  class DatabaseStore {
    private readonly prefix: string;

    constructor(options: RateLimitStoreOptions, prefix = '') {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The database rate-limit store supports fixed windows only (no continueExceeding, no exponentialBackoff)');
      }
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      preparedRows<Counted>(
        db,
        sql`INSERT INTO rate_limit_hits AS h (key, hits, expires_at)
            VALUES (${this.prefix + key}, 1, now() + ${timeWindow}::float8 * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN h.expires_at > now() THEN h.hits + 1 ELSE 1 END,
              expires_at = CASE WHEN h.expires_at > now() THEN h.expires_at ELSE EXCLUDED.expires_at END
            RETURNING hits AS current, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl`,
      ).then(
        ([row]) => cb(null, row),
        (error: unknown) => failed(error, cb),
      );
      sweep();
    }

    /** The counter without counting a hit (the plugin's `{ increment: false }`). */
    read(key: string, cb: Callback): void {
      preparedRows<Counted>(
        db,
        sql`SELECT hits AS current, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl
            FROM rate_limit_hits WHERE key = ${this.prefix + key} AND expires_at > now()`,
      ).then(
        ([row]) => cb(null, row ?? { current: 0, ttl: 0 }),
        (error: unknown) => failed(error, cb),
      );
    }

    /**
     * One budget per route, named by method and URL, so that every process finds the same row. A limiter
     * made with `app.rateLimit()` has no route: it is numbered in the order the app makes them, the same in
     * every process running this code.
     */
    child(options: RateLimitStoreOptions): DatabaseStore {
      const { method, url } = options.routeInfo ?? {};
      const name = method && url ? `${[method].flat().join(',')} ${url}` : `limiter ${++unnamed}`;
      return new DatabaseStore(options, `${name}|`);
    }
  }

  // The plugin's types call `child`'s argument the route; it is the merged options, the route in `routeInfo`.
  return { Store: DatabaseStore as unknown as FastifyRateLimitStoreCtor, idle: () => sweeping };
}
