import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { one, rows, sql, type Db } from '../db/client.js';

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a single-use invite; the token is `<id>.<random>.<hmac>` and only a hash of the random part is kept. */
export async function createInvite(db: Db, secret: string, memberId: number, now = new Date()): Promise<string> {
  const random = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  const row = await one<{ id: number }>(
    db,
    sql`INSERT INTO invites (member_id, secret_hash, expires_at) VALUES (${memberId}, ${hash(random)}, ${expiresAt.toISOString()}) RETURNING id`,
  );
  const payload = `${row!.id}.${random}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function parseInvite(secret: string, token: string): { id: number; random: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, random, signature] = parts as [string, string, string];
  if (!/^\d{1,9}$/.test(id)) return null;
  const expected = Buffer.from(sign(secret, `${id}.${random}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: Number(id), random };
}

/** Revokes the member's invites not yet used (a new one replaces them); returns how many. */
export async function revokeInvites(db: Db, memberId: number): Promise<number> {
  const revoked = await rows<{ id: number }>(
    db,
    sql`UPDATE invites SET revoked_at = now() WHERE member_id = ${memberId} AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
  );
  return revoked.length;
}

/**
 * Marks the invite used if it is genuine, unused, unrevoked, unexpired and belongs to `email`'s member; returns the
 * member id. Runs inside the caller's transaction so a failure later on un-uses it.
 */
export async function consumeInvite(db: Db, secret: string, token: string, email: string): Promise<number | null> {
  const parsed = parseInvite(secret, token);
  if (!parsed) return null;
  const row = await one<{ memberId: number }>(
    db,
    sql`UPDATE invites i SET used_at = now()
        FROM members m
        WHERE i.id = ${parsed.id} AND i.secret_hash = ${hash(parsed.random)} AND i.used_at IS NULL AND i.revoked_at IS NULL
          AND i.expires_at > now() AND m.id = i.member_id AND m.email = ${email.toLowerCase()}
        RETURNING i.member_id AS "memberId"`,
  );
  return row?.memberId ?? null;
}
