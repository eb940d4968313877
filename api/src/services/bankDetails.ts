import type { Auth } from 'firebase-admin/auth';
import type { BankAccountView, BankChange, PayoutAccount } from '@portal/shared/validation';
import type { AdminBankChange, MemberContactInput } from '@portal/shared/admin';
import { one, rows, sql, type Db } from '../db/client.js';
import { HttpError, isUniqueViolation, notFound } from '../errors.js';
import { t } from '../i18n/index.js';
import { recordAudit, type OperatorActor } from './audit.js';
import { decrypt, encrypt } from './crypto.js';
import { firebaseErrorCode } from './firebase.js';
import { checkIfsc } from './ifsc.js';
import { bankChangeMail, contactChangeMail } from './mails.js';
import { isOperatorEmail } from './operators.js';
import { enqueueMail } from './outbox.js';
import { memberPreferences } from './preferences.js';

/** `••••1234`: the one way an account number leaves the database. */
export const maskLast4 = (last4: string) => `••••${last4}`;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const changeColumns = sql`c.id, c.holder_name AS "holderName", c.account_last4 AS "last4", c.ifsc, c.bank_name AS "bankName", c.status,
  ${iso('c.requested_at')} AS "requestedAt", ${iso('c.decided_at')} AS "decidedAt", c.reason`;

interface ChangeRow extends Omit<BankChange, 'account'> {
  last4: string;
}

const changeView = ({ last4, ...row }: ChangeRow): BankChange => ({ ...row, account: maskLast4(last4) });

interface CurrentRow {
  holderName: string | null;
  accountEnc: string | null;
  ifsc: string | null;
  bankName: string | null;
}

/**
 * The members row holds the account payouts use: the one given at onboarding, or the last one approved
 * (holder and IFSC are known only for those).
 */
const currentColumns = sql`m.bank_holder AS "holderName", m.bank_ifsc AS ifsc, m.bank_name AS "bankName", m.bank_account_enc AS "accountEnc"`;

function currentView(key: Buffer, row: CurrentRow | undefined): BankAccountView | null {
  const digits = decrypt(key, row?.accountEnc)?.replace(/\D/g, '');
  if (!row || !digits) return null;
  return { holderName: row.holderName, account: maskLast4(digits.slice(-4)), ifsc: row.ifsc, bankName: row.bankName };
}

/** The payout account of a member (masked), the one payouts and statements use; null if none. */
export async function approvedAccount(db: Pick<Db, 'execute'>, key: Buffer, memberId: number): Promise<BankAccountView | null> {
  return currentView(key, await one<CurrentRow>(db, sql`SELECT ${currentColumns} FROM members m WHERE m.id = ${memberId}`));
}

export async function payoutAccount(db: Pick<Db, 'execute'>, key: Buffer, memberId: number): Promise<PayoutAccount> {
  const [current, pending] = await Promise.all([
    approvedAccount(db, key, memberId),
    one<ChangeRow>(db, sql`SELECT ${changeColumns} FROM bank_account_changes c WHERE c.member_id = ${memberId} AND c.status = 'pending'`),
  ]);
  return { current, pending: pending ? changeView(pending) : null };
}

/** The IFSC against the shipped table: a 400 naming the field when its bank or branch is unknown. */
function bankOf(ifsc: string): string {
  const check = checkIfsc(ifsc);
  if (check.ok) return check.bankName;
  const message =
    check.reason === 'bank' ? t('bank.unknownBank', { code: ifsc.slice(0, 4) }) : t('bank.unknownBranch', { bank: ifsc.slice(0, 4), ifsc });
  throw new HttpError(400, message, { ifsc: message });
}

export interface RequestingMember {
  id: number;
  coCode: string;
  name: string;
  email: string;
  firebaseUid: string | null;
}

/**
 * The member asks for a new payout account: kept as a change waiting for an operator (replacing one that
 * waited), audited under the member's own account, and e-mailed to the member's address on file.
 */
