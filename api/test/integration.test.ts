/**
 * API integration tests against real services: the Firebase Auth emulator, maildev, and both PGlite and a
 * PostgreSQL 15 server. One file so the services start once; the same suites run on each database.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { closePgliteTemplate, freshPglite, freshPostgres } from './helpers/databases.js';
import { createSuiteContext, type SuiteContext } from './helpers/context.js';
import { postgresAvailable, startEmulator, startMaildev, startPostgres, type Maildev } from './helpers/services.js';
import { readEndpointTests } from './suites/readEndpoints.js';
import { writeEndpointTests } from './suites/writeEndpoints.js';

let emulator: { stop: () => Promise<void> } | undefined;
let maildev: Maildev | undefined;

beforeAll(async () => {
  [emulator, maildev] = await Promise.all([startEmulator(), startMaildev()]);
});
afterAll(async () => {
  await maildev?.stop();
  await emulator?.stop();
});

describe('on PGlite', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPglite());
  });
  afterAll(async () => {
    await ctx?.close();
    await closePgliteTemplate();
  });
  readEndpointTests(() => ctx);
  writeEndpointTests('pglite', () => ctx, () => maildev!);
});

if (!postgresAvailable) {
  console.warn('PostgreSQL suite SKIPPED: no DATABASE_URL and no binaries in /usr/lib/postgresql/15/bin');
}
describe.skipIf(!postgresAvailable)('on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let ctx: SuiteContext;
  beforeAll(async () => {
    server = await startPostgres();
    ctx = await createSuiteContext(await freshPostgres(server));
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.stop();
  });
  readEndpointTests(() => ctx);
  writeEndpointTests('postgres', () => ctx, () => maildev!);
});
