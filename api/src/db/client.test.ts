import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePostgres } from '../../test/helpers/services.js';
import { fromPglite, fromPostgres, literal, MAX_PREPARED_PER_CONNECTION, preparedRows, sql, type Database } from './client.js';

const tricky = ["O'Brien", 'back\\slash', "\\'; SELECT 1; --", '%_', 'नमस्ते'];

function preparedStatementTests(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads literals back exactly, quotes and backslashes included', async () => {
    for (const value of tricky) {
      const [row] = await preparedRows<{ v: string }>(database.db, sql`SELECT ${literal(value)}::text AS v`);
      expect(row!.v).toBe(value);
    }
  });

  it('passes bind parameters to a reused statement', async () => {
    for (const value of [...tricky, ...tricky]) {
      const [row] = await preparedRows<{ v: string; n: number }>(database.db, sql`SELECT ${value}::text AS v, ${7}::int AS n`);
      expect(row).toEqual({ v: value, n: 7 });
    }
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements per connection`, async () => {
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
      const [row] = await preparedRows<{ n: number }>(database.db, sql`SELECT ${sql.raw(String(i))}::int AS n`);
      expect(row!.n).toBe(i);
    }
    const [row] = await preparedRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM pg_prepared_statements`);
    expect(row!.count).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
  });

  it('reports SQL errors and keeps working', async () => {
    await expect(preparedRows(database.db, sql`SELECT 1 / ${sql.raw('0')} AS boom`)).rejects.toThrow(/division by zero/);
    const [row] = await preparedRows<{ ok: number }>(database.db, sql`SELECT 1 AS ok`);
    expect(row!.ok).toBe(1);
  });
}

describe('prepared statements on PGlite', () => {
  preparedStatementTests(async () => fromPglite(await PGlite.create()));
});

// The API project's global setup names its PostgreSQL server in TEST_POSTGRES_URL whenever there is one.
describe.runIf(requirePostgres())('prepared statements on PostgreSQL (one pooled connection)', () => {
  preparedStatementTests(async () => fromPostgres(process.env['TEST_POSTGRES_URL']!, 1));
});