export async function requestBankChange(
  db: Db,
  key: Buffer,
  member: RequestingMember,
  input: { holderName: string; accountNumber: string; ifsc: string },
): Promise<PayoutAccount> {
  const bankName = bankOf(input.ifsc);
  const last4 = input.accountNumber.slice(-4);
  const account = { account: maskLast4(last4), bank: bankName, ifsc: input.ifsc };
  const { language } = await memberPreferences(db, member.id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM bank_account_changes WHERE member_id = ${member.id} AND status = 'pending'`);
    const row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO bank_account_changes (member_id, holder_name, account_enc, account_last4, ifsc, bank_name)
          VALUES (${member.id}, ${input.holderName}, ${encrypt(key, input.accountNumber)}, ${last4}, ${input.ifsc}, ${bankName}) RETURNING id`,
    );
    await recordAudit(
      tx,
      { uid: member.firebaseUid ?? 'member', email: member.email },
      {
        action: 'member.bank_change_request',
        recordType: 'member',
        recordId: member.coCode,
        after: { change: row!.id, holderName: input.holderName, ...account },
      },
    );
    await enqueueMail(tx, bankChangeMail(member.email, member.name, { kind: 'requested', account }, language));
  });
  return payoutAccount(db, key, member.id);
}

/** A change with whose it is and the account it replaces (the members row; before an approval, or as approved). */
const adminChangeColumns = sql`${changeColumns}, m.co_code AS "coCode", m.name AS "memberName",
  m.bank_holder AS "prevHolder", m.bank_ifsc AS "prevIfsc", m.bank_name AS "prevBankName", m.bank_account_enc AS "prevAccountEnc"`;

interface AdminChangeRow extends ChangeRow {
  coCode: string;
  memberName: string;
  prevHolder: string | null;
  prevIfsc: string | null;
  prevBankName: string | null;
  prevAccountEnc: string | null;
}

const adminView =
  (key: Buffer, previous?: BankAccountView | null) =>
  ({ coCode, memberName, prevHolder, prevIfsc, prevBankName, prevAccountEnc, ...row }: AdminChangeRow): AdminBankChange => ({
    ...changeView(row),
    coCode,
    memberName,
    previous:
      previous !== undefined
        ? previous
        : currentView(key, { holderName: prevHolder, ifsc: prevIfsc, bankName: prevBankName, accountEnc: prevAccountEnc }),
  });

/** The changes waiting for an operator, oldest first. */
export async function pendingBankChanges(db: Pick<Db, 'execute'>, key: Buffer): Promise<AdminBankChange[]> {
  const list = await rows<AdminChangeRow>(
    db,
    sql`SELECT ${adminChangeColumns} FROM bank_account_changes c JOIN members m ON m.id = c.member_id
        WHERE c.status = 'pending' ORDER BY c.requested_at, c.id LIMIT 200`,
  );
  return list.map(adminView(key));
}

/**
 * An operator approves (the account becomes the member's payout account) or rejects (with a reason) a
 * waiting change; audited with the accounts masked, and e-mailed to the member's address on file.
 */
