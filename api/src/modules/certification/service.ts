/**
 * Certification of a member: training time measured by the server between heartbeats, examination
 * sittings with a deadline the server checks, and the certificate issued in the same transaction as a pass.
 */
import { randomInt } from 'node:crypto';
import type {
  CertificationStage,
  CertificationStatusResponse,
  ExamAttempt,
  ExamQuestion,
  ExamSubmit,
  MemberCertification,
  OwnCertificate,
  TrainingModule,
} from '@portal/shared/validation';
import type { CertificationSettings } from '../../config.js';
import { indiaDate } from '../../clock.js';
import { one, rows, sql, type Db } from '../../db/client.js';
import { badRequest, HttpError, notFound } from '../../errors.js';
import { t } from '../../i18n/index.js';

type Tx = Pick<Db, 'execute'>;

/** What one heartbeat may credit beyond the interval: the network's and the page's timers' slack. */
export const HEARTBEAT_GRACE_SECONDS = 5;
/** A submission this late after the deadline is still in time: the answers' trip to the server. */
export const SUBMIT_GRACE_SECONDS = 5;

// ---------------------------------------------------------------------------------------------- training

interface ModuleRow {
  id: number;
  position: number;
  titleEn: string;
  titleHi: string;
  bodyEn: string;
  bodyHi: string;
  kind: TrainingModule['kind'];
  mediaUrl: string | null;
  minimumMinutes: number;
}

const moduleColumns = sql`id, position, title_en AS "titleEn", title_hi AS "titleHi", body_en AS "bodyEn", body_hi AS "bodyHi",
  kind, media_url AS "mediaUrl", minimum_minutes AS "minimumMinutes"`;

/** The active modules in order. */
function activeModules(db: Tx): Promise<ModuleRow[]> {
  return rows<ModuleRow>(db, sql`SELECT ${moduleColumns} FROM training_modules WHERE active ORDER BY position, id`);
}

/**
 * Each module's share of the required time, in seconds: its minimum minutes in proportion to all active
 * modules' (rounded on the running total, so the shares add up to the required time exactly).
 */
export function moduleShares(modules: { id: number; minimumMinutes: number }[], requiredMinutes: number): Map<number, number> {
  const total = modules.reduce((sum, m) => sum + m.minimumMinutes, 0);
  const requiredSeconds = requiredMinutes * 60;
  const shares = new Map<number, number>();
  let weight = 0;
  let given = 0;
  for (const m of modules) {
    weight += m.minimumMinutes;
    const upTo = Math.round((requiredSeconds * weight) / total);
    shares.set(m.id, upTo - given);
    given = upTo;
  }
  return shares;
}

async function progressOf(db: Tx, memberId: number): Promise<Map<number, number>> {
  const done = await rows<{ moduleId: number; creditedMs: string | number }>(
    db,
    sql`SELECT module_id AS "moduleId", credited_ms AS "creditedMs" FROM training_progress WHERE member_id = ${memberId}`,
  );
  return new Map(done.map((d) => [d.moduleId, Number(d.creditedMs)]));
}

export interface TrainingState {
  modules: TrainingModule[];
  /** Done of each module, counted up to its share. */
  secondsDone: number;
  requiredSeconds: number;
  complete: boolean;
}

export async function trainingState(db: Tx, memberId: number, settings: CertificationSettings): Promise<TrainingState> {
  const [modules, done] = await Promise.all([activeModules(db), progressOf(db, memberId)]);
  const shares = moduleShares(modules, settings.trainingMinutes);
  const list = modules.map((m): TrainingModule => {
    const requiredSeconds = shares.get(m.id) ?? 0;
    const secondsDone = Math.floor((done.get(m.id) ?? 0) / 1000);
    return {
      id: m.id,
      position: m.position,
      title: { en: m.titleEn, hi: m.titleHi },
      body: { en: m.bodyEn, hi: m.bodyHi },
      kind: m.kind,
      mediaUrl: m.mediaUrl,
      requiredSeconds,
      secondsDone,
      complete: secondsDone >= requiredSeconds,
    };
  });
  return {
    modules: list,
    secondsDone: list.reduce((sum, m) => sum + Math.min(m.secondsDone, m.requiredSeconds), 0),
    requiredSeconds: settings.trainingMinutes * 60,
    complete: list.length > 0 && list.every((m) => m.complete),
  };
}

