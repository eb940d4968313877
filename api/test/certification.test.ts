/**
 * Certification: training time is what the server measured between heartbeats (a client that reports
 * made-up times, beats too fast or after a long gap gets only real elapsed time), the examination opens
 * once trained, a sitting is submitted once and before its deadline, a pass issues the certificate, the
 * public check shows name, status and date only; the back office lists stages, edits content, revokes and
 * reissues (audited); an import crediting an uncertified seller is refused per row; an application whose
 * PAN matches a member's is flagged; the records cannot be deleted for five years. The API's clock is moved
 * by the test, never slept on.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  indiaDate,
  type CertificationStatusResponse,
  type ExamResultResponse,
  type ExamSittingResponse,
  type ProfileResponse,
  type TrainingHeartbeatResponse,
  type TrainingResponse,
} from '@portal/shared/validation';
import type {
  ApplicationResponse,
  CertificateActionResponse,
  CertificationMemberDetailsResponse,
  CertificationMembersResponse,
  QuestionResponse,
  TrainingModuleResponse,
} from '@portal/shared/admin';
import { buildApp } from '../src/app.js';
import { runAdmin } from '../src/cli/admin.js';
import type { AppConfig } from '../src/config.js';
import { one, rows, sql, type Database } from '../src/db/client.js';
import { inLanguage } from '../src/i18n/index.js';
import { classifyPolicyFile } from '../src/modules/admin/imports/policyImport.js';
import { backfillIdentityHashes } from '../src/modules/certification/identity.js';
import { decrypt } from '../src/services/crypto.js';
import { createMember } from '../src/services/members.js';
import { bearer, testConfig } from './helpers/context.js';
import { ENGINES, engineAvailable, suiteDatabase } from './helpers/databases.js';
import { runTag, seededNetwork, signedInOperator, tokensForMembers, type NetworkMember } from './security/helpers.js';

const START = Date.parse('2026-11-27T04:30:00Z'); // 10:00 in India
const HEADER = 'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy';

describe.each(ENGINES)('certification (%s)', (_name, engine) => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let app: FastifyInstance;
  let config: AppConfig;
  let clock = START;
  let trainee: NetworkMember;
  let token: Record<string, string>;
  let operator: Record<string, string>;
  let demoMember: NetworkMember;
  let demoToken: Record<string, string>;

  const advance = (ms: number) => (clock += ms);
  const session = () => randomBytes(12).toString('base64url');

  beforeAll(async () => {
    if (!engineAvailable(engine)) return;
    ({ database, close: closeDatabase } = await suiteDatabase(engine));
    config = testConfig({
      now: () => new Date(clock),
      certification: { trainingMinutes: 2, questions: 5, timeLimitMinutes: 10, passPercent: 60, attemptsPerDay: 2, heartbeatSeconds: 30 },
    });
    const members = await seededNetwork(database, config.encryptionKey);
    demoMember = members.find((m) => m.email === 'team@agentportal.in')!;
    const made = await createMember(database.db, config.encryptionKey, {
      name: 'Nisha Trainee',
      email: `trainee-${runTag}-${engine}@example.in`,
      pan: 'ABCPN1234K',
      parentCoCode: demoMember.coCode,
    });
    trainee = { id: made.id, coCode: made.coCode, path: made.path, name: 'Nisha Trainee', email: `trainee-${runTag}-${engine}@example.in` };
    const tokens = await tokensForMembers(database.db, [trainee, demoMember]);
    token = bearer(tokens.get(trainee.id)!);
    demoToken = bearer(tokens.get(demoMember.id)!);
    operator = await signedInOperator(database.db, `cert-${runTag}-${engine}@ops.test`);
    app = await buildApp({ database, config, logger: false });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  const get = async <T>(url: string, headers = token) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = (url: string, payload: object = {}, headers = token) => app.inject({ method: 'POST', url, headers, payload });
  const beat = (moduleId: number, body: object) => post(`/certification/training/${moduleId}/heartbeat`, body);
  const status = () => get<CertificationStatusResponse>(endpoints.certification.certificationStatus.path);
  const modules = async () => (await get<TrainingResponse>(endpoints.certification.training.path)).modules;
  const snapshot = () =>
    one<Record<string, unknown>>(
      database.db,
      sql`SELECT (SELECT json_agg(a ORDER BY id) FROM exam_attempts a WHERE member_id = ${trainee.id})::text AS attempts,
            (SELECT json_agg(c ORDER BY id) FROM certificates c WHERE member_id = ${trainee.id})::text AS certificates,
            (SELECT certification_stage FROM members WHERE id = ${trainee.id}) AS stage,
            (SELECT count(*)::int FROM audit_log) AS audit`,
    );

  it.skipIf(!engineAvailable(engine))(
    'the profile carries the stage: the demo network is certified, a new member is in training',
    async () => {
      const demo = await get<ProfileResponse>(endpoints.account.profile.path, demoToken);
      expect(demo.profile.certification.stage).toBe('certified');
      expect(demo.profile.certification.certifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const earliest = await one<{ day: string }>(
        database.db,
        sql`SELECT min(risk_start)::text AS day FROM policies WHERE sold_by_id = ${demoMember.id}`,
      );
      expect(demo.profile.certification.certifiedOn! < earliest!.day).toBe(true);
      const mine = await get<ProfileResponse>(endpoints.account.profile.path);
      expect(mine.profile.certification).toEqual({ stage: 'training', certifiedOn: null });
      // The demo has a member in each stage, and the bank its 40 questions and 8 modules.
      const stages = await rows<{ stage: string }>(
        database.db,
        sql`SELECT certification_stage AS stage FROM members WHERE email IN ('trainee@agentportal.in', 'examinee@agentportal.in',
            'certified@agentportal.in', 'revoked@agentportal.in') ORDER BY email`,
      );
      expect(stages.map((s) => s.stage).sort()).toEqual(['certified', 'exam', 'revoked', 'training']);
      expect((await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM exam_questions WHERE active`))!.n).toBe(40);
      expect((await modules()).length).toBe(8);
    },
  );

  it.skipIf(!engineAvailable(engine))(
    'credits only the time the server measured between heartbeats, whatever the client reports',
    async () => {
      const [first] = await modules();
      const a = session();
      // The client claims an hour in every way it can; the first heartbeat of a session credits nothing.
      const opened = await beat(first!.id, { session: a });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ creditedSeconds: 0, active: true });
      const claimed = await beat(first!.id, { session: a, seconds: 3600, secondsDone: 3600, elapsedMs: 3_600_000 });
      expect([200, 400]).toContain(claimed.statusCode);
      if (claimed.statusCode === 200) expect((claimed.json() as TrainingHeartbeatResponse).creditedSeconds).toBe(0);

      advance(10_000);
      expect(((await beat(first!.id, { session: a })).json() as TrainingHeartbeatResponse).creditedSeconds).toBe(10);
      // Too fast: 200 ms apart credit 200 ms, not a heartbeat's worth.
      advance(200);
      expect(((await beat(first!.id, { session: a })).json() as TrainingHeartbeatResponse).creditedSeconds).toBe(0);
      // A long gap (the page was hidden without a stop) credits at most the interval plus the grace.
      advance(10 * 60_000);
      expect(((await beat(first!.id, { session: a })).json() as TrainingHeartbeatResponse).creditedSeconds).toBe(35);

      // A second screen takes over: the first session ends and credits nothing more.
      const b = session();
      expect(((await beat(first!.id, { session: b })).json() as TrainingHeartbeatResponse).creditedSeconds).toBe(0);
      advance(20_000);
      const stale = (await beat(first!.id, { session: a })).json() as TrainingHeartbeatResponse;
      expect(stale).toMatchObject({ creditedSeconds: 0, active: false });
      // Stop on hide: credits up to the stop, then nothing.
      const stopped = (await beat(first!.id, { session: b, stop: true })).json() as TrainingHeartbeatResponse;
      expect(stopped).toMatchObject({ creditedSeconds: 20, active: false });
      advance(30_000);
      expect(((await beat(first!.id, { session: b })).json() as TrainingHeartbeatResponse).creditedSeconds).toBe(0);

      const done = await one<{ ms: string }>(
        database.db,
        sql`SELECT credited_ms::text AS ms FROM training_progress WHERE member_id = ${trainee.id} AND module_id = ${first!.id}`,
      );
      expect(Number(done!.ms)).toBe(10_000 + 200 + 35_000 + 20_000);
      expect((await modules())[0]!.secondsDone).toBe(65);
    },
  );

  it.skipIf(!engineAvailable(engine))('refuses a bad heartbeat with a 400 or 404 and credits nothing', async () => {
    const [first, second] = await modules();
    const before = await one<{ ms: string }>(
      database.db,
      sql`SELECT coalesce(sum(credited_ms), 0)::text AS ms FROM training_progress WHERE member_id = ${trainee.id}`,
    );
    expect((await beat(first!.id, { session: 'short' })).statusCode).toBe(400);
    expect((await beat(first!.id, {})).statusCode).toBe(400);
    expect((await beat(999_999, { session: session() })).statusCode).toBe(404);
    const s = session();
    await beat(first!.id, { session: s });
    advance(5_000);
    const other = await beat(second!.id, { session: s });
    expect(other.statusCode).toBe(400);
    expect(Object.keys((other.json() as { errors: object }).errors)).toEqual(['session']);
    const after = await one<{ ms: string }>(
      database.db,
      sql`SELECT coalesce(sum(credited_ms), 0)::text AS ms FROM training_progress WHERE member_id = ${trainee.id}`,
    );
    expect(after!.ms).toBe(before!.ms);
  });

  it.skipIf(!engineAvailable(engine))('keeps the progress across an API restart; the examination opens only once trained', async () => {
    expect((await post(endpoints.certification.startExam.path)).statusCode).toBe(409);
    for (const module of await modules()) {
      const s = session();
      await beat(module.id, { session: s });
      for (let left = module.requiredSeconds - module.secondsDone; left > 0; left -= 30) {
        advance(30_000);
        await beat(module.id, { session: s });
      }
      await beat(module.id, { session: s, stop: true });
    }
    const before = await status();
    expect(before.training.complete).toBe(true);
    expect(before.certification.stage).toBe('exam');
    // Another API process on the same database reads the same progress.
    const again = await buildApp({ database, config, logger: false });
    await again.ready();
    try {
      const res = await again.inject({ url: endpoints.certification.certificationStatus.path, headers: token });
      expect((res.json() as CertificationStatusResponse).training).toEqual(before.training);
    } finally {
      await again.close();
    }
  });

  it.skipIf(!engineAvailable(engine))(
    'a sitting is submitted once, before its deadline; bad answers change nothing; attempts per day are limited',
    async () => {
      const started = await post(endpoints.certification.startExam.path);
      expect(started.statusCode, started.body).toBe(200);
      const sitting = started.json() as ExamSittingResponse;
      expect(sitting.questions).toHaveLength(5);
      expect(sitting.secondsLeft).toBe(600);
      expect(JSON.stringify(sitting)).not.toMatch(/correct/i);
      // Asking again answers the same open sitting.
      expect(((await post(endpoints.certification.startExam.path)).json() as ExamSittingResponse).attempt.id).toBe(sitting.attempt.id);

      const submit = (attemptId: number, answers: object) => post(`/certification/exam/attempts/${attemptId}/submit`, { answers });
      const key = async (ids: number[]) =>
        new Map(
          (
            await rows<{ id: number; correct: number }>(
              database.db,
              sql`SELECT id, correct_option AS correct FROM exam_questions WHERE id IN (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            )
          ).map((q) => [q.id, q.correct]),
        );
      const ids = sitting.questions.map((q) => q.id);
      const right = await key(ids);
      const wrong = ids.map((id) => ({ questionId: id, option: (right.get(id)! + 1) % 2 }));

      const unchanged = await snapshot();
      const notInSitting = await submit(sitting.attempt.id, [{ questionId: 999_999, option: 0 }]);
      expect(notInSitting.statusCode).toBe(400);
      expect((notInSitting.json() as { errors: Record<string, string> }).errors['answers']).toContain('999999');
      expect((await submit(sitting.attempt.id, [{ questionId: ids[0], option: 9 }])).statusCode).toBe(400);
      expect((await submit(sitting.attempt.id, [...wrong, wrong[0]])).statusCode).toBe(400);
      expect((await submit(999_999, wrong)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(unchanged);

      const failed = await submit(sitting.attempt.id, wrong);
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({ passed: false, certificate: null, attempt: { outcome: 'failed', score: 0 } });
      const afterFail = await snapshot();
      const twice = await submit(
        sitting.attempt.id,
        ids.map((id) => ({ questionId: id, option: right.get(id)! })),
      );
      expect(twice.statusCode).toBe(409);
      expect(await snapshot()).toEqual(afterFail);

      // The second sitting of the day runs out of time: its answers are refused, and it is recorded as expired.
      const late = (await post(endpoints.certification.startExam.path)).json() as ExamSittingResponse;
      advance(10 * 60_000 + 6_000);
      const tooLate = await submit(
        late.attempt.id,
        late.questions.map((q) => ({ questionId: q.id, option: 0 })),
      );
      expect(tooLate.statusCode).toBe(409);
      expect((tooLate.json() as { message: string }).message).toMatch(/time limit/);
      const expired = await one<{ outcome: string; answers: unknown }>(
        database.db,
        sql`SELECT outcome, answers FROM exam_attempts WHERE id = ${late.attempt.id}`,
      );
      expect(expired).toEqual({ outcome: 'expired', answers: null });
      // Two attempts a day.
      const third = await post(endpoints.certification.startExam.path);
      expect(third.statusCode).toBe(409);
      expect((await status()).exam).toMatchObject({ canStart: false, attemptsLeftToday: 0, openAttemptId: null });
    },
  );

  it.skipIf(!engineAvailable(engine))(
    'a pass issues the certificate in the same transaction; the public check shows name, status and date only',
    async () => {
      advance(24 * 3600_000);
      const sitting = (await post(endpoints.certification.startExam.path)).json() as ExamSittingResponse;
      const correct = await rows<{ id: number; correct: number }>(
        database.db,
        sql`SELECT id, correct_option AS correct FROM exam_questions WHERE id IN (${sql.join(
          sitting.questions.map((q) => sql`${q.id}`),
          sql`, `,
        )})`,
      );
      const passed = await post(`/certification/exam/attempts/${sitting.attempt.id}/submit`, {
        answers: correct.map((q) => ({ questionId: q.id, option: q.correct })),
      });
      expect(passed.statusCode, passed.body).toBe(200);
      const result = passed.json() as ExamResultResponse;
      expect(result).toMatchObject({ passed: true, attempt: { outcome: 'passed', score: 5 }, certificate: { status: 'valid' } });
      const number = result.certificate!.number;
      expect(number).toMatch(/^POSP-2026-\d{8}$/);
      expect((await get<ProfileResponse>(endpoints.account.profile.path)).profile.certification).toEqual({
        stage: 'certified',
        certifiedOn: '2026-11-28',
      });
      const stored = await one<{ attemptId: number }>(
        database.db,
        sql`SELECT attempt_id AS "attemptId" FROM certificates WHERE number = ${number}`,
      );
      expect(stored!.attemptId).toBe(sitting.attempt.id);

      const verified = await app.inject({ url: `/certification/verify/${number.toLowerCase()}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        status: 'success',
        certificate: { number, name: 'Nisha Trainee', status: 'valid', issuedOn: '2026-11-28' },
      });
      const unknown = await app.inject({ url: '/certification/verify/POSP-2026-00000000' });
      expect(unknown.statusCode).toBe(404);
      expect((unknown.json() as { message: string }).message).toMatch(/No certificate has this number/);
      expect((await app.inject({ url: '/certification/verify/not-a-number' })).statusCode).toBe(400);
      for (const bad of [
        '%',
        '%25',
        "POSP-2026-1' OR '1'='1",
        'POSP-2026-',
        'P'.repeat(60),
        'P'.repeat(500),
        'POSP-२०२६-१२३४५६७८',
        '..%2F..%2Fadmin',
      ]) {
        const res = await app.inject({ url: `/certification/verify/${encodeURIComponent(bad)}` });
        expect([400, 404, 414], bad).toContain(res.statusCode);
        expect(Object.keys(res.json() as object).sort()).not.toContain('certificate');
      }

      const pdf = await app.inject({ url: `${endpoints.certification.certificatePdf.path}?language=hi`, headers: token });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Certified: no more sittings.
      expect((await post(endpoints.certification.startExam.path)).statusCode).toBe(409);
    },
  );

  it.skipIf(!engineAvailable(engine))(
    'the back office lists stages, revokes and reissues with a reason (audited); bad input changes nothing',
    async () => {
      const list = await get<CertificationMembersResponse>('/admin/certification/members?stage=certified&limit=200', operator);
      const mine = list.members.find((m) => m.coCode === trainee.coCode)!;
      expect(mine).toMatchObject({ stage: 'certified', attempts: 3, certifiedOn: '2026-11-28', requiredMinutes: 2 });
      expect(list.members.every((m) => m.stage === 'certified')).toBe(true);
      expect(list.counts.certified).toBeGreaterThanOrEqual(list.members.length);
      const training = await get<CertificationMembersResponse>('/admin/certification/members?stage=training', operator);
      expect(training.members.map((m) => m.coCode)).not.toContain(trainee.coCode);
      expect((await app.inject({ url: '/admin/certification/members?stage=nope', headers: operator })).statusCode).toBe(400);

      const number = mine.certificateNumber!;
      const before = await snapshot();
      for (const payload of [{}, { reason: '' }, { reason: '  ' }, { reason: 'ab' }]) {
        const res = await post(`/admin/certification/certificates/${number}/revoke`, payload, operator);
        expect(res.statusCode).toBe(400);
        expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['reason']);
      }
      expect(
        (await post('/admin/certification/certificates/POSP-2026-00000000/revoke', { reason: 'Fraud found' }, operator)).statusCode,
      ).toBe(404);
      expect(await snapshot()).toEqual(before);

      const revoked = await post(`/admin/certification/certificates/${number}/revoke`, { reason: 'Sold under another code' }, operator);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((revoked.json() as CertificateActionResponse).certificate).toMatchObject({
        status: 'revoked',
        revokedReason: 'Sold under another code',
      });
      expect((await app.inject({ url: `/certification/verify/${number}` })).json()).toMatchObject({ certificate: { status: 'revoked' } });
      expect((await get<ProfileResponse>(endpoints.account.profile.path)).profile.certification).toEqual({
        stage: 'revoked',
        certifiedOn: null,
      });
      expect((await post(`/admin/certification/certificates/${number}/revoke`, { reason: 'Again' }, operator)).statusCode).toBe(409);

      const reissued = await post(`/admin/certification/certificates/${number}/reissue`, { reason: 'Reinstated after review' }, operator);
      expect(reissued.statusCode, reissued.body).toBe(200);
      const { issued } = reissued.json() as CertificateActionResponse;
      expect(issued).toMatchObject({ status: 'valid', reissuedFrom: number, reissueReason: 'Reinstated after review' });
      expect(issued!.number).not.toBe(number);
      expect((await post(`/admin/certification/certificates/${number}/reissue`, { reason: 'Twice' }, operator)).statusCode).toBe(409);
      expect((await get<ProfileResponse>(endpoints.account.profile.path)).profile.certification.stage).toBe('certified');

      const audit = await rows<{ action: string; recordId: string }>(
        database.db,
        sql`SELECT action, record_id AS "recordId" FROM audit_log WHERE record_type = 'certificate' ORDER BY id`,
      );
      expect(audit).toEqual([
        { action: 'certificate.revoke', recordId: number },
        { action: 'certificate.reissue', recordId: number },
      ]);
      const details = await get<CertificationMemberDetailsResponse>(`/admin/certification/members/${trainee.coCode}`, operator);
      expect(details.certificates.map((c) => c.status)).toEqual(['valid', 'revoked']);
      expect(details.attempts.map((a) => a.outcome)).toEqual(['passed', 'expired', 'failed']);
    },
  );

  it.skipIf(!engineAvailable(engine))('operators edit modules and questions (audited); bad ones are 400s naming the field', async () => {
    const audits = async () => (await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM audit_log`))!.n;
    const before = await audits();
    const module = {
      position: 9,
      title: { en: 'Renewals', hi: 'रिन्यूअल' },
      body: { en: 'Remind customers before the policy ends.', hi: 'पॉलिसी खत्म होने से पहले ग्राहकों को याद दिलाएँ।' },
      kind: 'text',
      minimumMinutes: 30,
    };
    const textWithMedia = await post('/admin/certification/modules', { ...module, mediaUrl: 'https://example.in/a.png' }, operator);
    expect(textWithMedia.statusCode).toBe(400);
    expect(Object.keys((textWithMedia.json() as { errors: object }).errors)).toEqual(['mediaUrl']);
    const videoWithout = await post('/admin/certification/modules', { ...module, kind: 'video' }, operator);
    expect(Object.keys((videoWithout.json() as { errors: object }).errors)).toEqual(['mediaUrl']);
    const badUrl = await post('/admin/certification/modules', { ...module, kind: 'video', mediaUrl: 'javascript:alert(1)' }, operator);
    expect(Object.keys((badUrl.json() as { errors: object }).errors)).toEqual(['mediaUrl']);
    expect(await audits()).toBe(before);
    const created = await post('/admin/certification/modules', module, operator);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as TrainingModuleResponse).module.id;
    const retired = await app.inject({
      method: 'PUT',
      url: `/admin/certification/modules/${id}`,
      headers: operator,
      payload: { ...module, active: false },
    });
    expect((retired.json() as TrainingModuleResponse).module.active).toBe(false);
    expect((await modules()).map((m) => m.id)).not.toContain(id);

    const question = {
      text: { en: 'Who pays the claim?', hi: 'दावे का भुगतान कौन करता है?' },
      options: [
        { en: 'The insurer', hi: 'बीमा कंपनी' },
        { en: 'The agent', hi: 'एजेंट' },
      ],
      correctOption: 2,
    };
    const outOfRange = await post('/admin/certification/questions', question, operator);
    expect(Object.keys((outOfRange.json() as { errors: object }).errors)).toEqual(['correctOption']);
    const oneOption = await post(
      '/admin/certification/questions',
      { ...question, options: [question.options[0]], correctOption: 0 },
      operator,
    );
    expect(oneOption.statusCode).toBe(400);
    const saved = await post('/admin/certification/questions', { ...question, correctOption: 0 }, operator);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as QuestionResponse).question).toMatchObject({ correctOption: 0, active: true });
    const actions = await rows<{ action: string }>(database.db, sql`SELECT action FROM audit_log ORDER BY id DESC LIMIT 3`);
    expect(actions.map((a) => a.action)).toEqual(['question.create', 'training_module.update', 'training_module.create']);
  });

  it.skipIf(!engineAvailable(engine))(
    'an import row crediting a seller not certified on its risk start is an error (in both languages)',
    async () => {
      const examinee = await one<{ coCode: string }>(
        database.db,
        sql`SELECT co_code AS "coCode" FROM members WHERE email = 'examinee@agentportal.in'`,
      );
      const certified = await one<{ coCode: string; on: string }>(
        database.db,
        sql`SELECT m.co_code AS "coCode", c.issued_on::text AS on FROM members m JOIN certificates c ON c.member_id = m.id AND c.revoked_at IS NULL
          WHERE m.email = 'certified@agentportal.in'`,
      );
      const row = (n: string, start: string, code: string) =>
        `health,Family Floater Health,${n},Asha Rao,${start},2027-11-26,12000.50,1200.05,,Star Health,${code}`;
      const csv = [
        HEADER,
        row(`CERT-${runTag}-1`, '2026-11-01', examinee!.coCode),
        row(`CERT-${runTag}-2`, '2025-01-01', certified!.coCode),
        row(`CERT-${runTag}-3`, certified!.on, certified!.coCode),
      ].join('\n');
      const plan = await classifyPolicyFile(database.db, csv, new Date(clock));
      expect(plan.rows.map((r) => [r.status, r.reasons])).toEqual([
        [
          'error',
          [`soldBy: ${examinee!.coCode} was not certified on 2026-11-01, the policy’s riskStart: a member sells only once certified`],
        ],
        [
          'error',
          [`soldBy: ${certified!.coCode} was not certified on 2025-01-01, the policy’s riskStart: a member sells only once certified`],
        ],
        ['valid', []],
      ]);
      const hindi = await inLanguage('hi', () => classifyPolicyFile(database.db, csv, new Date(clock)));
      expect(hindi.rows[0]!.reasons[0]).toContain('सर्टिफ़ाइड नहीं थे');
    },
  );

  it.skipIf(!engineAvailable(engine))(
    'the CLI records a certificate earned before the portal: the member sells from its date, once, audited',
    async () => {
      const made = await createMember(database.db, config.encryptionKey, {
        name: 'Earlier Certified',
        email: `earlier-${runTag}-${engine}@example.in`,
        parentCoCode: demoMember.coCode,
      });
      const cli = async (args: string[]) => {
        const out: string[] = [];
        const code = await runAdmin(args, { db: database.db, config, out: (line) => out.push(line) });
        return { code, out: out.join('\n') };
      };
      const record = (date: string) =>
        cli(['record-certificate', '--co-code', made.coCode, '--date', date, '--reason', 'Certified by the insurer in 2025']);
      const row = (n: string, start: string) =>
        `health,Family Floater Health,${n},Asha Rao,${start},2027-11-26,12000.50,1200.05,,Star Health,${made.coCode}`;
      const csv = [HEADER, row(`EARLIER-${runTag}-1`, '2025-06-30'), row(`EARLIER-${runTag}-2`, '2025-07-01')].join('\n');

      const future = await record(indiaDate(new Date(clock + 86_400_000)));
      expect(future.code).toBe(1);
      expect(future.out).toMatch(/after today/);
      const first = await record('2025-07-01');
      expect(first.code, first.out).toBe(0);
      expect(first.out).toMatch(new RegExp(`Recorded certificate POSP-\\d{4}-\\d{8} for ${made.coCode}, valid from 2025-07-01`));
      const plan = await classifyPolicyFile(database.db, csv, new Date(clock));
      expect(plan.rows.map((r) => r.status)).toEqual(['error', 'valid']);

      const again = await record('2025-07-01');
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/already holds certificate/);
      const certificates = await rows<{ issuedOn: string }>(
        database.db,
        sql`SELECT issued_on::text AS "issuedOn" FROM certificates WHERE member_id = ${made.id}`,
      );
      expect(certificates).toEqual([{ issuedOn: '2025-07-01' }]);
      const audit = await rows<{ action: string; reason: string }>(
        database.db,
        sql`SELECT action, after->>'reason' AS reason FROM audit_log WHERE record_type = 'certificate'
              AND record_id IN (SELECT number FROM certificates WHERE member_id = ${made.id})`,
      );
      expect(audit).toEqual([{ action: 'certificate.record', reason: 'Certified by the insurer in 2025' }]);
    },
  );

  it.skipIf(!engineAvailable(engine))(
    'a sitting open when an operator certifies the member is closed by it: its pass issues nothing and is a 409, not a 500',
    async () => {
      const made = await createMember(database.db, config.encryptionKey, {
        name: 'Sitting Meanwhile',
        email: `meanwhile-${runTag}-${engine}@example.in`,
        parentCoCode: demoMember.coCode,
      });
      // Trained already: the stage the examination opens at.
      await database.db.execute(sql`UPDATE members SET certification_stage = 'exam' WHERE id = ${made.id}`);
      const tokens = await tokensForMembers(database.db, [
        { id: made.id, coCode: made.coCode, path: made.path, name: 'Sitting Meanwhile', email: `meanwhile-${runTag}-${engine}@example.in` },
      ]);
      const headers = bearer(tokens.get(made.id)!);
      const sitting = (await post(endpoints.certification.startExam.path, {}, headers)).json() as ExamSittingResponse;
      const right = await rows<{ id: number; correct: number }>(
        database.db,
        sql`SELECT id, correct_option AS correct FROM exam_questions
            WHERE id IN (${sql.join(
              sitting.questions.map((q) => sql`${q.id}`),
              sql`, `,
            )})`,
      );
      const out: string[] = [];
      const recorded = await runAdmin(
        ['record-certificate', '--co-code', made.coCode, '--date', indiaDate(new Date(clock)), '--reason', 'Certified by the insurer'],
        { db: database.db, config, out: (line) => out.push(line) },
      );
      expect(recorded, out.join('\n')).toBe(0);

      const pass = await post(
        `/certification/exam/attempts/${sitting.attempt.id}/submit`,
        { answers: right.map((q) => ({ questionId: q.id, option: q.correct })) },
        headers,
      );
      expect(pass.statusCode, pass.body).toBe(409);
      expect((pass.json() as { message: string }).message).toBe('You are certified already.');
      const after = await one<{ certificates: number; outcome: string; stage: string }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM certificates WHERE member_id = ${made.id}) AS certificates,
              (SELECT outcome FROM exam_attempts WHERE id = ${sitting.attempt.id}) AS outcome,
              (SELECT certification_stage FROM members WHERE id = ${made.id}) AS stage`,
      );
      expect(after).toEqual({ certificates: 1, outcome: 'expired', stage: 'certified' });
    },
  );

  it.skipIf(!engineAvailable(engine))('flags an application whose PAN matches a member’s, by keyed hash', async () => {
    await backfillIdentityHashes(database.db, config);
    const member = await one<{ panEnc: string; coCode: string; name: string; panHash: string }>(
      database.db,
      sql`SELECT pan_enc AS "panEnc", co_code AS "coCode", name, pan_hash AS "panHash" FROM members WHERE id = ${demoMember.id}`,
    );
    const pan = decrypt(config.encryptionKey, member!.panEnc)!;
    expect(member!.panHash).toMatch(/^[0-9a-f]{64}$/);
    expect(member!.panHash).not.toContain(pan);
    const email = `dup-${runTag}-${engine}@example.in`;
    const signup = await post(
      endpoints.account.sendRegistrationEmail.path,
      { name: 'Same Person', email, phone: '9876501234', panNo: pan.toLowerCase(), reason: 'Want to join' },
      {},
    );
    expect(signup.statusCode, signup.body).toBe(200);
    const { id } = (await one<{ id: number }>(database.db, sql`SELECT id FROM applications WHERE email = ${email}`))!;
    const details = await get<ApplicationResponse>(`/admin/applications/${id}`, operator);
    expect(details.application.duplicateOf).toEqual({ coCode: member!.coCode, name: member!.name, matched: 'pan' });
    const stored = await one<{ panHash: string }>(database.db, sql`SELECT pan_hash AS "panHash" FROM applications WHERE id = ${id}`);
    expect(stored!.panHash).toBe(member!.panHash);
  });

  it.skipIf(!engineAvailable(engine))(
    'a member the CLI creates is hashed at once: an application with their Aadhaar number is flagged before any restart',
    async () => {
      // A valid number no demo member holds.
      const aadhaar = '398712345601';
      const out: string[] = [];
      const created = await runAdmin(
        [
          'create-member',
          '--name',
          'Hashed At Once',
          '--email',
          `hashed-${runTag}-${engine}@example.in`,
          '--aadhaar',
          aadhaar,
          '--no-invite',
        ],
        { db: database.db, config, out: (line) => out.push(line) },
      );
      expect(created, out.join('\n')).toBe(0);
      const coCode = /Created member (\S+?)[.;]/.exec(out.join('\n'))![1]!;
      const email = `dup-aadhaar-${runTag}-${engine}@example.in`;
      const signup = await post(
        endpoints.account.sendRegistrationEmail.path,
        { name: 'Same Person', email, phone: '9876501235', aadharNo: aadhaar, reason: 'Want to join' },
        {},
      );
      expect(signup.statusCode, signup.body).toBe(200);
      const { id } = (await one<{ id: number }>(database.db, sql`SELECT id FROM applications WHERE email = ${email}`))!;
      const details = await get<ApplicationResponse>(`/admin/applications/${id}`, operator);
      expect(details.application.duplicateOf).toEqual({ coCode, name: 'Hashed At Once', matched: 'aadhaar' });
    },
  );

  it.skipIf(!engineAvailable(engine))('training, attempts and certificates cannot be deleted for five years', async () => {
    for (const table of ['training_sessions', 'training_progress', 'exam_attempts', 'certificates']) {
      await expect(database.db.execute(sql`DELETE FROM ${sql.raw(table)} WHERE member_id = ${trainee.id}`), table).rejects.toThrow();
      await expect(database.db.execute(sql`TRUNCATE ${sql.raw(table)} CASCADE`), table).rejects.toThrow();
    }
    const kept = await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM certificates WHERE member_id = ${trainee.id}`);
    expect(kept!.n).toBe(2);
    // A record older than five years may go.
    await database.db.execute(
      sql`INSERT INTO training_sessions (member_id, module_id, session, started_at, last_beat_at, created_at)
          SELECT ${trainee.id}, id, 'old-session-from-long-ago', now() - interval '6 years', now() - interval '6 years', now() - interval '6 years'
          FROM training_modules ORDER BY id LIMIT 1`,
    );
    await database.db.execute(sql`DELETE FROM training_sessions WHERE session = 'old-session-from-long-ago'`);
  });
});
