import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, one, openDatabase, preparedRows, rows, sql, type Database } from './client.js';
import { PgliteWorkerClient } from './pgliteWorkerClient.js';

describe('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = fromPglite(await PgliteWorkerClient.open());
    await database.db.execute(
      sql`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL UNIQUE, day date, at timestamptz, amount bigint)`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers queries with the types an in-process PGlite gives', async () => {
    await database.db.execute(sql`INSERT INTO notes (body, day, at, amount) VALUES ('a', '2026-02-28', '2026-02-28T10:00:00Z', 12345)`);
    const row = await one<{ body: string; day: string; amount: number }>(
      database.db,
      sql`SELECT body, day::text AS day, amount FROM notes WHERE body = ${'a'}`,
    );
    expect(row).toEqual({ body: 'a', day: '2026-02-28', amount: 12345 });
    const [prepared] = await preparedRows<{ n: number }>(database.db, sql`SELECT ${sql.raw('41')}::int + 1 AS n`);
    expect(prepared!.n).toBe(42);
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (body) VALUES ('committed')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (body) VALUES ('rolled back')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const bodies = await rows<{ body: string }>(database.db, sql`SELECT body FROM notes WHERE body IN ('committed', 'rolled back')`);
    expect(bodies).toEqual([{ body: 'committed' }]);
  });

  it('passes a database error through with its SQLSTATE and constraint', async () => {
    const failure = await database.db.execute(sql`INSERT INTO notes (body) VALUES ('a')`).catch((error: unknown) => error);
    // Drizzle wraps it; the database's own error is its cause, as with an in-process PGlite.
    expect((failure as Error).cause).toMatchObject({ code: '23505', constraint: 'notes_body_key' });
    const [row] = await rows<{ ok: number }>(database.db, sql`SELECT 1 AS ok`);
    expect(row!.ok).toBe(1);
  });

  it('keeps statements outside a transaction waiting until it ends, as in process', async () => {
    const order: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (body) VALUES ('inside')`);
      const outside = rows(database.db, sql`SELECT count(*)::int AS n FROM notes WHERE body = 'inside'`).then((r) => {
        order.push(`outside saw ${(r[0] as { n: number }).n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
      void outside;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    // In process, PGlite runs a statement on this thread: no timer fires until it ends.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 5000000)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });
});

describe('openDatabase', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written in the folder across a reopening', async () => {
    const first = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    await first.db.execute(sql`CREATE TABLE kept (v text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();
    const second = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    expect(await rows(second.db, sql`SELECT v FROM kept`)).toEqual([{ v: 'still here' }]);
    await second.close();
  });
});
