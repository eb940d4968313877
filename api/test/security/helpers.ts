/** Helpers of the security tests: an emulator account per member, seeded databases, table counts. */
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { one, rows, sql, type Database, type Db } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed.js';
import { decrypt } from '../../src/services/crypto.js';
import { createFirebase } from '../../src/services/firebase.js';
import { createOperator } from '../../src/services/operators.js';
import { PROJECT_ID, signIn } from '../helpers/services.js';

export interface NetworkMember {
  id: number;
  coCode: string;
  path: string;
  name: string;
  email: string;
}

/** A per-run tag, so test files and repeated runs against one emulator never collide on e-mails. */
export const runTag = `${process.pid}-${randomBytes(3).toString('hex')}`;

export async function seededNetwork(database: Database, key: Buffer): Promise<NetworkMember[]> {
  await seedDemo(database.db, key, null);
  return rows<NetworkMember>(database.db, sql`SELECT id, co_code AS "coCode", path, name, email FROM members ORDER BY id`);
}

/**
 * Gives every member an Auth-emulator account of its own (fresh e-mail, so other test files that sign in
 * as the demo accounts are not disturbed), links it, and returns each member's ID token.
 */
let batches = 0;

export async function tokensForMembers(db: Db, members: NetworkMember[], password = 'Sweep@12345'): Promise<Map<number, string>> {
  const firebase = createFirebase(PROJECT_ID);
  const batch = ++batches;
  try {
    const tokens = new Map<number, string>();
    await Promise.all(
      members.map(async (m) => {
        const email = `sec-${runTag}-${batch}-${m.id}@security.test`;
        const user = await firebase.auth.createUser({ email, password, displayName: m.name });
        await db.execute(sql`UPDATE members SET firebase_uid = ${user.uid} WHERE id = ${m.id}`);
        tokens.set(m.id, await signIn(email, password));
      }),
    );
    return tokens;
  } finally {
    await firebase.close();
  }
}

export async function withAuth<T>(fn: (auth: Auth) => Promise<T>): Promise<T> {
  const firebase = createFirebase(PROJECT_ID);
  try {
    return await fn(firebase.auth);
  } finally {
    await firebase.close();
  }
}

/** An operator with an Auth-emulator account of its own, signed in: the headers of its requests. */
export async function signedInOperator(db: Db, email: string, password = 'Operator@12345'): Promise<Record<string, string>> {
  await withAuth((auth) => createOperator(db, auth, { email, name: 'Test Operator', password }, null));
  return { authorization: `Bearer ${await signIn(email, password)}` };
}

/** What a public endpoint can write: row counts of its tables, linked accounts and used invites. */
const MEASURES = {
  contact_messages: 'SELECT count(*) FROM contact_messages',
  applications: 'SELECT count(*) FROM applications',
  outbox: 'SELECT count(*) FROM outbox',
  members: 'SELECT count(*) FROM members',
  linked_members: 'SELECT count(*) FROM members WHERE firebase_uid IS NOT NULL',
  invites: 'SELECT count(*) FROM invites',
  used_invites: 'SELECT count(*) FROM invites WHERE used_at IS NOT NULL',
  policies: 'SELECT count(*) FROM policies',
} as const;
export type TableCounts = Record<keyof typeof MEASURES, number>;

/** All the measures in one query. */
export async function tableCounts(db: Db): Promise<TableCounts> {
  const row = await one<TableCounts>(
    db,
    sql.raw(
      `SELECT ${Object.entries(MEASURES)
        .map(([name, query]) => `(${query})::int AS ${name}`)
        .join(', ')}`,
    ),
  );
  return row!;
}

/** The plaintext identity and bank numbers of every member (to look for them where they must not be). */
export async function memberSecrets(db: Db, key: Buffer): Promise<{ pan: string[]; aadhaar: string[]; bankAccount: string[] }> {
  const list = await rows<{ pan: string | null; aadhaar: string | null; bank: string | null }>(
    db,
    sql`SELECT pan_enc AS pan, aadhaar_enc AS aadhaar, bank_account_enc AS bank FROM members`,
  );
  const plain = (v: string | null) => (v ? decrypt(key, v) : null);
  return {
    pan: [...new Set(list.map((r) => plain(r.pan)).filter((v): v is string => Boolean(v)))],
    aadhaar: [...new Set(list.map((r) => plain(r.aadhaar)).filter((v): v is string => Boolean(v)))],
    bankAccount: [...new Set(list.map((r) => plain(r.bank)).filter((v): v is string => Boolean(v)))],
  };
}

/** Runs `tasks` with at most `width` in flight. */
export async function pool<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}