/** Moves a member whose training is complete from `training` to `exam` (once; never back). */
async function promoteIfTrained(tx: Tx, memberId: number, state: TrainingState, now: Date): Promise<void> {
  if (!state.complete) return;
  await tx.execute(
    sql`UPDATE members SET certification_stage = 'exam', training_done_at = ${now}
        WHERE id = ${memberId} AND certification_stage = 'training'`,
  );
}

export interface HeartbeatResult {
  creditedSeconds: number;
  active: boolean;
  module: TrainingModule;
  training: { secondsDone: number; requiredSeconds: number; complete: boolean };
}

/**
 * A heartbeat of `session` on module `moduleId`. The first heartbeat of a session opens it (crediting
 * nothing) and ends the member's other open sessions; each later one credits the time since the previous
 * heartbeat as this server measured it, at most the heartbeat interval plus a little grace; `stop` ends
 * the session after crediting. A session ended (stopped, or taken over by another) credits nothing more.
 * The member's row is locked, so two heartbeats of one member never credit the same time twice.
 */
export async function heartbeat(
  db: Db,
  memberId: number,
  input: { moduleId: number; session: string; stop: boolean },
  settings: CertificationSettings,
  now: Date,
): Promise<HeartbeatResult> {
  const capMs = (settings.heartbeatSeconds + HEARTBEAT_GRACE_SECONDS) * 1000;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM members WHERE id = ${memberId} FOR UPDATE`);
    const module = await one<{ id: number }>(tx, sql`SELECT id FROM training_modules WHERE id = ${input.moduleId} AND active`);
    if (!module) throw notFound(t('certification.moduleNotFound'));
    const session = await one<{ id: number; moduleId: number; lastBeatAt: Date | string; ended: boolean }>(
      tx,
      sql`SELECT id, module_id AS "moduleId", last_beat_at AS "lastBeatAt", ended_at IS NOT NULL AS ended
          FROM training_sessions WHERE member_id = ${memberId} AND session = ${input.session}`,
    );
    let creditedMs = 0;
    let active: boolean;
    if (!session) {
      await tx.execute(sql`UPDATE training_sessions SET ended_at = ${now} WHERE member_id = ${memberId} AND ended_at IS NULL`);
      await tx.execute(
        sql`INSERT INTO training_sessions (member_id, module_id, session, started_at, last_beat_at, ended_at)
            VALUES (${memberId}, ${input.moduleId}, ${input.session}, ${now}, ${now}, ${input.stop ? now : null})`,
      );
      active = !input.stop;
    } else if (session.moduleId !== input.moduleId) {
      throw badRequest(t('certification.sessionOfOtherModule'), { session: t('certification.sessionOfOtherModule') });
    } else if (session.ended) {
      active = false;
    } else {
      const elapsed = now.getTime() - new Date(session.lastBeatAt).getTime();
      creditedMs = Math.max(0, Math.min(elapsed, capMs));
      await tx.execute(
        sql`UPDATE training_sessions SET last_beat_at = GREATEST(last_beat_at, ${now}), heartbeats = heartbeats + 1,
              credited_ms = credited_ms + ${creditedMs}, ended_at = ${input.stop ? now : null}
            WHERE id = ${session.id}`,
      );
      if (creditedMs > 0) {
        await tx.execute(
          sql`INSERT INTO training_progress (member_id, module_id, credited_ms, updated_at)
              VALUES (${memberId}, ${input.moduleId}, ${creditedMs}, ${now})
              ON CONFLICT (member_id, module_id) DO UPDATE
                SET credited_ms = training_progress.credited_ms + EXCLUDED.credited_ms, updated_at = EXCLUDED.updated_at`,
        );
        await tx.execute(
          sql`UPDATE members SET training_seconds =
                (SELECT coalesce(sum(credited_ms), 0) / 1000 FROM training_progress WHERE member_id = ${memberId})::int
              WHERE id = ${memberId}`,
        );
      }
      active = !input.stop;
    }
    const state = await trainingState(tx, memberId, settings);
    await promoteIfTrained(tx, memberId, state, now);
    return {
      creditedSeconds: Math.floor(creditedMs / 1000),
      active,
      module: state.modules.find((m) => m.id === input.moduleId)!,
      training: { secondsDone: state.secondsDone, requiredSeconds: state.requiredSeconds, complete: state.complete },
    };
  });
}

// ------------------------------------------------------------------------------------------------ stage

/** The member's stage and the day their valid certificate was issued: what the profile carries. */
export async function memberCertification(db: Tx, memberId: number): Promise<MemberCertification> {
  const row = await one<{ stage: CertificationStage; certifiedOn: string | null }>(
    db,
    sql`SELECT m.certification_stage AS stage, c.issued_on::text AS "certifiedOn"
        FROM members m LEFT JOIN certificates c ON c.member_id = m.id AND c.revoked_at IS NULL
        WHERE m.id = ${memberId}`,
  );
  return { stage: row?.stage ?? 'training', certifiedOn: row?.certifiedOn ?? null };
}

// ------------------------------------------------------------------------------------------ examination

interface AttemptRow {
  id: number;
  questionIds: number[];
  startedAt: Date | string;
  deadline: Date | string;
  submittedAt: Date | string | null;
  outcome: ExamAttempt['outcome'];
  score: number | null;
}

const attemptColumns = sql`id, question_ids AS "questionIds", started_at AS "startedAt", deadline, submitted_at AS "submittedAt",
  outcome, score`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function attemptView(row: AttemptRow): ExamAttempt {
  return {
    id: row.id,
    startedAt: iso(row.startedAt)!,
    deadline: iso(row.deadline)!,
    submittedAt: iso(row.submittedAt),
    outcome: row.outcome,
    score: row.score,
    questionCount: row.questionIds.length,
  };
}

/** Sittings left open past their deadline (and its grace) are recorded as expired. */
async function expireLate(tx: Tx, memberId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE exam_attempts SET outcome = 'expired'
        WHERE member_id = ${memberId} AND outcome = 'open' AND deadline < ${new Date(now.getTime() - SUBMIT_GRACE_SECONDS * 1000)}`,
  );
}

