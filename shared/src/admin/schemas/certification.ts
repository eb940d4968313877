import {
  about,
  CERTIFICATION_STAGES,
  CONTROL_CHARACTER,
  examAttemptSchema,
  hasVisibleText,
  isOneLineText,
  MAX_EXAM_OPTIONS,
  pageLimitSchema,
  says,
  TRAINING_MODULE_KINDS,
  validationMessage as t,
  type ValidationLabel,
} from '@portal/shared/validation';
import { z } from './zod';
import { listSearchSchema, rowIdCursorSchema } from './common';
import type { input, output } from 'zod';

// The back office's certification: members' stages, training content, the question bank, certificates.

export const CERTIFICATION_PAGE_SIZE = 50;
export const CERTIFICATE_REASON_MIN = 3;
export const CERTIFICATE_REASON_MAX = 500;
export const MODULE_TITLE_MAX = 120;
export const MODULE_BODY_MAX = 8000;
export const QUESTION_TEXT_MAX = 600;
export const OPTION_TEXT_MAX = 200;
export const MEDIA_URL_MAX = 4000;

const text = (max: number, label: ValidationLabel, oneLine: boolean) =>
  z
    .string(about('field.required', label))
    .trim()
    .min(1, about('field.required', label))
    .max(max, about('field.maxLength', label, { max }))
    .refine((value) => (oneLine ? isOneLineText(value) : !CONTROL_CHARACTER.test(value)), about('field.invalidCharacters', label))
    .refine(hasVisibleText, about('field.invisibleOnly', label));

const bilingual = (max: number, en: ValidationLabel, hi: ValidationLabel, oneLine: boolean) =>
  z.object({ en: text(max, en, oneLine), hi: text(max, hi, oneLine) });

/** `?stage=&q=&cursor=&limit=`: members by stage, by name or code, a page at a time (by member code). */
export const certificationMembersQuerySchema = z.object({
  stage: z.enum(CERTIFICATION_STAGES, says('certification.stage')).optional(),
  q: listSearchSchema,
  cursor: rowIdCursorSchema,
  limit: pageLimitSchema(200),
});

/** A member in the certification list. */
export const certificationMemberSchema = z.object({
  coCode: z.string(),
  name: z.string(),
  stage: z.enum(CERTIFICATION_STAGES),
  /** Recorded training time, whole minutes, and what is required. */
  trainingMinutes: z.number().int(),
  requiredMinutes: z.number().int(),
  /** Examination sittings started, all time; the last one's start (ISO 8601). */
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  /** The valid certificate's number and date (India), or the last revoked one's. */
  certificateNumber: z.string().nullable(),
  certifiedOn: z.string().nullable(),
});

export const certificationMembersResponseSchema = z.object({
  status: z.literal('success'),
  members: z.array(certificationMemberSchema),
  /** Members per stage, whole network (for the filter's counts). */
  counts: z.object({ training: z.number().int(), exam: z.number().int(), certified: z.number().int(), revoked: z.number().int() }),
  nextCursor: z.string().nullable(),
});

/** A certificate in the back office, with its revocation and what it was reissued from. */
export const adminCertificateSchema = z.object({
  number: z.string(),
  issuedOn: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedBy: z.string().nullable(),
  reissuedFrom: z.string().nullable(),
  reissueReason: z.string().nullable(),
});

/** `GET /admin/certification/members/:code`: the member's training per module, attempts and certificates. */
export const certificationMemberDetailsResponseSchema = z.object({
  status: z.literal('success'),
  member: certificationMemberSchema,
  modules: z.array(z.object({ id: z.number().int(), title: z.string(), secondsDone: z.number().int(), requiredSeconds: z.number().int() })),
  attempts: z.array(examAttemptSchema),
  /** Newest first. */
  certificates: z.array(adminCertificateSchema),
});

/** A training module as operators edit it (both languages). */
export const adminTrainingModuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.object({ en: z.string(), hi: z.string() }),
  body: z.object({ en: z.string(), hi: z.string() }),
  kind: z.enum(TRAINING_MODULE_KINDS),
  mediaUrl: z.string().nullable(),
  minimumMinutes: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});

export const trainingModulesResponseSchema = z.object({
  status: z.literal('success'),
  modules: z.array(adminTrainingModuleSchema),
});
export const trainingModuleResponseSchema = z.object({ status: z.literal('success'), module: adminTrainingModuleSchema });

