import type { signupSchema } from '@portal/shared/validation';
import type { z } from 'zod';
import { one, sql, type Db } from '../db/client.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { DEFAULT_LANGUAGE, t, type Language } from '../i18n/index.js';
import { identityHash } from '../modules/certification/identity.js';
import { encrypt } from './crypto.js';
import { applicationReceivedMail } from './mails.js';
import { enqueueMail } from './outbox.js';

type Signup = z.output<typeof signupSchema>;

const alreadyRegistered = () => new HttpError(409, t('common:signup.alreadyRegistered'), { email: t('common:signup.alreadyRegistered') });

/** Stores a sign-up as a pending application; 409 when the e-mail is a member or a pending applicant. */
/** `language`: the one the applicant signed up in (their e-mails', and the member's on approval). */
/** `identityHashKey`: with it, the numbers' keyed hashes are stored too (compared with the members' at review). */
export async function submitApplication(
  db: Db,
  key: Buffer,
  input: Signup,
  language: Language = DEFAULT_LANGUAGE,
  identityHashKey?: Buffer,
): Promise<number> {
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
        sql`INSERT INTO applications (name, phone, email, pan_enc, aadhaar_enc, referral_id, reason, language, pan_hash, aadhaar_hash)
            VALUES (${input.name}, ${input.phone}, ${input.email}, ${encrypt(key, input.panNo)}, ${encrypt(key, input.aadharNo)},
              ${input.referralId ?? null}, ${input.reason}, ${language},
              ${identityHashKey ? identityHash(identityHashKey, 'pan', input.panNo) : null},
              ${identityHashKey ? identityHash(identityHashKey, 'aadhaar', input.aadharNo) : null}) RETURNING id`,
      );
      await enqueueMail(tx, applicationReceivedMail(input.email, input.name, language));
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