export async function decideBankChange(
  db: Db,
  key: Buffer,
  actor: OperatorActor,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<AdminBankChange> {
  let replaced: BankAccountView | null = null;
  await db.transaction(async (tx) => {
    const change = await one<AdminChangeRow & { memberId: number; accountEnc: string; email: string }>(
      tx,
      sql`SELECT ${adminChangeColumns}, c.member_id AS "memberId", c.account_enc AS "accountEnc", m.email
          FROM bank_account_changes c JOIN members m ON m.id = c.member_id WHERE c.id = ${id} FOR UPDATE OF c, m`,
    );
    if (!change) throw notFound(t('bank.changeNotFound', { id }));
    if (change.status !== 'pending') throw new HttpError(409, t('bank.changeDecided', { id, status: change.status }));
    const view = adminView(key)(change);
    replaced = view.previous;
    const status = decision.approve ? 'approved' : 'rejected';
    await tx.execute(
      sql`UPDATE bank_account_changes SET status = ${status}, decided_at = now(), decided_by = ${actor.email},
            reason = ${decision.approve ? null : decision.reason} WHERE id = ${id}`,
    );
    if (decision.approve) {
      await tx.execute(
        sql`UPDATE members SET bank_holder = ${change.holderName}, bank_ifsc = ${change.ifsc}, bank_name = ${change.bankName},
              bank_account_enc = ${change.accountEnc} WHERE id = ${change.memberId}`,
      );
    }
    const masked = (account: BankAccountView | null) =>
      account && { holderName: account.holderName, account: account.account, ifsc: account.ifsc, bankName: account.bankName };
    await recordAudit(tx, actor, {
      action: decision.approve ? 'member.bank_change_approve' : 'member.bank_change_reject',
      recordType: 'member',
      recordId: change.coCode,
      before: { change: id, account: masked(view.previous) },
      after: decision.approve ? { change: id, account: masked(view) } : { change: id, rejected: masked(view), reason: decision.reason },
    });
    const account = { account: view.account, bank: view.bankName, ifsc: view.ifsc };
    const { language } = await memberPreferences(tx, change.memberId);
    await enqueueMail(
      tx,
      bankChangeMail(
        change.email,
        change.memberName,
        decision.approve ? { kind: 'approved', account } : { kind: 'rejected', account, reason: decision.reason },
        language,
      ),
    );
  });
  const decided = await one<AdminChangeRow>(
    db,
    sql`SELECT ${adminChangeColumns} FROM bank_account_changes c JOIN members m ON m.id = c.member_id WHERE c.id = ${id}`,
  );
  return adminView(key, replaced)(decided!);
}

/**
 * An operator corrects a member's mobile and/or e-mail, audited and e-mailed to the old address and the
 * new one. A member who signs in has the e-mail of their identity account changed with it, in the same
 * transaction: if the identity service refuses, nothing changes; the e-mail is never one another member
 * or an operator uses.
 */
export async function correctMemberContact(
  db: Db,
  auth: Auth,
  actor: OperatorActor,
  code: string,
  input: MemberContactInput,
): Promise<void> {
  const emailInUse = () => new HttpError(409, t('bank.emailInUse'), { email: t('bank.emailInUse') });
  try {
    await db.transaction(async (tx) => {
      const m = await one<{ id: number; name: string; email: string; mobile: string | null; firebaseUid: string | null }>(
        tx,
        sql`SELECT id, name, email, mobile, firebase_uid AS "firebaseUid" FROM members WHERE co_code = ${code} FOR UPDATE`,
      );
      if (!m) throw notFound(t('members.notFound', { code }));
      const email = input.email ?? m.email;
      const mobile = input.mobile ?? m.mobile;
      if (email === m.email && mobile === m.mobile)
        throw new HttpError(400, t('bank.sameContact'), { [input.email ? 'email' : 'mobile']: t('bank.sameContact') });
      if (email !== m.email && (await isOperatorEmail(tx, email))) throw emailInUse();
      await tx.execute(sql`UPDATE members SET email = ${email}, mobile = ${mobile} WHERE id = ${m.id}`);
      await recordAudit(tx, actor, {
        action: 'member.contact_correct',
        recordType: 'member',
        recordId: code,
        before: { mobile: m.mobile, email: m.email },
        after: { mobile, email },
      });
      const { language } = await memberPreferences(tx, m.id);
      const contact = { mobile: mobile ?? '—', email };
      await enqueueMail(tx, contactChangeMail(m.email, m.name, contact, language));
      if (email !== m.email) await enqueueMail(tx, contactChangeMail(email, m.name, contact, language));
      // Last, so that a refusal leaves the row as it was; the transaction commits right after.
      if (email !== m.email && m.firebaseUid) {
        try {
          await auth.updateUser(m.firebaseUid, { email });
        } catch (error) {
          if (firebaseErrorCode(error) === 'auth/email-already-exists') throw emailInUse();
          throw error;
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
