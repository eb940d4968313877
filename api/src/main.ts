import path from 'node:path';
import { buildApp } from './app.js';
import { indiaDate } from './clock.js';
import { configFromEnv, repoRoot } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, seedDemo } from './db/seed.js';
import { createOutboxWorker } from './services/outbox.js';
import { createReminderScheduler } from './services/reminders.js';

async function main() {
  const env = process.env;
  const config = configFromEnv(env);
  const port = Number(env['PORT'] ?? 4000);
  const host = env['HOST'] ?? '127.0.0.1';
  const database = await openDatabase({
    databaseUrl: env['DATABASE_URL'],
    pgliteDir: env['PGLITE_DIR'] ?? path.join(repoRoot, '.data', 'pglite'),
  });
  await database.migrate();

  const app = await buildApp({ database, config });
  const worker = createOutboxWorker({
    db: database.db,
    smtpUrl: env['SMTP_URL'] ?? 'smtp://127.0.0.1:1025',
    from: config.mailFrom,
    log: app.log,
    // Tuning knobs (tests and soak runs shorten them): poll interval, lease on claimed rows, retry back-off.
    ...numberFromEnv(env, 'OUTBOX_POLL_MS', 'pollMs'),
    ...numberFromEnv(env, 'OUTBOX_LEASE_SECONDS', 'leaseSeconds'),
    ...numberFromEnv(env, 'OUTBOX_RETRY_BASE_SECONDS', 'retryBaseSeconds'),
    ...numberFromEnv(env, 'OUTBOX_RETRY_MAX_SECONDS', 'retryMaxSeconds'),
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

  if (env['SEED_DEMO'] === '1') {
    const result = await seedDemo(database.db, config.encryptionKey, app.firebaseAuth);
    app.log.info(result, result.created ? 'demo network seeded' : 'demo network already present');
    for (const account of [...DEMO_ACCOUNTS, DEMO_OPERATOR])
      console.log(`Demo sign-in (${account.role}): ${account.email} / ${account.password}`);
  }

  worker.start();
  // After the seed, so that the demo's renewals are dated before the first run.
  reminders?.start();
  const url = await app.listen({ port, host });
  app.log.info({ url, database: database.kind }, `API listening on ${url} (docs at ${url}/docs)`);
}

function numberFromEnv<K extends string>(env: NodeJS.ProcessEnv, name: string, key: K): Partial<Record<K, number>> {
  const text = env[name];
  if (text === undefined || text === '') return {};
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return { [key]: value } as Partial<Record<K, number>>;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
