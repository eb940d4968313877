import { createHash } from 'node:crypto';
import type { AccountState, InviteState } from '@portal/shared/validation';
import type { OperatorActor } from '@portal/shared/admin';
import { one, sql, type Db } from '../db/client.js';
import { HttpError, notFound } from '../errors.js';
import { DEFAULT_LANGUAGE, parseLanguage, t } from '../i18n/index.js';
import { recordAudit } from './audit.js';
import { createInvite, parseInvite, revokeInvites } from './invites.js';
import { onboardingMail } from './mails.js';
import { isOperatorEmail } from './operators.js';
import { enqueueMail } from './outbox.js';

export interface InviteSettings {
  inviteSecret: string;
  portalUrl: string;
}

/** A member who may get a new set-password link: approved, no password yet. */
export interface InvitableMember {
  id: number;
  coCode: string;
  name: string;
  email: string;
  language: string;
}

/**
 * A member's own request sends nothing once SELF_INVITE_LIMIT links (the operator's included) went to them
 * within SELF_INVITE_WINDOW_MS: the public request cannot flood a mailbox, whoever types the address, yet
 * the first request right after an approval still gets its link.
 */
export const SELF_INVITE_LIMIT = 3;
export const SELF_INVITE_WINDOW_MS = 60 * 60 * 1000;

/** What the owner of `email` can do at login (the address already lower-cased). */
export async function accountState(db: Db, email: string): Promise<AccountState> {
  const row = await one<{ member: boolean; hasAccount: boolean; pending: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM members WHERE email = ${email}) AS member,
               EXISTS (SELECT 1 FROM members WHERE email = ${email} AND firebase_uid IS NOT NULL) AS "hasAccount",
               EXISTS (SELECT 1 FROM applications WHERE email = ${email} AND status = 'pending') AS pending`,
  );
  if (row?.hasAccount || (await isOperatorEmail(db, email))) return 'registered';
  if (row?.member) return 'invited';
  if (row?.pending) return 'pending';
  return 'unknown';
}

/** Every earlier link of the member stops working; a new one is e-mailed to the address on file, in their language. */
export async function issueNewInvite(
  tx: Db,
  settings: InviteSettings,
  member: InvitableMember,
): Promise<{ token: string; revoked: number }> {
  const revoked = await revokeInvites(tx, member.id);
  const token = await createInvite(tx, settings.inviteSecret, member.id);
  const language = parseLanguage(member.language) ?? DEFAULT_LANGUAGE;
  await enqueueMail(tx, onboardingMail(settings.portalUrl, member.email, member.name, member.coCode, token, language));
  return { token, revoked };
}

const invitable = (db: Db, where: ReturnType<typeof sql>) =>
  one<InvitableMember & { hasAccount: boolean }>(
    db,
    sql`SELECT id, co_code AS "coCode", name, email, language, firebase_uid IS NOT NULL AS "hasAccount"
        FROM members WHERE ${where} FOR UPDATE`,
  );

/**
 * A member's own request for a new link (from the login page or a dead link). Whatever the address, it
 * returns without saying whether a mail went out: only a member without a password gets one, within
 * SELF_INVITE_LIMIT. Returns whether one was sent, for the tests and the log.
 */
export async function requestOwnInvite(db: Db, settings: InviteSettings, email: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await invitable(tx, sql`email = ${email}`);
    if (!member || member.hasAccount) return false;
    const recent = await one<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM invites WHERE member_id = ${member.id}
            AND created_at > ${new Date(now.getTime() - SELF_INVITE_WINDOW_MS).toISOString()}`,
    );
    if ((recent?.count ?? 0) >= SELF_INVITE_LIMIT) return false;
    await issueNewInvite(tx, settings, member);
    return true;
  });
}

/** The back office's Re-send invite on a member (by code), audited. */
export async function resendMemberInvite(
  db: Db,
  settings: InviteSettings,
  actor: OperatorActor,
  code: string,
): Promise<{ token: string; revoked: number }> {
  return db.transaction(async (tx) => {
    const member = await invitable(tx, sql`co_code = ${code}`);
    if (!member) throw notFound(t('members.notFound', { code }));
    if (member.hasAccount) throw new HttpError(409, t('applications.passwordSet'));
    const result = await issueNewInvite(tx, settings, member);
    await recordAudit(tx, actor, {
      action: 'member.resend_invite',
      recordType: 'member',
      recordId: member.coCode,
      before: { openInvites: result.revoked },
      after: { openInvites: 1, revokedInvites: result.revoked },
    });
    return result;
  });
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether a set-password link can still be used by `email`'s member; a replaced link counts as expired. */
export async function inviteState(db: Db, secret: string, token: string, email: string): Promise<InviteState> {
  const parsed = parseInvite(secret, token);
  if (!parsed) return 'invalid';
  const row = await one<{ used: boolean; expired: boolean; hasAccount: boolean }>(
    db,
    sql`SELECT i.used_at IS NOT NULL AS used, (i.revoked_at IS NOT NULL OR i.expires_at <= now()) AS expired,
               m.firebase_uid IS NOT NULL AS "hasAccount"
        FROM invites i JOIN members m ON m.id = i.member_id
        WHERE i.id = ${parsed.id} AND i.secret_hash = ${hash(parsed.random)} AND m.email = ${email.toLowerCase()}`,
  );
  if (!row) return 'invalid';
  if (row.used || row.hasAccount) return 'used';
  return row.expired ? 'expired' : 'valid';
}
