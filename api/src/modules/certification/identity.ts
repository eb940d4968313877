/**
 * Keyed hashes of identity numbers: an application's PAN and Aadhaar number are compared with every
 * member's by HMAC-SHA-256 under the identity hash key, so the comparison never needs the numbers in
 * clear and a copy of the database alone cannot be searched for a number.
 */
import { createHmac } from 'node:crypto';
import { rows, sql, type Db } from '../../db/client.js';
import { decrypt } from '../../services/crypto.js';

export type IdentityKind = 'pan' | 'aadhaar';

/** The number as written in any of its accepted forms: `abcde1234f` and `ABCDE1234F`, `1234 5678 9012` and `123456789012`. */
function canonical(kind: IdentityKind, value: string): string {
  return kind === 'pan' ? value.trim().toUpperCase() : value.replace(/\s+/g, '');
}

/** Hex HMAC of the number (the kind is part of the message, so a PAN never matches an Aadhaar number); null without one. */
export function identityHash(key: Buffer, kind: IdentityKind, value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  return createHmac('sha256', key)
    .update(`${kind}:${canonical(kind, value)}`)
    .digest('hex');
}

/** Both hashes of a row's encrypted numbers. */
export function hashesOf(keys: { encryptionKey: Buffer; identityHashKey: Buffer }, panEnc: string | null, aadhaarEnc: string | null) {
  return {
    panHash: identityHash(keys.identityHashKey, 'pan', decrypt(keys.encryptionKey, panEnc)),
    aadhaarHash: identityHash(keys.identityHashKey, 'aadhaar', decrypt(keys.encryptionKey, aadhaarEnc)),
  };
}

const BATCH = 500;

/**
 * Fills the hashes of members and applications that have numbers but no hashes yet (rows made before the
 * hashes existed, or by a path that stores only the numbers): idempotent, a batch at a time. Run at start
 * and by the seed; a migration cannot, as the key is the running API's.
 */
export async function backfillIdentityHashes(db: Db, keys: { encryptionKey: Buffer; identityHashKey: Buffer }): Promise<number> {
  let filled = 0;
  for (const table of ['members', 'applications'] as const) {
    const name = sql.raw(table);
    for (;;) {
      const pending = await rows<{ id: number; panEnc: string | null; aadhaarEnc: string | null }>(
        db,
        sql`SELECT id, pan_enc AS "panEnc", aadhaar_enc AS "aadhaarEnc" FROM ${name}
            WHERE (pan_enc IS NOT NULL AND pan_hash IS NULL) OR (aadhaar_enc IS NOT NULL AND aadhaar_hash IS NULL)
            ORDER BY id LIMIT ${BATCH}`,
      );
      if (pending.length === 0) break;
      const values = pending.map((row) => {
        const { panHash, aadhaarHash } = hashesOf(keys, row.panEnc, row.aadhaarEnc);
        return sql`(${row.id}::int, ${panHash}::text, ${aadhaarHash}::text)`;
      });
      await db.execute(
        sql`UPDATE ${name} AS t SET pan_hash = v.pan_hash, aadhaar_hash = v.aadhaar_hash
            FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, pan_hash, aadhaar_hash) WHERE t.id = v.id`,
      );
      filled += pending.length;
      if (pending.length < BATCH) break;
    }
  }
  return filled;
}

export interface DuplicateMember {
  coCode: string;
  name: string;
  matched: IdentityKind;
}

/** The member (other than `exceptMemberId`) whose PAN or Aadhaar hash is one of these, PAN first; null when none. */
export async function duplicateMember(
  db: Pick<Db, 'execute'>,
  hashes: { panHash: string | null; aadhaarHash: string | null },
  exceptMemberId: number | null,
): Promise<DuplicateMember | null> {
  if (!hashes.panHash && !hashes.aadhaarHash) return null;
  const [match] = await rows<DuplicateMember>(
    db,
    sql`SELECT co_code AS "coCode", name, CASE WHEN pan_hash = ${hashes.panHash} THEN 'pan' ELSE 'aadhaar' END AS matched
        FROM members
        WHERE (pan_hash = ${hashes.panHash} OR aadhaar_hash = ${hashes.aadhaarHash})
          AND id IS DISTINCT FROM ${exceptMemberId}::int
        ORDER BY (pan_hash = ${hashes.panHash}) DESC NULLS LAST, id LIMIT 1`,
  );
  return match ?? null;
}
