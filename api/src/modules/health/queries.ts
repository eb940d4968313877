import { sql, type Db } from '../../db/client.js';

/** Resolves once the database has answered a trivial query; rejects when it cannot. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
