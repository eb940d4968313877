import { z } from 'zod';
import { about, says } from './i18n';

/**
 * Certification of a point-of-sales person: training (time recorded by the server), the examination and
 * the certificate. Requests and responses of `/certification/...`, used by the API (validation,
 * serialisation, OpenAPI) and by the certification and verification pages.
 */

/**
 * Where a member stands: `training` until the training time is complete, then `exam` until they pass,
 * then `certified`; `revoked` when an operator revoked their certificate (and did not reissue it).
 */
export const CERTIFICATION_STAGES = ['training', 'exam', 'certified', 'revoked'] as const;
export type CertificationStage = (typeof CERTIFICATION_STAGES)[number];

/** Whether a member may sell: only `certified`. One rule for every screen and the API. */
export const canSell = (stage: CertificationStage): boolean => stage === 'certified';

/** A text in both languages: the screens show the page's. */
export const bilingualTextSchema = z.object({ en: z.string(), hi: z.string() });
export type BilingualText = z.output<typeof bilingualTextSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The member's stage, as the profile carries it (so a page can show the banner without another request):
 * `certifiedOn` is the day (India) the valid certificate was issued, null before and when revoked.
 */
export const memberCertificationSchema = z.object({
  stage: z.enum(CERTIFICATION_STAGES),
  certifiedOn: isoDate.nullable(),
});
export type MemberCertification = z.output<typeof memberCertificationSchema>;

export const TRAINING_MODULE_KINDS = ['text', 'image', 'video'] as const;
export type TrainingModuleKind = (typeof TRAINING_MODULE_KINDS)[number];

/**
 * A training module as the member sees it. `requiredSeconds` is the module's share of the required
 * training time (its minimum minutes in proportion to the others'); `secondsDone` is what the server
 * measured between the member's heartbeats, never a time the page reported.
 */
export const trainingModuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: bilingualTextSchema,
  body: bilingualTextSchema,
  kind: z.enum(TRAINING_MODULE_KINDS),
  /** The image or video for `image` and `video` modules; null for `text`. */
  mediaUrl: z.string().nullable(),
  requiredSeconds: z.number().int(),
  secondsDone: z.number().int(),
  complete: z.boolean(),
});
export type TrainingModule = z.output<typeof trainingModuleSchema>;

/** How a finished (or still open) sitting went. `expired`: its time limit passed before it was submitted. */
export const EXAM_OUTCOMES = ['open', 'passed', 'failed', 'expired'] as const;
export type ExamOutcome = (typeof EXAM_OUTCOMES)[number];

export const examAttemptSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instants. */
  startedAt: z.string(),
  deadline: z.string(),
  submittedAt: z.string().nullable(),
  outcome: z.enum(EXAM_OUTCOMES),
  /** Right answers; null while open or when expired. */
  score: z.number().int().nullable(),
  questionCount: z.number().int(),
});
export type ExamAttempt = z.output<typeof examAttemptSchema>;

/** The member's own certificate: the valid one, or the last one revoked. */
export const ownCertificateSchema = z.object({
  number: z.string(),
  issuedOn: isoDate,
  status: z.enum(['valid', 'revoked']),
  revokedOn: isoDate.nullable(),
  revokedReason: z.string().nullable(),
});
export type OwnCertificate = z.output<typeof ownCertificateSchema>;

/**
 * `GET /certification/status`: the stage, the training's progress, the examination's rules and the
 * member's attempts (newest first), and the certificate.
 */
export const certificationStatusResponseSchema = z.object({
  status: z.literal('success'),
  certification: memberCertificationSchema,
  training: z.object({
    requiredMinutes: z.number().int(),
    /** Whole minutes the server recorded, across the modules (each counted up to its own share). */
    minutesDone: z.number().int(),
    secondsDone: z.number().int(),
    requiredSeconds: z.number().int(),
    complete: z.boolean(),
    /** How often an open, visible module sends a heartbeat; longer gaps count only this long (plus a little grace). */
    heartbeatSeconds: z.number().int(),
  }),
  exam: z.object({
    /** Whether a sitting can be started now (training complete, not certified, attempts left today). */
    canStart: z.boolean(),
    questionCount: z.number().int(),
    timeLimitMinutes: z.number().int(),
    passMarkPercent: z.number().int(),
    attemptsPerDay: z.number().int(),
    attemptsLeftToday: z.number().int(),
    /** The sitting started and not yet submitted, whose deadline has not passed. */
    openAttemptId: z.number().int().nullable(),
    attempts: z.array(examAttemptSchema),
  }),
  certificate: ownCertificateSchema.nullable().meta({ type: 'object' }),
});
export type CertificationStatusResponse = z.output<typeof certificationStatusResponseSchema>;

/** `GET /certification/training`: the active modules in order, with the member's recorded time. */
export const trainingResponseSchema = z.object({
  status: z.literal('success'),
  modules: z.array(trainingModuleSchema),
  heartbeatSeconds: z.number().int(),
});
export type TrainingResponse = z.output<typeof trainingResponseSchema>;

