/**
 * Generates the benchmark dataset: `npm run bench:generate -w api` (BENCH_MEMBERS, BENCH_POLICIES, BENCH_TREE,
 * BENCH_VERIFY=1 to compare the ledger and rollups with the migrations' rebuild queries; DATABASE_URL or PGLITE_DIR).
 */
import path from 'node:path';
import { repoRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { generateDataset, type TreeShape } from './dataset.js';

const tree = process.env['BENCH_TREE'] as TreeShape | undefined;
if (tree && tree !== 'six' && tree !== 'skewed') throw new Error('BENCH_TREE must be six or skewed');
const database = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'],
  pgliteDir: process.env['PGLITE_DIR'] ?? path.join(repoRoot, '.data', 'bench-pglite'),
});
try {
  await database.migrate();
  await generateDataset(database, {
    members: Number(process.env['BENCH_MEMBERS'] ?? 10_000),
    policies: Number(process.env['BENCH_POLICIES'] ?? 1_000_000),
    tree,
    verify: process.env['BENCH_VERIFY'] === '1',
    log: (m) => console.log(`[${database.kind}] ${m}`),
  });
} finally {
  await database.close();
}
