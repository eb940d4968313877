import { holdTreeSteady, one, rows, sql, type Db } from '../db/client.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { DEFAULT_LANGUAGE, t, type Language } from '../i18n/index.js';
import { encrypt } from './crypto.js';

export interface MemberRow {
  id: number;
  coCode: string;
  parentId: number | null;
  path: string;
  name: string;
  email: string;
  mobile: string | null;
  panEnc: string | null;
  aadhaarEnc: string | null;
  bankName: string | null;
  bankAccountEnc: string | null;
  firebaseUid: string | null;
}

const memberColumns = sql`id, co_code AS "coCode", parent_id AS "parentId", path, name, email, mobile,
  pan_enc AS "panEnc", aadhaar_enc AS "aadhaarEnc", bank_name AS "bankName", bank_account_enc AS "bankAccountEnc",
  firebase_uid AS "firebaseUid"`;

export function memberByUid(db: Db, uid: string) {
  return one<MemberRow>(db, sql`SELECT ${memberColumns} FROM members WHERE firebase_uid = ${uid}`);
}

export function memberByEmail(db: Db, email: string) {
  return one<MemberRow>(db, sql`SELECT ${memberColumns} FROM members WHERE email = ${email.toLowerCase()}`);
}

export function memberByCode(db: Db, coCode: string) {
  return one<MemberRow>(db, sql`SELECT ${memberColumns} FROM members WHERE co_code = ${coCode}`);
}

/** The member with `coCode` if it lies in the subtree rooted at `rootPath` (the root included). */
export function memberInSubtree(db: Db, rootPath: string, coCode: string) {
  return one<MemberRow>(db, sql`SELECT ${memberColumns} FROM members WHERE co_code = ${coCode} AND path LIKE ${likePrefix(rootPath)}`);
}

export function hasChildren(db: Db, memberId: number) {
  return one<{ has: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM members WHERE parent_id = ${memberId}) AS has`).then(
    (r) => r?.has === true,
  );
}

export function childrenOf(db: Db, memberId: number) {
  return rows<{ name: string; coCode: string; hasChildren: boolean }>(
    db,
    sql`SELECT m.name, m.co_code AS "coCode",
          EXISTS (SELECT 1 FROM members c WHERE c.parent_id = m.id) AS "hasChildren"
        FROM members m WHERE m.parent_id = ${memberId} ORDER BY m.name, m.co_code`,
  );
}

/** `LIKE` pattern matching every path that starts with `path` (paths only hold digits and slashes). */
export function likePrefix(path: string): string {
  if (!/^[/0-9]+$/.test(path)) throw new Error(`Unexpected member path ${path}`);
  return `${path}%`;
}

export interface NewMember {
  name: string;
  email: string;
  mobile?: string | null | undefined;
  pan?: string | null | undefined;
  aadhaar?: string | null | undefined;
  bankName?: string | null | undefined;
  bankAccount?: string | null | undefined;
  /** Already-encrypted values (copied from an application). */
  panEnc?: string | null | undefined;
  aadhaarEnc?: string | null | undefined;
  parentCoCode?: string | null | undefined;
  coCode?: string | undefined;
  /** Their e-mails' language (an approved applicant's: the one they signed up in); English by default. */
  language?: Language | undefined;
}

/** Inserts a member under its parent (or as a root), assigning a new coCode unless one is given. */
export async function createMember(db: Db, key: Buffer, input: NewMember): Promise<{ id: number; coCode: string; path: string }> {
  let parent: MemberRow | undefined;
  if (input.parentCoCode) {
    // The parent's path goes into the new member's: no move may change it before this commits.
    await holdTreeSteady(db);
    parent = await memberByCode(db, input.parentCoCode);
    if (!parent) throw new HttpError(404, t('members.noParent', { code: input.parentCoCode }));
  }
  const ids = await one<{ id: number; code: string }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('members', 'id'))::int AS id, nextval('member_code_seq')::int::text AS code`,
  );
  const id = ids!.id;
  const coCode = input.coCode ?? `AP${ids!.code}`;
  const path = `${parent ? parent.path : '/'}${id}/`;
  const depth = path.split('/').length - 3;
  try {
    await db.execute(sql`INSERT INTO members (id, co_code, parent_id, path, depth, name, email, mobile, pan_enc, aadhaar_enc, bank_name, bank_account_enc, language)
      VALUES (${id}, ${coCode}, ${parent?.id ?? null}, ${path}, ${depth}, ${input.name}, ${input.email.toLowerCase()}, ${input.mobile ?? null},
        ${input.panEnc ?? encrypt(key, input.pan)}, ${input.aadhaarEnc ?? encrypt(key, input.aadhaar)}, ${input.bankName ?? null},
        ${encrypt(key, input.bankAccount)}, ${input.language ?? DEFAULT_LANGUAGE})`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, t('members.exists', { email: input.email, code: coCode }));
    throw error;
  }
  return { id, coCode, path };
}
