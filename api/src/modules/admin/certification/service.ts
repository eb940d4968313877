/**
 * The back office's certification: members by stage, training content and the question bank (changed,
 * never deleted), and revoking or reissuing a certificate with a reason. Every change is audited in the
 * transaction that makes it.
 */
import type {
  AdminCertificate,
  AdminQuestion,
  AdminTrainingModule,
  CertificationMember,
  CertificationMembersResponse,
  OperatorActor,
  QuestionBody,
  TrainingModuleBody,
} from '@portal/shared/admin';
import type { CertificationStage } from '@portal/shared/validation';
import type { CertificationSettings } from '../../../config.js';
import { indiaDate } from '../../../clock.js';
import { one, rows, sql, type Db } from '../../../db/client.js';
import { HttpError, notFound } from '../../../errors.js';
import { t } from '../../../i18n/index.js';
import { recordAudit } from '../../../services/audit.js';
import { attemptView, issueCertificate, memberAttempts, trainingState } from '../../certification/service.js';

type Tx = Pick<Db, 'execute'>;

// ------------------------------------------------------------------------------------------------ members

interface MemberListRow {
  id: number;
  coCode: string;
  name: string;
  stage: CertificationStage;
  trainingSeconds: number;
  attempts: number;
  lastAttemptAt: Date | string | null;
  certificateNumber: string | null;
  certifiedOn: string | null;
}

const memberListColumns = sql`m.id, m.co_code AS "coCode", m.name, m.certification_stage AS stage, m.training_seconds AS "trainingSeconds",
  a.attempts, a.last AS "lastAttemptAt", c.number AS "certificateNumber", c.issued_on::text AS "certifiedOn"`;

/** Per member: the attempt count and the latest start, and the certificate shown (valid first, else the last). */
const memberListJoins = sql`
  LEFT JOIN LATERAL (SELECT count(*)::int AS attempts, max(started_at) AS last FROM exam_attempts WHERE member_id = m.id) a ON true
  LEFT JOIN LATERAL (SELECT number, issued_on FROM certificates WHERE member_id = m.id
                     ORDER BY (revoked_at IS NULL) DESC, issued_at DESC, id DESC LIMIT 1) c ON true`;

function memberView(row: MemberListRow, settings: CertificationSettings): CertificationMember {
  return {
    coCode: row.coCode,
    name: row.name,
    stage: row.stage,
    trainingMinutes: Math.floor(row.trainingSeconds / 60),
    requiredMinutes: settings.trainingMinutes,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt === null ? null : new Date(row.lastAttemptAt).toISOString(),
    certificateNumber: row.certificateNumber,
    certifiedOn: row.certifiedOn,
  };
}

