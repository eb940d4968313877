/* Answers of the certification endpoints, as the API's schemas shape them, for the screens' tests. */
import type {
  CertificateVerifyResponse,
  CertificationStatusResponse,
  ExamAttempt,
  ExamQuestion,
  ExamResultResponse,
  ExamSittingResponse,
  OwnCertificate,
  TrainingHeartbeatResponse,
  TrainingModule,
  TrainingResponse,
} from '@portal/shared/validation';

export function aModule(id: number, overrides: Partial<TrainingModule> = {}): TrainingModule {
  return {
    id,
    position: id,
    title: { en: `Module ${id}`, hi: `मॉड्यूल ${id}` },
    body: { en: `What module ${id} teaches.\nA second paragraph.`, hi: `मॉड्यूल ${id} क्या सिखाता है।\nदूसरा अनुच्छेद।` },
    kind: 'text',
    mediaUrl: null,
    requiredSeconds: 600,
    secondsDone: 0,
    complete: false,
    ...overrides,
  };
}

export function aTraining(modules: TrainingModule[] = [aModule(1), aModule(2)], heartbeatSeconds = 15): TrainingResponse {
  return { status: 'success', modules, heartbeatSeconds };
}

export function aHeartbeatAnswer(module: TrainingModule, overrides: Partial<TrainingHeartbeatResponse> = {}): TrainingHeartbeatResponse {
  return {
    status: 'success',
    creditedSeconds: 0,
    active: true,
    module,
    training: { secondsDone: module.secondsDone, requiredSeconds: 1200, complete: false },
    ...overrides,
  };
}

export function anAttempt(id: number, overrides: Partial<ExamAttempt> = {}): ExamAttempt {
  return {
    id,
    startedAt: '2026-11-27T09:00:00.000Z',
    deadline: '2026-11-27T09:20:00.000Z',
    submittedAt: null,
    outcome: 'open',
    score: null,
    questionCount: 3,
    ...overrides,
  };
}

export const QUESTIONS: ExamQuestion[] = [1, 2, 3].map((id) => ({
  id: 100 + id,
  text: { en: `Question text ${id}?`, hi: `प्रश्न ${id}?` },
  options: ['A', 'B', 'C'].map((letter) => ({ en: `Answer ${id}${letter}`, hi: `उत्तर ${id}${letter}` })),
}));

export function aSitting(secondsLeft = 600, attempt: ExamAttempt = anAttempt(7)): ExamSittingResponse {
  return { status: 'success', attempt, questions: QUESTIONS, secondsLeft };
}

export function aCertificate(overrides: Partial<OwnCertificate> = {}): OwnCertificate {
  return { number: 'POSP-2026-000123', issuedOn: '2026-11-27', status: 'valid', revokedOn: null, revokedReason: null, ...overrides };
}

export function aResult(passed: boolean, score: number): ExamResultResponse {
  return {
    status: 'success',
    message: passed ? 'Passed' : 'Not passed',
    attempt: anAttempt(7, { outcome: passed ? 'passed' : 'failed', score, submittedAt: '2026-11-27T09:10:00.000Z' }),
    passed,
    passMarkPercent: 60,
    certificate: passed ? aCertificate() : null,
  };
}

type Stage = CertificationStatusResponse['certification']['stage'];

export function aStatus(stage: Stage, overrides: Partial<CertificationStatusResponse['exam']> = {}): CertificationStatusResponse {
  const trained = stage !== 'training';
  return {
    status: 'success',
    certification: { stage, certifiedOn: stage === 'certified' ? '2026-11-27' : null },
    training: {
      requiredMinutes: 20,
      minutesDone: trained ? 20 : 5,
      secondsDone: trained ? 1200 : 300,
      requiredSeconds: 1200,
      complete: trained,
      heartbeatSeconds: 15,
    },
    exam: {
      canStart: stage === 'exam',
      questionCount: 3,
      timeLimitMinutes: 10,
      passMarkPercent: 60,
      attemptsPerDay: 3,
      attemptsLeftToday: 3,
      openAttemptId: null,
      attempts: [],
      ...overrides,
    },
    certificate:
      stage === 'certified'
        ? aCertificate()
        : stage === 'revoked'
          ? aCertificate({ status: 'revoked', revokedOn: '2026-11-28', revokedReason: 'Duplicate registration' })
          : null,
  };
}

export function aVerifyAnswer(overrides: Partial<CertificateVerifyResponse['certificate']> = {}): CertificateVerifyResponse {
  return {
    status: 'success',
    certificate: { number: 'POSP-2026-000123', name: 'Asha Rao', status: 'valid', issuedOn: '2026-11-27', ...overrides },
  };
}
