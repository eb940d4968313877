import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { profileResponseSchema } from '@portal/shared/validation';
import { HttpError } from '../../errors.js';
import { t, type Language } from '../../i18n/index.js';
import { decrypt } from '../../services/crypto.js';
import { firebaseErrorCode } from '../../services/firebase.js';
import { consumeInvite } from '../../services/invites.js';
import { resetMail } from '../../services/mails.js';
import { maskAadhaar, maskBankAccount, maskPan } from '../../services/mask.js';
import { memberByEmail, type MemberRow } from '../../services/members.js';
import { isOperatorEmail } from '../../services/operators.js';
import { enqueueMail } from '../../services/outbox.js';
import { memberPreferences } from '../../services/preferences.js';
import { memberCertification } from '../certification/service.js';
import { createMemberAccount } from './memberAccounts.js';
import { linkSignInAccount, lockInvitedMember } from './queries.js';

type MemberProfile = z.input<typeof profileResponseSchema>['profile'];

/** The signed-in member's profile: identity and bank numbers decrypted only to be masked. */
export async function memberProfile(app: FastifyInstance, member: MemberRow): Promise<MemberProfile> {
  const key = app.config.encryptionKey;
  return {
    name: member.name,
    coCode: member.coCode,
    mobile: member.mobile,
    email: member.email,
    pan: maskPan(decrypt(key, member.panEnc)),
    aadhar: maskAadhaar(decrypt(key, member.aadhaarEnc)),
    bankName: member.bankName,
    bankAccount: maskBankAccount(decrypt(key, member.bankAccountEnc)),
    preferences: await memberPreferences(app.db, member.id),
    certification: await memberCertification(app.db, member.id),
  };
}

/**
 * Queues a password reset mail to a member who has a sign-in account, or to an operator. Unknown e-mails
 * get the same answer and no mail: no account enumeration.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, requestLanguage: Language): Promise<void> {
  const member = await memberByEmail(app.db, email);
  if (!member?.firebaseUid && !(await isOperatorEmail(app.db, email))) return;
  let link: string;
  try {
    link = await app.firebaseAuth.generatePasswordResetLink(email);
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return;
    app.log.error({ err: error }, 'generatePasswordResetLink failed');
    throw new HttpError(502, t('common:login.resetFailed'));
  }
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new HttpError(502, t('common:login.resetFailed'));
  // In the member's language; an operator's (or a member without one), the request's.
  const language = member ? (await memberPreferences(app.db, member.id)).language : requestLanguage;
  await enqueueMail(app.db, resetMail(app.config.portalUrl, email, oobCode, language));
}

/**
 * Uses an invitation: makes the member's sign-in account with their first password and links it, in one
 * transaction with the invitation's use (an account made for a transaction that fails is deleted).
 */
export async function setFirstPassword(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  invitation: { email: string; token: string; password: string },
): Promise<void> {
  const { email, token, password } = invitation;
  await app.db.transaction(async (tx) => {
    const memberId = await consumeInvite(tx, app.config.inviteSecret, token, email);
    if (memberId === null) throw new HttpError(400, t('account.invalidInvite'), { token: t('account.invalidInvite') });
    const member = await lockInvitedMember(tx, memberId);
    if (member!.firebaseUid) throw new HttpError(409, t('common:setPassword.alreadyRegistered'));
    const uid = await createMemberAccount(tx, app.firebaseAuth, log, { id: memberId, name: member!.name, email }, password);
    try {
      await linkSignInAccount(tx, memberId, uid);
    } catch (error) {
      await app.firebaseAuth.deleteUser(uid).catch(() => undefined);
      throw error;
    }
  });
}
