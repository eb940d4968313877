/**
 * API integration tests against real services: the Firebase Auth emulator, maildev, and both PGlite and a
 * PostgreSQL 15 server. One file so the services start once; the same suites run on each database.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { closePgliteTemplate, freshPglite, freshPostgres } from './helpers/databases.js';
import { createSuiteContext, type SuiteContext } from './helpers/context.js';
import { requirePostgres, startEmulator, startMaildev, startPostgres, type Maildev } from './helpers/services.js';
import { activationTests } from './suites/activation.js';
import { adminApplicationsTests } from './suites/admin/applications.js';
import { adminAuditTests } from './suites/admin/audit.js';
import { adminCorrectionsTests } from './suites/admin/corrections.js';
import { adminImportsTests } from './suites/admin/imports.js';
import { adminInboxTests } from './suites/admin/inbox.js';
import { adminMembersTests } from './suites/admin/members.js';
import { adminPaymentsTests } from './suites/admin/payments.js';
import { insightsTests } from './suites/insights.js';
import { languageTests } from './suites/language.js';
import { payoutsPropertyTests, payoutsTests } from './suites/payouts.js';
import { readEndpointTests } from './suites/readEndpoints.js';
import { reminderTests } from './suites/reminders.js';
import { renewalsTests } from './suites/renewals.js';
import { writeEndpointTests } from './suites/writeEndpoints.js';

let emulator: { stop: () => Promise<void> } | undefined;
let maildev: Maildev | undefined;
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
const onPostgres = requirePostgres();

// All services start side by side (the emulator alone takes 15-20 s, much more on a busy machine). Each
// is recorded as soon as it is up, so afterAll stops it even when another one failed to start.
beforeAll(async () => {
  const results = await Promise.allSettled([
    startEmulator().then((e) => (emulator = e)),
    startMaildev().then((m) => (maildev = m)),
    onPostgres ? startPostgres().then((p) => (postgres = p)) : Promise.resolve(undefined),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}, 240_000);
afterAll(async () => {
  await maildev?.stop();
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
  // First: it reads the demo network as seeded (the read suite later edits policies directly).
  payoutsPropertyTests(() => ctx);
  readEndpointTests(() => ctx);
  renewalsTests(() => ctx);
  insightsTests(() => ctx);
  writeEndpointTests(
    'pglite',
    () => ctx,
    () => maildev!,
  );
  reminderTests(() => ctx);
  payoutsTests(() => ctx);
  adminApplicationsTests(
    () => ctx,
    () => maildev!,
  );
  adminMembersTests(
    () => ctx,
    () => maildev!,
  );
  activationTests(() => ctx);
  adminImportsTests(
    () => ctx,
    () => maildev!,
  );
  adminInboxTests(
    () => ctx,
    () => maildev!,
  );
  adminPaymentsTests(
    () => ctx,
    () => maildev!,
  );
  adminCorrectionsTests(() => ctx);
  adminAuditTests(
    () => ctx,
    () => maildev!,
  );
  languageTests(
    () => ctx,
    () => maildev!,
  );
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let ctx: SuiteContext;
  beforeAll(async () => {
    ctx = await createSuiteContext(await freshPostgres(postgres!));
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });
  // First: it reads the demo network as seeded (the read suite later edits policies directly).
  payoutsPropertyTests(() => ctx);
  readEndpointTests(() => ctx);
  renewalsTests(() => ctx);
  insightsTests(() => ctx);
  writeEndpointTests(
    'postgres',
    () => ctx,
    () => maildev!,
  );
  reminderTests(() => ctx);
  payoutsTests(() => ctx);
  adminApplicationsTests(
    () => ctx,
    () => maildev!,
  );
  adminMembersTests(
    () => ctx,
    () => maildev!,
  );
  activationTests(() => ctx);
  adminImportsTests(
    () => ctx,
    () => maildev!,
  );
  adminInboxTests(
    () => ctx,
    () => maildev!,
  );
  adminPaymentsTests(
    () => ctx,
    () => maildev!,
  );
  adminCorrectionsTests(() => ctx);
  adminAuditTests(
    () => ctx,
    () => maildev!,
  );
  languageTests(
    () => ctx,
    () => maildev!,
  );
});