/** Members by stage (all when none), by name or code, by id a page at a time; the counts per stage of the whole network. */
export async function certificationMembers(
  db: Db,
  query: { stage?: CertificationStage | undefined; q?: string | undefined; cursor?: string | undefined; limit: number },
  settings: CertificationSettings,
): Promise<Omit<CertificationMembersResponse, 'status'>> {
  const filters = [sql`true`];
  if (query.stage) filters.push(sql`m.certification_stage = ${query.stage}`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(m.name ILIKE ${like} OR m.co_code ILIKE ${like})`);
  }
  if (query.cursor) filters.push(sql`m.id > ${Number(query.cursor)}`);
  const [found, counts] = await Promise.all([
    rows<MemberListRow>(
      db,
      sql`SELECT ${memberListColumns} FROM (SELECT * FROM members m WHERE ${sql.join(filters, sql` AND `)} ORDER BY m.id LIMIT ${query.limit + 1}) m
          ${memberListJoins} ORDER BY m.id`,
    ),
    rows<{ stage: CertificationStage; count: number }>(
      db,
      sql`SELECT certification_stage AS stage, count(*)::int AS count FROM members GROUP BY certification_stage`,
    ),
  ]);
  const page = found.slice(0, query.limit);
  const byStage = Object.fromEntries(counts.map((c) => [c.stage, c.count]));
  return {
    members: page.map((row) => memberView(row, settings)),
    counts: {
      training: byStage['training'] ?? 0,
      exam: byStage['exam'] ?? 0,
      certified: byStage['certified'] ?? 0,
      revoked: byStage['revoked'] ?? 0,
    },
    nextCursor: found.length > query.limit ? String(page[page.length - 1]!.id) : null,
  };
}

interface CertificateRow {
  id: number;
  number: string;
  memberId: number;
  issuedOn: string;
  revokedAt: Date | string | null;
  revokedReason: string | null;
  revokedBy: string | null;
  reissuedFrom: string | null;
  reissueReason: string | null;
}

const certificateColumns = sql`c.id, c.number, c.member_id AS "memberId", c.issued_on::text AS "issuedOn", c.revoked_at AS "revokedAt",
  c.revoked_reason AS "revokedReason", c.revoked_by AS "revokedBy", f.number AS "reissuedFrom", c.reissue_reason AS "reissueReason"`;

function certificateView(row: CertificateRow): AdminCertificate {
  return {
    number: row.number,
    issuedOn: row.issuedOn,
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
    revokedReason: row.revokedReason,
    revokedBy: row.revokedBy,
    reissuedFrom: row.reissuedFrom,
    reissueReason: row.reissueReason,
  };
}

/** One member's certification: the list's row, the time per module, the attempts and every certificate. */
export async function certificationMember(db: Db, code: string, settings: CertificationSettings) {
  const row = await one<MemberListRow>(db, sql`SELECT ${memberListColumns} FROM members m ${memberListJoins} WHERE m.co_code = ${code}`);
  if (!row) throw notFound(t('certification.memberNotFound'));
  const [training, attempts, certificates] = await Promise.all([
    trainingState(db, row.id, settings),
    memberAttempts(db, row.id, 200),
    rows<CertificateRow>(
      db,
      sql`SELECT ${certificateColumns} FROM certificates c LEFT JOIN certificates f ON f.id = c.reissued_from
          WHERE c.member_id = ${row.id} ORDER BY c.issued_at DESC, c.id DESC`,
    ),
  ]);
  return {
    member: memberView(row, settings),
    modules: training.modules.map((m) => ({ id: m.id, title: m.title.en, secondsDone: m.secondsDone, requiredSeconds: m.requiredSeconds })),
    attempts: attempts.map(attemptView),
    certificates: certificates.map(certificateView),
  };
}

// ------------------------------------------------------------------------------------------------ modules

const adminModuleColumns = sql`id, position, title_en AS "titleEn", title_hi AS "titleHi", body_en AS "bodyEn", body_hi AS "bodyHi",
  kind, media_url AS "mediaUrl", minimum_minutes AS "minimumMinutes", active, updated_at AS "updatedAt"`;

interface AdminModuleRow {
  id: number;
  position: number;
  titleEn: string;
  titleHi: string;
  bodyEn: string;
  bodyHi: string;
  kind: AdminTrainingModule['kind'];
  mediaUrl: string | null;
  minimumMinutes: number;
  active: boolean;
  updatedAt: Date | string;
}

const moduleView = (row: AdminModuleRow): AdminTrainingModule => ({
  id: row.id,
  position: row.position,
  title: { en: row.titleEn, hi: row.titleHi },
  body: { en: row.bodyEn, hi: row.bodyHi },
  kind: row.kind,
  mediaUrl: row.mediaUrl,
  minimumMinutes: row.minimumMinutes,
  active: row.active,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function trainingModules(db: Db): Promise<AdminTrainingModule[]> {
  return (await rows<AdminModuleRow>(db, sql`SELECT ${adminModuleColumns} FROM training_modules ORDER BY position, id`)).map(moduleView);
}

type ModuleInput = Required<Omit<TrainingModuleBody, 'mediaUrl'>> & { mediaUrl: string | null };

/** Adds a module (`id` absent) or changes one; audited as `training_module.create` / `training_module.update`. */
export async function saveTrainingModule(db: Db, id: number | null, body: ModuleInput, actor: OperatorActor, now: Date) {
  return db.transaction(async (tx) => {
    const before =
      id === null
        ? undefined
        : await one<AdminModuleRow>(tx, sql`SELECT ${adminModuleColumns} FROM training_modules WHERE id = ${id} FOR UPDATE`);
    if (id !== null && !before) throw notFound(t('certification.moduleNotFound'));
    const values = {
      position: body.position,
      titleEn: body.title.en,
      titleHi: body.title.hi,
      bodyEn: body.body.en,
      bodyHi: body.body.hi,
      kind: body.kind,
      mediaUrl: body.kind === 'text' ? null : body.mediaUrl,
      minimumMinutes: body.minimumMinutes,
      active: body.active,
    };
    const saved =
      id === null
        ? await one<AdminModuleRow>(
            tx,
            sql`INSERT INTO training_modules (position, title_en, title_hi, body_en, body_hi, kind, media_url, minimum_minutes, active, created_at, updated_at)
                VALUES (${values.position}, ${values.titleEn}, ${values.titleHi}, ${values.bodyEn}, ${values.bodyHi}, ${values.kind},
                  ${values.mediaUrl}, ${values.minimumMinutes}, ${values.active}, ${now}, ${now})
                RETURNING ${adminModuleColumns}`,
          )
        : await one<AdminModuleRow>(
            tx,
            sql`UPDATE training_modules SET position = ${values.position}, title_en = ${values.titleEn}, title_hi = ${values.titleHi},
                  body_en = ${values.bodyEn}, body_hi = ${values.bodyHi}, kind = ${values.kind}, media_url = ${values.mediaUrl},
                  minimum_minutes = ${values.minimumMinutes}, active = ${values.active}, updated_at = ${now}
                WHERE id = ${id} RETURNING ${adminModuleColumns}`,
          );
    const audited = (row: AdminModuleRow | undefined) =>
      row && { position: row.position, title: row.titleEn, kind: row.kind, minimumMinutes: row.minimumMinutes, active: row.active };
    await recordAudit(tx, actor, {
      action: id === null ? 'training_module.create' : 'training_module.update',
      recordType: 'training_module',
      recordId: saved!.id,
      before: audited(before),
      after: audited(saved),
    });
    return moduleView(saved!);
  });
}

// ---------------------------------------------------------------------------------------------- questions

const questionColumns = sql`id, text_en AS "textEn", text_hi AS "textHi", options_en AS "optionsEn", options_hi AS "optionsHi",
  correct_option AS "correctOption", active, updated_at AS "updatedAt"`;

interface QuestionRow {
  id: number;
  textEn: string;
  textHi: string;
  optionsEn: string[];
  optionsHi: string[];
  correctOption: number;
  active: boolean;
  updatedAt: Date | string;
}

const questionView = (row: QuestionRow): AdminQuestion => ({
  id: row.id,
  text: { en: row.textEn, hi: row.textHi },
  options: row.optionsEn.map((en, i) => ({ en, hi: row.optionsHi[i] ?? '' })),
  correctOption: row.correctOption,
  active: row.active,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function questionBank(db: Db, query: { active: 'true' | 'false' | 'all'; cursor?: string | undefined; limit: number }) {
  const filters = [sql`true`];
  if (query.active !== 'all') filters.push(sql`active = ${query.active === 'true'}`);
  if (query.cursor) filters.push(sql`id > ${Number(query.cursor)}`);
  const [found, active] = await Promise.all([
    rows<QuestionRow>(
      db,
      sql`SELECT ${questionColumns} FROM exam_questions WHERE ${sql.join(filters, sql` AND `)} ORDER BY id LIMIT ${query.limit + 1}`,
    ),
    one<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM exam_questions WHERE active`),
  ]);
  const page = found.slice(0, query.limit);
  return {
    questions: page.map(questionView),
    activeCount: active?.count ?? 0,
    nextCursor: found.length > query.limit ? String(page[page.length - 1]!.id) : null,
  };
}

