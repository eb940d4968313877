import type { CertificationStage, ExamOutcome, TrainingModuleKind } from '@portal/shared/validation';
import { count } from '../../../lib/format';
import { t } from '../../../i18n';

/** A member's certification stage in words. */
export function stageLabel(stage: CertificationStage): string {
  return {
    training: t('certification.stage.training'),
    exam: t('certification.stage.exam'),
    certified: t('certification.stage.certified'),
    revoked: t('certification.stage.revoked'),
  }[stage];
}

/** A module's kind in words. */
export function kindLabel(kind: TrainingModuleKind): string {
  return {
    text: t('certification.kind.text'),
    image: t('certification.kind.image'),
    video: t('certification.kind.video'),
  }[kind];
}

/** How an exam sitting went, in words. */
export function outcomeLabel(outcome: ExamOutcome): string {
  return {
    open: t('certification.outcome.open'),
    passed: t('certification.outcome.passed'),
    failed: t('certification.outcome.failed'),
    expired: t('certification.outcome.expired'),
  }[outcome];
}

/** Minutes as hours and minutes: "2 h 05 min", "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('certification.minutes', { n: count(rest) });
  return t('certification.hoursMinutes', { h: count(hours), m: String(rest).padStart(2, '0') });
}

/** Training time done of what is required: "2 h 05 min of 15 h 00 min". */
export const trainingText = (done: number, required: number): string =>
  t('certification.trainingOf', { done: durationText(done), required: durationText(required) });
