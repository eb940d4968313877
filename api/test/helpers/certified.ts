import { sql, type Db } from '../../src/db/client.js';

/**
 * Certifies members a test made (a member sells, and an import credits them, only once certified): a
 * certificate issued on `issuedOn` (long before any policy a test imports), its number from the member's id.
 */
export async function certifyForTests(db: Pick<Db, 'execute'>, memberIds: number[], issuedOn = '2000-01-03'): Promise<void> {
  if (memberIds.length === 0) return;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO certificates (number, member_id, issued_on, issued_at)
        SELECT 'POSP-2000-' || lpad(m.id::text, 8, '0'), m.id, ${issuedOn}::date, ${issuedOn}::timestamptz FROM members m
        WHERE m.id IN (${ids}) AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.member_id = m.id AND c.revoked_at IS NULL)`,
  );
  await db.execute(sql`UPDATE members SET certification_stage = 'certified' WHERE id IN (${ids})`);
}
