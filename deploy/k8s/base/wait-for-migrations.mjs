// Init container of the API's pods: waits until the database has the migrations of this image (the
// last entry of api/drizzle/meta/_journal.json), which the release's migration Job applies, so a failed
// migration stops the rollout before a new pod serves. The API also migrates when it starts
// (api/src/main.ts, under an advisory lock); once the Job is done, that finds nothing to do.
//
// Runs in the API image: node /opt/portal-k8s/wait-for-migrations.mjs (DATABASE_URL from the Secret).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const API_DIR = process.env['API_DIR'] ?? '/app/api';
const POLL_MS = 2000;

/** The `when` of the newest migration in a drizzle journal: what drizzle records as `created_at`. */
export function latestMigration(journal) {
  return Math.max(...journal.entries.map((entry) => entry.when));
}

// Undefined table / schema: the migration Job has not created drizzle's bookkeeping yet.
const NOT_YET = new Set(['42P01', '3F000']);

/**
 * Whether the database has every migration up to `latest`. `query` runs SQL and returns its rows.
 * @param {(text: string) => Promise<Array<{ last: string | number | null }>>} query
 * @param {number} latest
 */
export async function migrationsApplied(query, latest) {
  try {
    const [row] = await query('SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations');
    return row?.last != null && Number(row.last) >= latest;
  } catch (error) {
    if (NOT_YET.has(/** @type {{ code?: string }} */ (error).code ?? '')) return false;
    throw error;
  }
}

async function main() {
  const journal = JSON.parse(readFileSync(`${API_DIR}/drizzle/meta/_journal.json`, 'utf8'));
  const latest = latestMigration(journal);
  // The API's own copy of pg, wherever npm placed it.
  const pg = createRequire(`${API_DIR}/package.json`)('pg');
  const started = Date.now();
  let lastReport = 0;
  for (;;) {
    const client = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    try {
      await client.connect();
      if (await migrationsApplied(async (text) => (await client.query(text)).rows, latest)) {
        console.log(`wait-for-migrations: the database has migration ${latest}`);
        return;
      }
    } catch (error) {
      console.log(`wait-for-migrations: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      console.log(`wait-for-migrations: waiting ${Math.round((Date.now() - started) / 1000)} s for migration ${latest} (the release's api-migrate Job)`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env['DATABASE_URL']) {
    console.error('wait-for-migrations: DATABASE_URL is required');
    process.exit(1);
  }
  await main();
}
