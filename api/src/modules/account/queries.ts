import { one, sql, type Db } from '../../db/client.js';

/** The invited member's name and sign-in account, its row locked until the transaction ends. */
export function lockInvitedMember(tx: Pick<Db, 'execute'>, memberId: number) {
  return one<{ name: string; firebaseUid: string | null }>(
    tx,
    sql`SELECT name, firebase_uid AS "firebaseUid" FROM members WHERE id = ${memberId} FOR UPDATE`,
  );
}

export async function linkSignInAccount(tx: Pick<Db, 'execute'>, memberId: number, uid: string): Promise<void> {
  await tx.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE id = ${memberId}`);
}