/** A text[] literal of the options, as parameters. */
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]::text[]`;

type QuestionInput = Required<QuestionBody>;

/** Adds a question (`id` absent) or changes one; audited as `question.create` / `question.update` (without the texts' bodies). */
export async function saveQuestion(db: Db, id: number | null, body: QuestionInput, actor: OperatorActor, now: Date) {
  return db.transaction(async (tx) => {
    const before =
      id === null ? undefined : await one<QuestionRow>(tx, sql`SELECT ${questionColumns} FROM exam_questions WHERE id = ${id} FOR UPDATE`);
    if (id !== null && !before) throw notFound(t('certification.questionNotFound'));
    const en = textArray(body.options.map((o) => o.en));
    const hi = textArray(body.options.map((o) => o.hi));
    const saved =
      id === null
        ? await one<QuestionRow>(
            tx,
            sql`INSERT INTO exam_questions (text_en, text_hi, options_en, options_hi, correct_option, active, created_at, updated_at)
                VALUES (${body.text.en}, ${body.text.hi}, ${en}, ${hi}, ${body.correctOption}, ${body.active}, ${now}, ${now})
                RETURNING ${questionColumns}`,
          )
        : await one<QuestionRow>(
            tx,
            sql`UPDATE exam_questions SET text_en = ${body.text.en}, text_hi = ${body.text.hi}, options_en = ${en}, options_hi = ${hi},
                  correct_option = ${body.correctOption}, active = ${body.active}, updated_at = ${now}
                WHERE id = ${id} RETURNING ${questionColumns}`,
          );
    const audited = (row: QuestionRow | undefined) =>
      row && { text: row.textEn, options: row.optionsEn.length, correctOption: row.correctOption, active: row.active };
    await recordAudit(tx, actor, {
      action: id === null ? 'question.create' : 'question.update',
      recordType: 'question',
      recordId: saved!.id,
      before: audited(before),
      after: audited(saved),
    });
    return questionView(saved!);
  });
}

// ------------------------------------------------------------------------------------------- certificates

async function lockedCertificate(tx: Tx, number: string): Promise<CertificateRow> {
  const found = await one<CertificateRow>(
    tx,
    sql`SELECT ${certificateColumns} FROM certificates c LEFT JOIN certificates f ON f.id = c.reissued_from
        WHERE c.number = ${number} FOR UPDATE OF c`,
  );
  if (!found) throw notFound(t('certification.certificateNotFound'));
  return found;
}

async function newerOf(tx: Tx, id: number) {
  return one<{ number: string }>(tx, sql`SELECT number FROM certificates WHERE reissued_from = ${id}`);
}

const certificateAudit = (row: CertificateRow) => ({
  number: row.number,
  status: row.revokedAt ? 'revoked' : 'valid',
  issuedOn: row.issuedOn,
  ...(row.revokedReason ? { revokedReason: row.revokedReason } : {}),
});

/**
 * Revokes a certificate with the operator's reason: the member is `revoked` and the public check says so.
 * 409 when it is revoked already or was reissued (act on the newer number). Audited `certificate.revoke`.
 */
export async function revokeCertificate(db: Db, number: string, reason: string, actor: OperatorActor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockedCertificate(tx, number);
    await tx.execute(sql`SELECT 1 FROM members WHERE id = ${before.memberId} FOR UPDATE`);
    const newer = await newerOf(tx, before.id);
    if (newer) throw new HttpError(409, t('certification.superseded', { number, newer: newer.number }));
    if (before.revokedAt) throw new HttpError(409, t('certification.alreadyRevoked', { number }));
    await tx.execute(
      sql`UPDATE certificates SET revoked_at = ${now}, revoked_on = ${indiaDate(now)}, revoked_reason = ${reason}, revoked_by = ${actor.email}
          WHERE id = ${before.id}`,
    );
    await tx.execute(sql`UPDATE members SET certification_stage = 'revoked' WHERE id = ${before.memberId}`);
    const after = await lockedCertificate(tx, number);
    await recordAudit(tx, actor, {
      action: 'certificate.revoke',
      recordType: 'certificate',
      recordId: number,
      before: certificateAudit(before),
      after: { ...certificateAudit(after), reason },
    });
    return { message: t('certification.revokedDone', { number }), certificate: certificateView(after), issued: null };
  });
}

/**
 * Reissues a certificate under a new number with the operator's reason: the old number reads revoked (with
 * that reason) from today, the new one is valid from today, and the member is `certified`. Works on a
 * revoked certificate too (reinstatement). 409 when it was reissued already. Audited `certificate.reissue`.
 */
export async function reissueCertificate(db: Db, number: string, reason: string, actor: OperatorActor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockedCertificate(tx, number);
    await tx.execute(sql`SELECT 1 FROM members WHERE id = ${before.memberId} FOR UPDATE`);
    const newer = await newerOf(tx, before.id);
    if (newer) throw new HttpError(409, t('certification.superseded', { number, newer: newer.number }));
    // A member holds one valid certificate: any other still valid (the old one reinstated from) is revoked too.
    await tx.execute(
      sql`UPDATE certificates SET revoked_at = ${now}, revoked_on = ${indiaDate(now)}, revoked_reason = ${reason}, revoked_by = ${actor.email}
          WHERE member_id = ${before.memberId} AND revoked_at IS NULL`,
    );
    const issued = await issueCertificate(tx, before.memberId, now, { reissuedFrom: before.id, reason, by: actor.email });
    const after = await lockedCertificate(tx, number);
    const fresh = await lockedCertificate(tx, issued.number);
    await recordAudit(tx, actor, {
      action: 'certificate.reissue',
      recordType: 'certificate',
      recordId: number,
      before: certificateAudit(before),
      after: { ...certificateAudit(after), reissuedAs: issued.number, reason },
    });
    return {
      message: t('certification.reissuedDone', { number, newNumber: issued.number }),
      certificate: certificateView(after),
      issued: certificateView(fresh),
    };
  });
}

/**
 * Records a certificate the member earned before the portal (an insurer's own POSP training and
 * examination), valid from `issuedOn`, with the operator's reason; the member is `certified` from then, so
 * imports crediting them from that date pass. 409 when they hold a valid certificate already, 400 for a
 * date after today. Audited `certificate.record`.
 */
export async function recordEarlierCertificate(
  db: Db,
  input: { coCode: string; issuedOn: string; reason: string },
  actor: OperatorActor,
  now: Date,
) {
  if (input.issuedOn > indiaDate(now)) throw new HttpError(400, t('certification.recordedInFuture', { date: input.issuedOn }));
  return db.transaction(async (tx) => {
    const member = await one<{ id: number }>(tx, sql`SELECT id FROM members WHERE co_code = ${input.coCode} FOR UPDATE`);
    if (!member) throw notFound(t('certification.noMember', { code: input.coCode }));
    const valid = await one<{ number: string }>(
      tx,
      sql`SELECT number FROM certificates WHERE member_id = ${member.id} AND revoked_at IS NULL`,
    );
    if (valid) throw new HttpError(409, t('certification.holdsCertificate', { code: input.coCode, number: valid.number }));
    // The reason is the audit's: the certificate row keeps a reason for reissues only.
    const issued = await issueCertificate(tx, member.id, now, { issuedOn: input.issuedOn, by: actor.email });
    const after = await lockedCertificate(tx, issued.number);
    await recordAudit(tx, actor, {
      action: 'certificate.record',
      recordType: 'certificate',
      recordId: issued.number,
      before: null,
      after: { ...certificateAudit(after), reason: input.reason },
    });
    return certificateView(after);
  });
}
