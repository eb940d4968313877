/** Generates the benchmark dataset: `npm run bench:generate -w api` (BENCH_MEMBERS, BENCH_POLICIES, DATABASE_URL or PGLITE_DIR). */
import path from 'node:path';
import { repoRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { generateDataset } from './dataset.js';

const database = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'],
  pgliteDir: process.env['PGLITE_DIR'] ?? path.join(repoRoot, '.data', 'bench-pglite'),
});
try {
  await database.migrate();
  await generateDataset(database.db, {
    members: Number(process.env['BENCH_MEMBERS'] ?? 10_000),
    policies: Number(process.env['BENCH_POLICIES'] ?? 1_000_000),
    log: (m) => console.log(`[${database.kind}] ${m}`),
  });
} finally {
  await database.close();
}
