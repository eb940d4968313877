import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteWorkerClient, type PgliteLike } from './pgliteWorkerClient.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** How busy the database's connections are, read without a query (for /metrics). */
export type ConnectionStats = { kind: 'postgres'; total: number; idle: number; waiting: number } | { kind: 'pglite'; inFlight: number };

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Absent for a PGlite running in this thread (tests): its calls do not queue. */
  connectionStats?: () => ConnectionStats;
}

/** An in-process PGlite (tests clone one per file), or one on its own thread (`PgliteWorkerClient`). */
export function fromPglite(client: PGlite | PgliteWorkerClient): Database {
  const db = drizzlePglite({ client: client instanceof PgliteWorkerClient ? client.asPglite() : client, schema });
  statementRunners.set(db, pgliteStatements(client));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
    ...(client instanceof PgliteWorkerClient ? { connectionStats: () => ({ kind: 'pglite' as const, inFlight: client.inFlight }) } : {}),
  };
}

export function fromPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg({ client: pool, schema });
  statementRunners.set(db, postgresStatements(pool));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
    connectionStats: () => ({ kind: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Advisory lock keys of the portal (one bigint namespace per database). */
export const ADVISORY_LOCKS = { migrations: 7_346_001, demoSeed: 7_346_002, memberMove: 7_346_010 } as const;

/**
 * Holds the member tree steady until the transaction ends: a move (which takes the same lock exclusively)
 * waits for this transaction, and this one for a move under way, so a path read here is still the path
 * when the rows written with it commit. Readers need not take it.
 */
export async function holdTreeSteady(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${ADVISORY_LOCKS.memberMove})`);
}

/**
 * Drizzle's migrator takes no lock: API replicas starting together would each read the same last
 * migration and apply the next ones twice (or fail half-way on an object the other created). They queue
 * on a session advisory lock instead, held on the connection that migrates; the next one then finds
 * nothing to do. A process that dies holding it loses its connection, and with it the lock.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // After an error the session may still hold the lock: closing the connection releases it.
    client.release(broken);
  }
}

/**
 * PGlite in `dir` (created when missing) unless `databaseUrl` points at a PostgreSQL server. PGlite runs
 * on a thread of its own, so that its statements never hold up the API's event loop.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; pgliteDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  mkdirSync(options.pgliteDir, { recursive: true });
  const releaseLock = lockDirectory(options.pgliteDir);
  try {
    const client = await PgliteWorkerClient.open(options.pgliteDir);
    const database = fromPglite(client);
    return { ...database, close: () => database.close().finally(releaseLock) };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. A pid lock file
 * makes the API and the admin CLI refuse to share it.
 */
function lockDirectory(dir: string): () => void {
  const lockFile = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`The PGlite database ${dir} is in use by process ${pid}. Stop it first, or use DATABASE_URL (PostgreSQL).`, {
          cause: error,
        });
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/**
 * Prepared statements for hot reads: parsed and planned once per connection, then only executed. For the sales
 * list, planning costs about as much as running it.
 *
 * Which plan is reused matters. A statement without bind parameters has one plan, made for its literal values,
 * so build statements whose best plan depends on the values (a `LIKE 'prefix%'` on the seller path) from
 * literals (`literal`, `sql.raw` of validated numbers). Bind parameters are fine where one plan suits every
 * value (a lookup by a unique key). Statements are named by a hash of their text.
 */
type StatementRunner = (text: string, params: unknown[]) => Promise<unknown[]>;
const statementRunners = new WeakMap<object, StatementRunner>();

/** Distinct statements kept per connection; past that a PostgreSQL connection is closed (freeing them) and replaced. */
export const MAX_PREPARED_PER_CONNECTION = 200;

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

function postgresStatements(pool: pg.Pool): StatementRunner {
  const named = new WeakMap<pg.PoolClient, Set<string>>();
  return async (text, values) => {
    const name = statementName(text);
    const client = await pool.connect();
    let names = named.get(client);
    if (!names) named.set(client, (names = new Set()));
    try {
      const result = await client.query({ name, text, values });
      names.add(name);
      // Too many statements on this connection: close it once released; the pool opens a fresh one.
      client.release(names.size > MAX_PREPARED_PER_CONNECTION ? true : undefined);
      return result.rows;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
}

/** A bind value written into an EXECUTE statement (PGlite runs prepared statements through SQL). */
function executeArgument(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return literalText(value);
  throw new Error(`Unsupported prepared statement argument ${typeof value}`);
}

function pgliteStatements(client: Pick<PgliteLike, 'exec' | 'query'>): StatementRunner {
  // PGlite is one session: PREPARE once, EXECUTE after; least recently used statements are deallocated.
  const prepared = new Map<string, Promise<void>>();
  return async (text, params) => {
    const name = statementName(text);
    let ready = prepared.get(name);
    if (ready) {
      prepared.delete(name);
    } else {
      ready = client.exec(`PREPARE ${name} AS ${text}`).then(() => undefined);
      ready.catch(() => prepared.delete(name));
      if (prepared.size >= MAX_PREPARED_PER_CONNECTION) {
        const oldest = prepared.keys().next().value!;
        const dropped = prepared.get(oldest)!;
        prepared.delete(oldest);
        void dropped.then(() => client.exec(`DEALLOCATE ${oldest}`)).catch(() => undefined);
      }
    }
    prepared.set(name, ready);
    await ready;
    const args = params.length ? `(${params.map(executeArgument).join(', ')})` : '';
    return (await client.query(`EXECUTE ${name}${args}`)).rows;
  };
}

/**
 * Rows of `query`, run as a prepared statement (see above). Handles without a statement cache (a transaction)
 * run it as a plain query.
 */
export async function preparedRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const runner = statementRunners.get(db);
  if (!runner) return rows<T>(db, query);
  const compiled = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
  return (await runner(compiled.sql, compiled.params)) as T[];
}

function literalText(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in SQL literal');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A SQL string literal (an E'' string, read the same whatever standard_conforming_strings is). */
export const literal = (value: string): SQL => sql.raw(literalText(value));

export { sql };
