import { messages, type signupSchema } from '@portal/shared/validation';
import type { z } from 'zod';
import { one, rows, sql, type Db } from '../db/client.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { encrypt } from './crypto.js';
import { createInvite } from './invites.js';
import { onboardingMail } from './mails.js';
import { createMember } from './members.js';
import { enqueueMail } from './outbox.js';

type Signup = z.output<typeof signupSchema>;

const alreadyRegistered = () => new HttpError(409, messages.signup.alreadyRegistered, { email: messages.signup.alreadyRegistered });

/** Stores a sign-up as a pending application; 409 when the e-mail is a member or a pending applicant. */
export async function submitApplication(db: Db, key: Buffer, input: Signup): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const taken = await one<{ taken: boolean }>(
        tx,
        sql`SELECT EXISTS (SELECT 1 FROM members WHERE email = ${input.email})
             OR EXISTS (SELECT 1 FROM applications WHERE email = ${input.email} AND status = 'pending') AS taken`,
      );
      if (taken?.taken) throw alreadyRegistered();
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO applications (name, phone, email, pan_enc, aadhaar_enc, referral_id, reason)
            VALUES (${input.name}, ${input.phone}, ${input.email}, ${encrypt(key, input.panNo)}, ${encrypt(key, input.aadharNo)},
              ${input.referralId ?? null}, ${input.reason}) RETURNING id`,
      );
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

export interface ApplicationRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  referralId: string | null;
  reason: string;
  status: string;
  createdAt: string;
}

export function listApplications(db: Db, status: string | null = 'pending') {
  return rows<ApplicationRow>(
    db,
    sql`SELECT id, name, phone, email, referral_id AS "referralId", reason, status, created_at::text AS "createdAt"
        FROM applications ${status ? sql`WHERE status = ${status}` : sql``} ORDER BY id`,
  );
}

/**
 * Approves a pending application under `parentCoCode`: creates the member, an invite and the onboarding
 * e-mail in one transaction.
 */
export async function approveApplication(
  db: Db,
  settings: { key: Buffer; inviteSecret: string; portalUrl: string },
  applicationId: number,
  parentCoCode: string,
): Promise<{ memberId: number; coCode: string; token: string }> {
  return db.transaction(async (tx) => {
    const app = await one<{ id: number; name: string; phone: string; email: string; panEnc: string | null; aadhaarEnc: string | null }>(
      tx,
      sql`SELECT id, name, phone, email, pan_enc AS "panEnc", aadhaar_enc AS "aadhaarEnc"
          FROM applications WHERE id = ${applicationId} AND status = 'pending' FOR UPDATE`,
    );
    if (!app) throw new HttpError(404, `No pending application #${applicationId}`);
    const member = await createMember(tx, settings.key, {
      name: app.name,
      email: app.email,
      mobile: app.phone,
      panEnc: app.panEnc,
      aadhaarEnc: app.aadhaarEnc,
      parentCoCode,
    });
    await tx.execute(sql`UPDATE applications SET status = 'approved', member_id = ${member.id}, decided_at = now() WHERE id = ${app.id}`);
    const token = await createInvite(tx, settings.inviteSecret, member.id);
    await enqueueMail(tx, onboardingMail(settings.portalUrl, app.email, app.name, member.coCode, token));
    return { memberId: member.id, coCode: member.coCode, token };
  });
}

export async function rejectApplication(db: Db, applicationId: number): Promise<void> {
  const row = await one<{ id: number }>(
    db,
    sql`UPDATE applications SET status = 'rejected', decided_at = now() WHERE id = ${applicationId} AND status = 'pending' RETURNING id`,
  );
  if (!row) throw new HttpError(404, `No pending application #${applicationId}`);
}
