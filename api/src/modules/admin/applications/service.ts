import type { ApplicationCounts, ApplicationDetails, ApplicationStatus, ApplicationSummary, OperatorActor } from '@portal/shared/admin';
import { one, rows, sql, type Db } from '../../../db/client.js';
import { badRequest, HttpError, notFound } from '../../../errors.js';
import { DEFAULT_LANGUAGE, parseLanguage, t, type Language } from '../../../i18n/index.js';
import { recordAudit } from '../../../services/audit.js';
import { decrypt } from '../../../services/crypto.js';
import { createInvite } from '../../../services/invites.js';
import { onboardingMail, rejectionMail } from '../../../services/mails.js';
import { issueNewInvite } from '../../../services/invitations.js';
import { maskAadhaar, maskPan } from '../../../services/mask.js';
import { duplicateMember, hashesOf } from '../../certification/identity.js';
import { createMember, memberByCode } from '../../../services/members.js';
import { enqueueMail } from '../../../services/outbox.js';

export interface ApplicationRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  referralId: string | null;
  reason: string;
  status: string;
  createdAt: string;
  decidedBy: string | null;
  rejectionReason: string | null;
}

/** The CLI's list: every application of a status (all when null), oldest first, with the applicant's reason. */
export function listApplications(db: Db, status: string | null = 'pending') {
  return rows<ApplicationRow>(
    db,
    sql`SELECT id, name, phone, email, referral_id AS "referralId", reason, status, created_at::text AS "createdAt",
          decided_by AS "decidedBy", rejection_reason AS "rejectionReason"
        FROM applications ${status ? sql`WHERE status = ${status}` : sql``} ORDER BY id`,
  );
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, e-mail or phone containing `q` (case-insensitive); everything without one. */
function searchCondition(q: string | undefined) {
  if (!q) return sql`TRUE`;
  const contains = `%${escapeLike(q)}%`;
  const digits = q.replace(/[\s-]/g, '');
  return sql`(name ILIKE ${contains} OR email ILIKE ${contains} OR phone LIKE ${`%${escapeLike(digits || q)}%`})`;
}

export interface ApplicationPage {
  applications: ApplicationSummary[];
  counts: ApplicationCounts;
  nextCursor: string | null;
}

/** A page of the applications of a status matching the search, newest first; the cursor is the last id shown. */
export async function searchApplications(
  db: Db,
  query: { status: ApplicationStatus; q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<ApplicationPage> {
  const search = searchCondition(query.q);
  const found = await rows<ApplicationSummary>(
    db,
    sql`SELECT id, name, email, phone, status, to_json(created_at)#>>'{}' AS "createdAt", to_json(decided_at)#>>'{}' AS "decidedAt"
        FROM applications
        WHERE status = ${query.status} AND ${search} ${query.cursor ? sql`AND id < ${Number(query.cursor)}` : sql``}
        ORDER BY id DESC LIMIT ${query.limit + 1}`,
  );
  const counted = await rows<{ status: ApplicationStatus; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM applications WHERE ${search} GROUP BY status`,
  );
  const counts: ApplicationCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const c of counted) if (c.status in counts) counts[c.status] = c.n;
  const page = found.slice(0, query.limit);
  return { applications: page, counts, nextCursor: found.length > query.limit ? String(page.at(-1)!.id) : null };
}

interface StoredApplication {
  id: number;
  name: string;
  phone: string;
  email: string;
  referralId: string | null;
  reason: string;
  status: ApplicationStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  panEnc: string | null;
  aadhaarEnc: string | null;
  memberId: number | null;
  language: string;
}

/** The application row; `lock` takes it FOR UPDATE (inside a transaction), so actions on it queue. */
async function storedApplication(db: Db, id: number, lock = false): Promise<StoredApplication> {
  const row = await one<StoredApplication>(
    db,
    sql`SELECT id, name, phone, email, referral_id AS "referralId", reason, status,
          to_json(created_at)#>>'{}' AS "createdAt", to_json(decided_at)#>>'{}' AS "decidedAt",
          decided_by AS "decidedBy", rejection_reason AS "rejectionReason",
          pan_enc AS "panEnc", aadhaar_enc AS "aadhaarEnc", member_id AS "memberId", language
        FROM applications WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw notFound(t('applications.notFound', { id }));
  return row;
}

/** The language the applicant signed up in. */
const applicantLanguage = (application: StoredApplication): Language => parseLanguage(application.language) ?? DEFAULT_LANGUAGE;

/** 409 unless the application is still pending: a decision is made once. */
function assertPending(application: StoredApplication) {
  if (application.status === 'approved') throw new HttpError(409, t('applications.alreadyApproved'));
  if (application.status === 'rejected') throw new HttpError(409, t('applications.alreadyRejected'));
}

/**
 * One application as operators see it: PAN and Aadhaar masked, and the member (not the one it became)
 * whose PAN or Aadhaar keyed hash matches its own, when there is one.
 */
export async function applicationDetails(db: Db, key: Buffer, id: number, identityHashKey?: Buffer): Promise<ApplicationDetails> {
  const application = await storedApplication(db, id);
  const member = application.memberId
    ? await one<{ coCode: string; name: string; parentCoCode: string | null; parentName: string | null; hasAccount: boolean }>(
        db,
        sql`SELECT m.co_code AS "coCode", m.name, p.co_code AS "parentCoCode", p.name AS "parentName", m.firebase_uid IS NOT NULL AS "hasAccount"
            FROM members m LEFT JOIN members p ON p.id = m.parent_id WHERE m.id = ${application.memberId}`,
      )
    : undefined;
  const { panEnc, aadhaarEnc, memberId, language: _language, ...shown } = application;
  const duplicateOf = identityHashKey
    ? await duplicateMember(db, hashesOf({ encryptionKey: key, identityHashKey }, panEnc, aadhaarEnc), memberId)
    : null;
  return {
    ...shown,
    duplicateOf,
    pan: maskPan(decrypt(key, panEnc)),
    aadhaar: maskAadhaar(decrypt(key, aadhaarEnc)),
    member: member ?? null,
    canResendInvite: application.status === 'approved' && member !== undefined && !member.hasAccount,
  };
}

/** The application's PAN and Aadhaar in full, recorded in the audit log (which names the fields, never the numbers). */
export async function revealApplication(
  db: Db,
  key: Buffer,
  actor: OperatorActor,
  id: number,
): Promise<{ pan: string | null; aadhaar: string | null }> {
  return db.transaction(async (tx) => {
    const application = await storedApplication(tx, id);
    const pan = decrypt(key, application.panEnc);
    const aadhaar = decrypt(key, application.aadhaarEnc);
    await recordAudit(tx, actor, {
      action: 'application.reveal',
      recordType: 'application',
      recordId: id,
      after: { revealed: [...(pan ? ['pan'] : []), ...(aadhaar ? ['aadhaar'] : [])], pan: maskPan(pan), aadhaar: maskAadhaar(aadhaar) },
    });
    return { pan, aadhaar };
  });
}

export interface ApprovalSettings {
  key: Buffer;
  /** With it, the member gets the numbers' keyed hashes at once (else the API fills them at its next start). */
  identityHashKey?: Buffer;
  inviteSecret: string;
  portalUrl: string;
}

/**
 * Approves a pending application under `parentCoCode`: creates the member, an invite and the onboarding
 * e-mail, and the audit entry, in one transaction. The row is locked first, so of two decisions taken at
 * once the second sees the first's outcome (409).
 */
export async function approveApplication(
  db: Db,
  settings: ApprovalSettings,
  actor: OperatorActor,
  applicationId: number,
  parentCoCode: string,
): Promise<{ memberId: number; coCode: string; token: string }> {
  return db.transaction(async (tx) => {
    const app = await storedApplication(tx, applicationId, true);
    assertPending(app);
    const parent = await memberByCode(tx, parentCoCode);
    if (!parent)
      throw badRequest(t('applications.unknownParentCode', { code: parentCoCode }), { parentCoCode: t('applications.unknownParent') });
    const member = await createMember(tx, settings.key, {
      name: app.name,
      email: app.email,
      mobile: app.phone,
      panEnc: app.panEnc,
      aadhaarEnc: app.aadhaarEnc,
      parentCoCode: parent.coCode,
      language: applicantLanguage(app),
    });
    if (settings.identityHashKey) {
      const { panHash, aadhaarHash } = hashesOf(
        { encryptionKey: settings.key, identityHashKey: settings.identityHashKey },
        app.panEnc,
        app.aadhaarEnc,
      );
      await tx.execute(sql`UPDATE members SET pan_hash = ${panHash}, aadhaar_hash = ${aadhaarHash} WHERE id = ${member.id}`);
      await tx.execute(sql`UPDATE applications SET pan_hash = ${panHash}, aadhaar_hash = ${aadhaarHash} WHERE id = ${app.id}`);
    }
    await tx.execute(
      sql`UPDATE applications SET status = 'approved', member_id = ${member.id}, decided_at = now(), decided_by = ${actor.email}
          WHERE id = ${app.id}`,
    );
    const token = await createInvite(tx, settings.inviteSecret, member.id);
    await enqueueMail(tx, onboardingMail(settings.portalUrl, app.email, app.name, member.coCode, token, applicantLanguage(app)));
    await recordAudit(tx, actor, {
      action: 'application.approve',
      recordType: 'application',
      recordId: app.id,
      before: { status: app.status, decidedBy: app.decidedBy },
      after: { status: 'approved', decidedBy: actor.email, memberCode: member.coCode, parentCoCode: parent.coCode },
    });
    return { memberId: member.id, coCode: member.coCode, token };
  });
}

/**
 * Rejects a pending application and queues the e-mail telling the applicant why, with its audit entry, in
 * one transaction (the row locked first, like an approval). A CLI rejection may have no reason: then no
 * e-mail is sent.
 */
export async function rejectApplication(db: Db, actor: OperatorActor, applicationId: number, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await storedApplication(tx, applicationId, true);
    assertPending(app);
    await tx.execute(
      sql`UPDATE applications SET status = 'rejected', decided_at = now(), decided_by = ${actor.email}, rejection_reason = ${reason}
          WHERE id = ${app.id}`,
    );
    if (reason) await enqueueMail(tx, rejectionMail(app.email, app.name, reason, applicantLanguage(app)));
    await recordAudit(tx, actor, {
      action: 'application.reject',
      recordType: 'application',
      recordId: app.id,
      before: { status: app.status, decidedBy: app.decidedBy },
      after: { status: 'rejected', decidedBy: actor.email, reason },
    });
  });
}

/**
 * A new invite and onboarding e-mail for an approved applicant who has not set a password; every earlier
 * invite of theirs stops working.
 */
export async function resendInvite(
  db: Db,
  settings: ApprovalSettings,
  actor: OperatorActor,
  applicationId: number,
): Promise<{ token: string; revoked: number }> {
  return db.transaction(async (tx) => {
    const app = await storedApplication(tx, applicationId, true);
    if (app.status !== 'approved' || !app.memberId) throw new HttpError(409, t('applications.notApproved'));
    const member = await one<{ id: number; coCode: string; name: string; email: string; firebaseUid: string | null; language: string }>(
      tx,
      sql`SELECT id, co_code AS "coCode", name, email, firebase_uid AS "firebaseUid", language FROM members WHERE id = ${app.memberId} FOR UPDATE`,
    );
    if (!member) throw new HttpError(409, t('applications.notApproved'));
    if (member.firebaseUid) throw new HttpError(409, t('applications.passwordSet'));
    const { token, revoked } = await issueNewInvite(tx, settings, member);
    await recordAudit(tx, actor, {
      action: 'application.resend_invite',
      recordType: 'application',
      recordId: app.id,
      before: { status: app.status, memberCode: member.coCode, openInvites: revoked },
      after: { status: app.status, memberCode: member.coCode, openInvites: 1, revokedInvites: revoked },
    });
    return { token, revoked };
  });
}