/** An https address, a path on the portal's own origin (`/…`), or a small image inlined as a `data:` address. */
const isMediaUrl = (value: string): boolean => {
  if (/^\/(?!\/)/.test(value)) return !/\s/.test(value);
  if (/^data:image\/(png|jpeg|svg\+xml)(;base64)?,/.test(value)) return !/\s/.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * `POST /admin/certification/modules` and `PUT /admin/certification/modules/:id`: an image or video module
 * needs its address; a text module has none. A module is retired (`active: false`), never deleted: the
 * time members spent in it is kept.
 */
export const trainingModuleBodySchema = z
  .object({
    position: z
      .number(says('certification.position'))
      .int(says('certification.position'))
      .min(1, says('certification.position'))
      .max(999, says('certification.position')),
    title: bilingual(MODULE_TITLE_MAX, 'label.titleEn', 'label.titleHi', true),
    body: bilingual(MODULE_BODY_MAX, 'label.bodyEn', 'label.bodyHi', false),
    kind: z.enum(TRAINING_MODULE_KINDS, says('certification.kind')),
    mediaUrl: z
      .string(about('field.text', 'label.mediaUrl'))
      .trim()
      .max(MEDIA_URL_MAX, about('field.maxLength', 'label.mediaUrl', { max: MEDIA_URL_MAX }))
      .nullable()
      .optional()
      .transform((value) => value || null),
    minimumMinutes: z
      .number(says('certification.minimumMinutes'))
      .int(says('certification.minimumMinutes'))
      .min(1, says('certification.minimumMinutes'))
      .max(6000, says('certification.minimumMinutes')),
    active: z.boolean(says('certification.active')).optional().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'text' && value.mediaUrl) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: t('certification.mediaForText') });
    } else if (value.kind !== 'text' && !value.mediaUrl) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: t('field.required', { field: t('label.mediaUrl') }) });
    } else if (value.mediaUrl && !isMediaUrl(value.mediaUrl)) {
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: t('certification.mediaUrl') });
    }
  });

/** A question of the bank, with its right option (operators only). */
export const adminQuestionSchema = z.object({
  id: z.number().int(),
  text: z.object({ en: z.string(), hi: z.string() }),
  options: z.array(z.object({ en: z.string(), hi: z.string() })),
  /** 0-based. */
  correctOption: z.number().int(),
  active: z.boolean(),
  updatedAt: z.string(),
});

/** `GET /admin/certification/questions?active=&cursor=&limit=`: by id. */
export const questionListQuerySchema = z.object({
  active: z.enum(['true', 'false', 'all'], says('certification.activeFilter')).optional().default('all'),
  cursor: rowIdCursorSchema,
  limit: pageLimitSchema(200),
});

export const questionListResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(adminQuestionSchema),
  /** Active questions in the bank: a sitting draws from these. */
  activeCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export const questionResponseSchema = z.object({ status: z.literal('success'), question: adminQuestionSchema });

/** `POST /admin/certification/questions`, `PUT /admin/certification/questions/:id`: 2 to 6 options, one of them right. */
export const questionBodySchema = z
  .object({
    text: bilingual(QUESTION_TEXT_MAX, 'label.questionEn', 'label.questionHi', false),
    options: z
      .array(bilingual(OPTION_TEXT_MAX, 'label.optionEn', 'label.optionHi', true), says('certification.options'))
      .min(2, says('certification.options'))
      .max(MAX_EXAM_OPTIONS, says('certification.options')),
    correctOption: z
      .number(says('certification.correctOption'))
      .int(says('certification.correctOption'))
      .min(0, says('certification.correctOption')),
    active: z.boolean(says('certification.active')).optional().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.correctOption >= value.options.length) {
      ctx.addIssue({ code: 'custom', path: ['correctOption'], message: t('certification.correctOption') });
    }
  });

/** `:number` of a certificate in the back office. */
export { certificateNumberParamsSchema } from '@portal/shared/validation';

const reason = z
  .string(about('field.required', 'label.reason'))
  .trim()
  .min(1, about('field.required', 'label.reason'))
  .min(CERTIFICATE_REASON_MIN, about('field.minLength', 'label.reason', { min: CERTIFICATE_REASON_MIN }))
  .max(CERTIFICATE_REASON_MAX, about('field.maxLength', 'label.reason', { max: CERTIFICATE_REASON_MAX }))
  .refine((value) => !CONTROL_CHARACTER.test(value), about('field.invalidCharacters', 'label.reason'))
  .refine(hasVisibleText, about('field.invisibleOnly', 'label.reason'));

/** `POST /admin/certification/certificates/:number/revoke` and `/reissue`: the reason is required (audited). */
export const certificateReasonSchema = z.object({ reason });

export const certificateActionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** The certificate acted on, as it is now. */
  certificate: adminCertificateSchema,
  /** The new certificate, after a reissue. */
  issued: adminCertificateSchema.nullable().meta({ type: 'object' }),
});

export type CertificationMembersQuery = input<typeof certificationMembersQuerySchema>;
export type CertificationMember = output<typeof certificationMemberSchema>;
export type CertificationMembersResponse = output<typeof certificationMembersResponseSchema>;
export type CertificationMemberDetailsResponse = output<typeof certificationMemberDetailsResponseSchema>;
export type AdminCertificate = output<typeof adminCertificateSchema>;
export type AdminTrainingModule = output<typeof adminTrainingModuleSchema>;
export type TrainingModuleBody = input<typeof trainingModuleBodySchema>;
export type AdminQuestion = output<typeof adminQuestionSchema>;
export type QuestionListQuery = input<typeof questionListQuerySchema>;
export type QuestionBody = input<typeof questionBodySchema>;
export type CertificateReason = input<typeof certificateReasonSchema>;
export type CertificateActionResponse = output<typeof certificateActionResponseSchema>;
export type TrainingModulesResponse = output<typeof trainingModulesResponseSchema>;
export type TrainingModuleResponse = output<typeof trainingModuleResponseSchema>;
export type QuestionListResponse = output<typeof questionListResponseSchema>;
export type QuestionResponse = output<typeof questionResponseSchema>;