/** The start of India's day of `now` (India keeps UTC+05:30 all year). */
function indiaDayStart(now: Date): Date {
  return new Date(`${indiaDate(now)}T00:00:00+05:30`);
}

async function attemptsToday(db: Tx, memberId: number, now: Date): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM exam_attempts WHERE member_id = ${memberId} AND started_at >= ${indiaDayStart(now)}`,
  );
  return row?.count ?? 0;
}

export function memberAttempts(db: Tx, memberId: number, limit = 50): Promise<AttemptRow[]> {
  return rows<AttemptRow>(
    db,
    sql`SELECT ${attemptColumns} FROM exam_attempts WHERE member_id = ${memberId} ORDER BY started_at DESC, id DESC LIMIT ${limit}`,
  );
}

async function questionsOf(db: Tx, ids: number[]): Promise<ExamQuestion[]> {
  const found = await rows<{ id: number; textEn: string; textHi: string; optionsEn: string[]; optionsHi: string[] }>(
    db,
    sql`SELECT id, text_en AS "textEn", text_hi AS "textHi", options_en AS "optionsEn", options_hi AS "optionsHi"
        FROM exam_questions WHERE id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',') || 'NULL'}]::int[]`)})`,
  );
  const byId = new Map(found.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [{ id, text: { en: q.textEn, hi: q.textHi }, options: q.optionsEn.map((en, i) => ({ en, hi: q.optionsHi[i] ?? en })) }];
  });
}

export interface Sitting {
  attempt: ExamAttempt;
  questions: ExamQuestion[];
  secondsLeft: number;
}

/**
 * Starts a sitting: N active questions drawn at random, a deadline of the time limit. The open sitting,
 * when there is one, is answered again instead (the page was reloaded). Refused (409) before the training
 * is complete, once certified or revoked, and when the day's attempts are used.
 */