const MAX_ROW_ID = 2_147_483_647;
const rowId = (key: 'id.number') =>
  z.coerce.number(says(key)).int(says('id.whole')).positive(says('id.positive')).max(MAX_ROW_ID, says('id.tooLarge'));

/** `:moduleId` of a training module, `:attemptId` of an exam sitting. */
export const trainingModuleParamsSchema = z.object({ moduleId: rowId('id.number') });
export const examAttemptParamsSchema = z.object({ attemptId: rowId('id.number') });

/**
 * `POST /certification/training/:moduleId/heartbeat`, sent while the module is open and the page visible
 * (every `heartbeatSeconds`), and with `stop: true` when it is hidden or closed. `session` is a random id
 * the page makes when it opens the module; the time between two heartbeats of one session is credited as
 * the server measures it, capped. A new session ends the member's other open ones (one module at a time,
 * on one screen). Any duration the page might send is ignored.
 */
export const trainingHeartbeatSchema = z.object({
  session: z
    .string(says('certification.session'))
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, says('certification.session')),
  stop: z.boolean(says('certification.stop')).optional().default(false),
});
export type TrainingHeartbeat = z.input<typeof trainingHeartbeatSchema>;

export const trainingHeartbeatResponseSchema = z.object({
  status: z.literal('success'),
  /** Seconds this heartbeat credited (0 for a session's first, or for one another session ended). */
  creditedSeconds: z.number().int(),
  /** False when another session (another tab or device) took over, or this one was stopped: start a new one to go on. */
  active: z.boolean(),
  module: trainingModuleSchema,
  training: z.object({ secondsDone: z.number().int(), requiredSeconds: z.number().int(), complete: z.boolean() }),
});
export type TrainingHeartbeatResponse = z.output<typeof trainingHeartbeatResponseSchema>;

/** A question of a sitting: its options in order, never which is right. */
export const examQuestionSchema = z.object({
  id: z.number().int(),
  text: bilingualTextSchema,
  options: z.array(bilingualTextSchema),
});
export type ExamQuestion = z.output<typeof examQuestionSchema>;

/** `POST /certification/exam/attempts` (starts a sitting, or answers the open one again). */
export const examSittingResponseSchema = z.object({
  status: z.literal('success'),
  attempt: examAttemptSchema,
  questions: z.array(examQuestionSchema),
  /** Seconds left before the deadline, by the server's clock when it answered. */
  secondsLeft: z.number().int(),
});
export type ExamSittingResponse = z.output<typeof examSittingResponseSchema>;

export const MAX_EXAM_QUESTIONS = 200;
export const MAX_EXAM_OPTIONS = 6;

/**
 * `POST /certification/exam/attempts/:attemptId/submit`: the chosen option (0-based) per question of the
 * sitting; a question left out counts as wrong. Once per sitting, before its deadline.
 */
export const examSubmitSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z
          .number(says('certification.questionId'))
          .int(says('certification.questionId'))
          .positive(says('certification.questionId')),
        option: z
          .number(says('certification.option'))
          .int(says('certification.option'))
          .min(0, says('certification.option'))
          .max(MAX_EXAM_OPTIONS - 1, says('certification.option')),
      }),
      says('certification.answers'),
    )
    .max(MAX_EXAM_QUESTIONS, says('certification.answers'))
    .refine((answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length, says('certification.answeredTwice')),
});
export type ExamSubmit = z.input<typeof examSubmitSchema>;

export const examResultResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  attempt: examAttemptSchema,
  passed: z.boolean(),
  passMarkPercent: z.number().int(),
  /** The certificate issued by this pass; null when failed. */
  certificate: ownCertificateSchema.nullable().meta({ type: 'object' }),
});
export type ExamResultResponse = z.output<typeof examResultResponseSchema>;

/** `GET /certification/certificate.pdf?language=`: the PDF in that language, else the request's. */
export const certificatePdfQuerySchema = z.object({
  language: z.enum(['en', 'hi'], says('preferences.language')).optional(),
});

/** A certificate number as printed: `POSP-2026-000123` (letters, digits and dashes). */
export const CERTIFICATE_NUMBER_PATTERN = /^POSP-\d{4}-\d{6,}$/;

/** `GET /certification/verify/:number`: anyone may check a certificate. */
export const certificateNumberParamsSchema = z.object({
  number: z
    .string(about('field.required', 'label.certificateNumber'))
    .trim()
    .min(1, about('field.required', 'label.certificateNumber'))
    .max(40, about('field.tooLong', 'label.certificateNumber'))
    .transform((value) => value.toUpperCase())
    .refine((value) => CERTIFICATE_NUMBER_PATTERN.test(value), says('certification.number')),
});

/** What the public check shows: the name, the status and the date, nothing else. */
export const certificateVerifyResponseSchema = z.object({
  status: z.literal('success'),
  certificate: z.object({
    number: z.string(),
    name: z.string(),
    status: z.enum(['valid', 'revoked']),
    issuedOn: isoDate,
  }),
});
export type CertificateVerifyResponse = z.output<typeof certificateVerifyResponseSchema>;
