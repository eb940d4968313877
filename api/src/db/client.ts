import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PGlite in `dir` (created when missing) unless `databaseUrl` points at a PostgreSQL server. */
export async function openDatabase(options: { databaseUrl?: string | undefined; pgliteDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  mkdirSync(options.pgliteDir, { recursive: true });
  const releaseLock = lockDirectory(options.pgliteDir);
  try {
    const client = await PGlite.create(options.pgliteDir);
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
        throw new Error(`The PGlite database ${dir} is in use by process ${pid}. Stop it first, or use DATABASE_URL (PostgreSQL).`);
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

export { sql };