export async function startSitting(db: Db, memberId: number, settings: CertificationSettings, now: Date): Promise<Sitting> {
  const sitting = await db.transaction(async (tx) => {
    const member = await one<{ stage: CertificationStage }>(
      tx,
      sql`SELECT certification_stage AS stage FROM members WHERE id = ${memberId} FOR UPDATE`,
    );
    if (member?.stage === 'certified') throw new HttpError(409, t('certification.alreadyCertified'));
    if (member?.stage === 'revoked') throw new HttpError(409, t('certification.revokedNoExam'));
    if (member?.stage !== 'exam') {
      const state = await trainingState(tx, memberId, settings);
      if (!state.complete) {
        throw new HttpError(
          409,
          t('certification.trainingIncomplete', { done: Math.floor(state.secondsDone / 60), required: settings.trainingMinutes }),
        );
      }
      await promoteIfTrained(tx, memberId, state, now);
    }
    await expireLate(tx, memberId, now);
    const open = await one<AttemptRow>(
      tx,
      sql`SELECT ${attemptColumns} FROM exam_attempts WHERE member_id = ${memberId} AND outcome = 'open'`,
    );
    if (open) return open;
    if ((await attemptsToday(tx, memberId, now)) >= settings.attemptsPerDay) {
      throw new HttpError(409, t('certification.noAttemptsLeft', { max: settings.attemptsPerDay }));
    }
    const drawn = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM exam_questions WHERE active ORDER BY random() LIMIT ${settings.questions}`,
    );
    if (drawn.length === 0) throw new HttpError(409, t('certification.noQuestions'));
    const ids = drawn.map((q) => q.id);
    const deadline = new Date(now.getTime() + settings.timeLimitMinutes * 60_000);
    return (await one<AttemptRow>(
      tx,
      sql`INSERT INTO exam_attempts (member_id, question_ids, started_at, deadline)
          VALUES (${memberId}, ${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}, ${now}, ${deadline}) RETURNING ${attemptColumns}`,
    ))!;
  });
  return {
    attempt: attemptView(sitting),
    questions: await questionsOf(db, sitting.questionIds),
    secondsLeft: Math.max(0, Math.floor((new Date(sitting.deadline).getTime() - now.getTime()) / 1000)),
  };
}

export interface SubmitResult {
  attempt: ExamAttempt;
  passed: boolean;
  needed: number;
  certificate: OwnCertificate | null;
}

/** Right answers needed of `total` to reach `passPercent`. */
export const rightAnswersNeeded = (total: number, passPercent: number) => Math.ceil((total * passPercent) / 100);

/**
 * Submits a sitting's answers, once. Refused, changing nothing: another member's or an unknown sitting
 * (404), one submitted already (409), an answer to a question not in the sitting or an option it does not
 * have (400). After the deadline (and its grace) the answers are refused (409) and the sitting is recorded
 * as expired. A pass issues the certificate in the same transaction.
 */
export async function submitSitting(
  db: Db,
  memberId: number,
  attemptId: number,
  body: ExamSubmit,
  settings: CertificationSettings,
  now: Date,
): Promise<SubmitResult> {
  const outcome = await db.transaction(async (tx) => {
    // The member first, as a sitting's start locks it: an operator's revoke or recorded certificate
    // meanwhile is seen here, never undone by a pass.
    const member = await one<{ stage: CertificationStage }>(
      tx,
      sql`SELECT certification_stage AS stage FROM members WHERE id = ${memberId} FOR UPDATE`,
    );
    const attempt = await one<AttemptRow>(
      tx,
      sql`SELECT ${attemptColumns} FROM exam_attempts WHERE id = ${attemptId} AND member_id = ${memberId} FOR UPDATE`,
    );
    if (!attempt) throw notFound(t('certification.attemptNotFound'));
    if (attempt.outcome === 'passed' || attempt.outcome === 'failed') throw new HttpError(409, t('certification.alreadySubmitted'));
    if (attempt.outcome === 'expired') return { expired: true as const };
    if (member?.stage === 'certified' || member?.stage === 'revoked') {
      await tx.execute(sql`UPDATE exam_attempts SET outcome = 'expired' WHERE id = ${attemptId}`);
      return { expired: true as const, closedBy: member.stage };
    }
    if (now.getTime() > new Date(attempt.deadline).getTime() + SUBMIT_GRACE_SECONDS * 1000) {
      await tx.execute(sql`UPDATE exam_attempts SET outcome = 'expired' WHERE id = ${attemptId}`);
      return { expired: true as const };
    }
    const key = await rows<{ id: number; correct: number; options: number }>(
      tx,
      sql`SELECT id, correct_option AS correct, cardinality(options_en) AS options FROM exam_questions
          WHERE id = ANY(${sql.raw(`ARRAY[${attempt.questionIds.map(Number).join(',')}]::int[]`)})`,
    );
    const byId = new Map(key.map((q) => [q.id, q]));
    const answers: Record<string, number> = {};
    for (const answer of body.answers) {
      const question = attempt.questionIds.includes(answer.questionId) ? byId.get(answer.questionId) : undefined;
      if (!question) {
        const message = t('certification.notInSitting', { id: answer.questionId });
        throw badRequest(message, { answers: message });
      }
      if (answer.option >= question.options) {
        const message = t('certification.noSuchOption', { id: answer.questionId, option: answer.option });
        throw badRequest(message, { answers: message });
      }
      answers[String(answer.questionId)] = answer.option;
    }
    const total = attempt.questionIds.length;
    const score = attempt.questionIds.filter(
      (id) => answers[String(id)] !== undefined && byId.get(id)?.correct === answers[String(id)],
    ).length;
    const passed = score >= rightAnswersNeeded(total, settings.passPercent);
    const updated = (await one<AttemptRow>(
      tx,
      sql`UPDATE exam_attempts SET submitted_at = ${now}, answers = ${JSON.stringify(answers)}::jsonb, score = ${score},
            outcome = ${passed ? 'passed' : 'failed'}
          WHERE id = ${attemptId} RETURNING ${attemptColumns}`,
    ))!;
    let certificate: OwnCertificate | null = null;
    if (passed) {
      const issued = await issueCertificate(tx, memberId, now, { attemptId });
      certificate = { number: issued.number, issuedOn: issued.issuedOn, status: 'valid', revokedOn: null, revokedReason: null };
    }
    return { expired: false as const, attempt: updated, passed, certificate };
  });
  if (outcome.expired) {
    if ('closedBy' in outcome)
      throw new HttpError(409, t(outcome.closedBy === 'certified' ? 'certification.alreadyCertified' : 'certification.revokedNoExam'));
    throw new HttpError(409, t('certification.expired'), { answers: t('certification.expired') });
  }
  return {
    attempt: attemptView(outcome.attempt),
    passed: outcome.passed,
    needed: rightAnswersNeeded(outcome.attempt.questionIds.length, settings.passPercent),
    certificate: outcome.certificate,
  };
}

// --------------------------------------------------------------------------------------------- certificates

/**
 * A new certificate number, `POSP-<year>-<8 random digits>`: the public check answers anyone, so the
 * numbers are drawn at random rather than counted (one guess in millions finds a holder).
 */
export function certificateNumber(now: Date): string {
  return `POSP-${indiaDate(now).slice(0, 4)}-${String(randomInt(10_000_000, 100_000_000))}`;
}

/**
 * Issues a certificate to the member (valid from today in India) and makes them `certified`; the member
 * must have no valid certificate (the database holds one per member). In the caller's transaction.
 */
export async function issueCertificate(
  tx: Tx,
  memberId: number,
  now: Date,
  from: { attemptId?: number; reissuedFrom?: number; reason?: string; by?: string; issuedOn?: string },
): Promise<{ id: number; number: string; issuedOn: string }> {
  const issuedOn = from.issuedOn ?? indiaDate(now);
  // A number drawn twice at once (two passes in the same instant) is skipped by the insert itself, not
  // looked up first: a lookup and an insert leave a gap another transaction can take.
  let number: string;
  let row: { id: number } | undefined;
  do {
    number = certificateNumber(now);
    row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO certificates (number, member_id, issued_on, issued_at, attempt_id, reissued_from, reissue_reason, issued_by)
          VALUES (${number}, ${memberId}, ${issuedOn}, ${now}, ${from.attemptId ?? null}, ${from.reissuedFrom ?? null},
            ${from.reason ?? null}, ${from.by ?? null})
          ON CONFLICT (number) DO NOTHING
          RETURNING id`,
    );
  } while (!row);
  await tx.execute(sql`UPDATE members SET certification_stage = 'certified' WHERE id = ${memberId}`);
  return { id: row.id, number, issuedOn };
}

