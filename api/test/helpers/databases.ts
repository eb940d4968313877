import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, type Database } from '../../src/db/client.js';
import { adminQuery, requirePostgres, startPostgres } from './services.js';

let pgliteTemplate: Promise<PGlite> | undefined;

/** A migrated PGlite, cloned from a template migrated once per test process (a fresh one costs seconds). */
export async function freshPglite(): Promise<Database> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite();
    await fromPglite(client).migrate();
    return client;
  })();
  const template = await pgliteTemplate;
  return fromPglite((await template.clone()) as PGlite);
}

export async function closePgliteTemplate() {
  if (pgliteTemplate) await (await pgliteTemplate).close();
  pgliteTemplate = undefined;
}

let pgTemplateReady: Promise<void> | undefined;
let counter = 0;

/** A migrated PostgreSQL database created from a migrated template database. */
export async function freshPostgres(server: { adminUrl: string; urlFor: (db: string) => string }): Promise<Database> {
  pgTemplateReady ??= (async () => {
    await adminQuery(server.adminUrl, 'DROP DATABASE IF EXISTS portal_test_template');
    await adminQuery(server.adminUrl, 'CREATE DATABASE portal_test_template');
    const template = fromPostgres(server.urlFor('portal_test_template'), 1);
    await template.migrate();
    await template.close();
  })();
  await pgTemplateReady;
  const name = `portal_test_${process.pid}_${++counter}`;
  await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(server.adminUrl, `CREATE DATABASE ${name} TEMPLATE portal_test_template`);
  return fromPostgres(server.urlFor(name), 5);
}

/** The engines the API's suites run on, for `describe.each`: a name to show and which engine. */
export const ENGINES = [
  ['PGlite', 'pglite'],
  ['PostgreSQL', 'postgres'],
] as const;
export type Engine = (typeof ENGINES)[number][1];

/**
 * Whether a suite on `engine` can run here (PostgreSQL needs a server or its binaries; when it has neither,
 * the suite gets a test that says so). Call it while the tests are collected.
 */
export const engineAvailable = (engine: Engine) => engine === 'pglite' || requirePostgres();

/**
 * A migrated database of `engine` for one suite, and what closes it: a clone of the PGlite template (or
 * what `pglite` opens), or a new database on the tests' PostgreSQL server.
 */
export async function suiteDatabase(
  engine: Engine,
  pglite: () => Promise<Database> = freshPglite,
): Promise<{ database: Database; close: () => Promise<void> }> {
  if (engine === 'postgres') {
    const server = await startPostgres();
    const database = await freshPostgres(server);
    return {
      database,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  }
  const database = await pglite();
  return {
    database,
    close: async () => {
      await database.close();
      await closePgliteTemplate();
    },
  };
}
