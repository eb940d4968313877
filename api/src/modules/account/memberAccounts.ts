import type { FastifyBaseLogger } from 'fastify';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { one, sql, type Db } from '../../db/client.js';
import { HttpError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { recordAudit } from '../../services/audit.js';
import { firebaseErrorCode } from '../../services/firebase.js';

export interface InvitedMember {
  id: number;
  name: string;
  email: string;
}

/** How often a squatted e-mail is replaced before giving up (someone re-creating it as fast as it goes). */
const REPLACE_ATTEMPTS = 3;

/** Whether a member or an operator signs in with this identity account: such an account is never replaced. */
async function accountInUse(db: Pick<Db, 'execute'>, account: UserRecord): Promise<boolean> {
  if (account.customClaims?.['role'] === 'operator') return true;
  const row = await one<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM members WHERE firebase_uid = ${account.uid})
          OR EXISTS (SELECT 1 FROM operators WHERE firebase_uid = ${account.uid} OR email = ${account.email?.toLowerCase() ?? ''}) AS used`,
  );
  return row?.used === true;
}

/**
 * Makes the invited member's sign-in account with the invite's password and returns its uid; the caller
 * links it in the same transaction as the invite is used.
 *
 * Anyone can create an identity account for any e-mail with the identity service's public sign-up call,
 * so an account for the member's e-mail may exist before the invite is used. If no member or operator
 * signs in with it, it is replaced: deleted, which ends every session it had on every API process (their
 * tokens name a uid no member has), and made anew for the member. The replacement is audited. So a valid,
 * unused invite always lets its member in, and no other path leads to a member's account.
 */
export async function createMemberAccount(
  tx: Pick<Db, 'execute'>,
  auth: Auth,
  log: FastifyBaseLogger,
  member: InvitedMember,
  password: string,
): Promise<string> {
  const replaced: string[] = [];
  for (let attempt = 0; attempt <= REPLACE_ATTEMPTS; attempt++) {
    try {
      const { uid } = await auth.createUser({ email: member.email, password, displayName: member.name, emailVerified: true });
      if (replaced.length) {
        await recordAudit(
          tx,
          { uid, email: member.email },
          {
            action: 'member.replace_account',
            recordType: 'member',
            recordId: member.id,
            before: { replacedAccounts: replaced.length },
            after: { linked: true },
          },
        );
        log.warn(
          { memberId: member.id, replaced: replaced.length },
          'replaced an identity account made for a member before its invite was used',
        );
      }
      return uid;
    } catch (error) {
      const code = firebaseErrorCode(error);
      if (code === 'auth/invalid-password')
        throw new HttpError(400, t('common:setPassword.tooShort'), { password: t('common:setPassword.tooShort') });
      if (code !== 'auth/email-already-exists') {
        log.error({ err: error }, 'createUser failed');
        throw new HttpError(502, t('common:setPassword.failed'));
      }
    }
    if (attempt === REPLACE_ATTEMPTS) break;
    const existing = await auth.getUserByEmail(member.email).catch((error: unknown) => {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    });
    if (!existing) continue;
    if (await accountInUse(tx, existing)) throw new HttpError(409, t('common:setPassword.alreadyRegistered'));
    await auth.deleteUser(existing.uid);
    replaced.push(existing.uid);
  }
  throw new HttpError(409, t('common:setPassword.alreadyRegistered'));
}
