import { buildApp } from './app.js';
import { indiaDate } from './clock.js';
import { configFromEnv, databaseFromEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemo } from './db/seed.js';
import { backfillIdentityHashes } from './modules/certification/identity.js';
import { createOutboxWorker } from './services/outbox.js';
import { createReminderScheduler } from './services/reminders.js';
import { positiveSetting, setting } from './settings.js';

async function main() {
  const env = process.env;
  const config = configFromEnv(env);
  const port = positiveSetting(env, 'PORT', { integer: true });
  const host = setting(env, 'HOST')!;
  const shutdownTimeoutMs = positiveSetting(env, 'SHUTDOWN_TIMEOUT_MS', { integer: true });
  const database = await openDatabase(databaseFromEnv(env));
  await database.migrate();

  const app = await buildApp({ database, config });
  const worker = createOutboxWorker({
    db: database.db,
    smtpUrl: setting(env, 'SMTP_URL')!,
    from: config.mailFrom,
    log: app.log,
    pollMs: positiveSetting(env, 'OUTBOX_POLL_MS'),
    leaseSeconds: positiveSetting(env, 'OUTBOX_LEASE_SECONDS'),
    retryBaseSeconds: positiveSetting(env, 'OUTBOX_RETRY_BASE_SECONDS'),
    retryMaxSeconds: positiveSetting(env, 'OUTBOX_RETRY_MAX_SECONDS'),
  });
  const reminders = config.remindersIntervalMs
    ? createReminderScheduler({
        db: database.db,
        portalUrl: config.portalUrl,
        intervalMs: config.remindersIntervalMs,
        today: () => indiaDate(config.now?.() ?? new Date()),
        log: app.log,
      })
    : null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request or hook that never ends would hold the close forever, and the orchestrator would kill the
    // process without a word: past the timeout it is stopped here, saying so, with a failure code.
    setTimeout(() => {
      app.log.error({ signal, shutdownTimeoutMs }, `graceful stop did not finish within ${shutdownTimeoutMs} ms: exiting`);
      process.exit(1);
    }, shutdownTimeoutMs);
    try {
      await app.close();
      await reminders?.stop();
      await worker.stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (setting(env, 'SEED_DEMO') === '1') {
    const result = await seedDemo(database.db, config.encryptionKey, app.firebaseAuth);
    app.log.info(result, result.created ? 'demo network seeded' : 'demo network already present');
    for (const account of [...DEMO_ACCOUNTS, DEMO_OPERATOR])
      console.log(`Demo sign-in (${account.role}): ${account.email} / ${account.password}`);
  }

  // Rows made before the identity hashes existed (or by a path without the key) get theirs.
  const hashed = await backfillIdentityHashes(database.db, config);
  if (hashed) app.log.info({ rows: hashed }, 'identity number hashes filled');

  worker.start();
  // After the seed, so that the demo's renewals are dated before the first run.
  reminders?.start();
  const url = await app.listen({ port, host });
  app.log.info({ url, database: database.kind }, `API listening on ${url} (docs at ${url}/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
