/**
 * Payout queries against real services (the Auth emulator, PGlite and PostgreSQL 15), on the seeded demo
 * network: a file of its own so that the area's tests run without the whole integration file.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { closePgliteTemplate, freshPglite, freshPostgres } from './helpers/databases.js';
import { createSuiteContext, type SuiteContext } from './helpers/context.js';
import { requirePostgres, startEmulator, startPostgres } from './helpers/services.js';
import { payoutQueriesTests } from './suites/queries.js';

let emulator: { stop: () => Promise<void> } | undefined;
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
const onPostgres = requirePostgres();

beforeAll(async () => {
  const results = await Promise.allSettled([
    startEmulator().then((e) => (emulator = e)),
    onPostgres ? startPostgres().then((p) => (postgres = p)) : Promise.resolve(undefined),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}, 240_000);
afterAll(async () => {
  await emulator?.stop();
  await postgres?.stop();
});

describe('on PGlite', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPglite());
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await closePgliteTemplate();
  });
  payoutQueriesTests(() => ctx);
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPostgres(postgres!));
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });
  payoutQueriesTests(() => ctx);
});