/** The member's certificate: the valid one, else the last issued (revoked). */
export async function ownCertificate(db: Tx, memberId: number): Promise<OwnCertificate | null> {
  const row = await one<{ number: string; issuedOn: string; revokedOn: string | null; revokedReason: string | null }>(
    db,
    sql`SELECT number, issued_on::text AS "issuedOn", revoked_on::text AS "revokedOn", revoked_reason AS "revokedReason"
        FROM certificates WHERE member_id = ${memberId}
        ORDER BY (revoked_at IS NULL) DESC, issued_at DESC, id DESC LIMIT 1`,
  );
  if (!row) return null;
  return { ...row, status: row.revokedOn ? 'revoked' : 'valid' };
}

/** The public check: the holder's name, the status and the date, nothing else; null for an unknown number. */
export function verifyCertificate(db: Tx, number: string) {
  return one<{ number: string; name: string; status: 'valid' | 'revoked'; issuedOn: string }>(
    db,
    sql`SELECT c.number, m.name, CASE WHEN c.revoked_at IS NULL THEN 'valid' ELSE 'revoked' END AS status,
          c.issued_on::text AS "issuedOn"
        FROM certificates c JOIN members m ON m.id = c.member_id WHERE c.number = ${number}`,
  );
}

// ---------------------------------------------------------------------------------------------- status

