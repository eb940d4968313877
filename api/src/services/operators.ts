import type { Auth } from 'firebase-admin/auth';
import { one, sql, type Db } from '../db/client.js';
import { recordAudit, type OperatorActor } from './audit.js';
import { firebaseErrorCode } from './firebase.js';

/** The custom claim that makes a Firebase account an operator: checked by the API on every `/admin/*` route. */
export const OPERATOR_CLAIMS = { role: 'operator' } as const;

export interface OperatorInput {
  email: string;
  name: string;
  /** The account's password when it is created here; without one the operator uses "Forgot Password?". */
  password?: string | undefined;
}

/**
 * Makes an account an operator: its Firebase account (created when missing), the `role: operator` claim,
 * and its row in `operators` (which the login page's e-mail check and the password reset read).
 * Idempotent; audited when done by someone (the CLI).
 */
export async function createOperator(
  db: Db,
  auth: Auth,
  input: OperatorInput,
  actor: OperatorActor | null,
): Promise<{ uid: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  let uid: string;
  let created = false;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
    const account = await auth.createUser({
      email,
      displayName: input.name,
      emailVerified: true,
      ...(input.password ? { password: input.password } : {}),
    });
    uid = account.uid;
    created = true;
  }
  const existing = (await auth.getUser(uid)).customClaims ?? {};
  await auth.setCustomUserClaims(uid, { ...existing, ...OPERATOR_CLAIMS });
  await db.transaction(async (tx) => {
    const before = await one<{ email: string; name: string; firebaseUid: string | null }>(
      tx,
      sql`SELECT email, name, firebase_uid AS "firebaseUid" FROM operators WHERE email = ${email}`,
    );
    await tx.execute(sql`INSERT INTO operators (email, name, firebase_uid) VALUES (${email}, ${input.name}, ${uid})
      ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, firebase_uid = EXCLUDED.firebase_uid`);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'operator.create',
        recordType: 'operator',
        recordId: email,
        before: before ?? null,
        after: { email, name: input.name, firebaseUid: uid },
      });
    }
  });
  return { uid, created };
}

/** Whether an e-mail is an operator's (they sign in on the same login page as members). */
export async function isOperatorEmail(db: Pick<Db, 'execute'>, email: string): Promise<boolean> {
  const row = await one<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM operators WHERE email = ${email} AND firebase_uid IS NOT NULL) AS found`,
  );
  return row?.found ?? false;
}
