/**
 * Sign-ins for the bench: Auth-emulator accounts tied to the generated members (by e-mail) and an operator,
 * each answered with a real ID token.
 */
import type { Database } from '../src/db/client.js';
import { sql } from '../src/db/client.js';
import { createOperator } from '../src/services/operators.js';
import { createFirebase, firebaseErrorCode } from '../src/services/firebase.js';
import { signInWithPassword } from '../../tooling/lib/authEmulator.mjs';

export interface Emulator {
  projectId: string;
  emulatorHost: string;
  password: string;
}

const OPERATOR_EMAIL = 'bench-operator@bench.test';

/** ID tokens of the members with these e-mails (accounts created once, then reused), in the same order. */
export async function memberTokens(database: Database, emulator: Emulator, emails: string[]): Promise<string[]> {
  const firebase = createFirebase(emulator.projectId);
  try {
    for (const email of emails) {
      let uid: string;
      try {
        uid = (await firebase.auth.getUserByEmail(email)).uid;
      } catch (error) {
        if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
        uid = (await firebase.auth.createUser({ email, password: emulator.password })).uid;
      }
      await database.db.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE email = ${email}`);
    }
  } finally {
    await firebase.close();
  }
  return Promise.all(emails.map((email) => signInWithPassword(`http://${emulator.emulatorHost}`, email, emulator.password)));
}

/** An ID token of the bench's back-office operator. */
export async function operatorToken(database: Database, emulator: Emulator): Promise<string> {
  const firebase = createFirebase(emulator.projectId);
  try {
    await createOperator(database.db, firebase.auth, { email: OPERATOR_EMAIL, name: 'Bench Operator', password: emulator.password }, null);
  } finally {
    await firebase.close();
  }
  return signInWithPassword(`http://${emulator.emulatorHost}`, OPERATOR_EMAIL, emulator.password);
}