export async function certificationStatus(
  db: Db,
  memberId: number,
  settings: CertificationSettings,
  now: Date,
): Promise<Omit<CertificationStatusResponse, 'status'>> {
  await db.transaction(async (tx) => {
    await expireLate(tx, memberId, now);
    const stage = await one<{ stage: CertificationStage }>(
      tx,
      sql`SELECT certification_stage AS stage FROM members WHERE id = ${memberId}`,
    );
    if (stage?.stage === 'training') await promoteIfTrained(tx, memberId, await trainingState(tx, memberId, settings), now);
  });
  const [certification, training, attempts, today, certificate] = await Promise.all([
    memberCertification(db, memberId),
    trainingState(db, memberId, settings),
    memberAttempts(db, memberId),
    attemptsToday(db, memberId, now),
    ownCertificate(db, memberId),
  ]);
  const open = attempts.find((a) => a.outcome === 'open');
  const attemptsLeftToday = Math.max(0, settings.attemptsPerDay - today);
  return {
    certification,
    training: {
      requiredMinutes: settings.trainingMinutes,
      minutesDone: Math.floor(training.secondsDone / 60),
      secondsDone: training.secondsDone,
      requiredSeconds: training.requiredSeconds,
      complete: training.complete,
      heartbeatSeconds: settings.heartbeatSeconds,
    },
    exam: {
      canStart: certification.stage === 'exam' && (open !== undefined || attemptsLeftToday > 0),
      questionCount: settings.questions,
      timeLimitMinutes: settings.timeLimitMinutes,
      passMarkPercent: settings.passPercent,
      attemptsPerDay: settings.attemptsPerDay,
      attemptsLeftToday,
      openAttemptId: open?.id ?? null,
      attempts: attempts.map(attemptView),
    },
    certificate,
  };
}

/** Whether each seller was certified on each day: the spans of their certificates (a revoked one ends the day it was revoked). */
export async function certifiedSpans(db: Tx, memberIds: number[]): Promise<Map<number, { from: string; until: string | null }[]>> {
  const spans = new Map<number, { from: string; until: string | null }[]>();
  const ids = [...new Set(memberIds)];
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const found = await rows<{ memberId: number; from: string; until: string | null }>(
      db,
      sql`SELECT member_id AS "memberId", issued_on::text AS "from", revoked_on::text AS "until" FROM certificates
          WHERE member_id = ANY(${sql.raw(`ARRAY[${chunk.map(Number).join(',')}]::int[]`)})`,
    );
    for (const span of found) spans.set(span.memberId, [...(spans.get(span.memberId) ?? []), { from: span.from, until: span.until }]);
  }
  return spans;
}

/** Whether a span covers `day` (YYYY-MM-DD): issued on or before it, not revoked on or before it. */
export const certifiedOn = (spans: { from: string; until: string | null }[] | undefined, day: string): boolean =>
  (spans ?? []).some((span) => span.from <= day && (span.until === null || span.until > day));
