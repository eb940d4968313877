import { formatPaise } from '@portal/shared/validation';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@portal/shared/admin';
import { formatDate } from '../../../lib/format';
import { indiaTime } from '../../../lib/indiaTime';
import { t } from '../../../i18n';

/** An amount recorded in integer paise is named after what it is: `amountPaise` is "amount". */
const PAISE_FIELD = /Paise$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `resend_invite` or `parentCoCode` as words: "resend invite", "parent co code". */
function words(name: string): string {
  return name
    .replace(PAISE_FIELD, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The audited actions the screens name, in the current language. */
function knownActions(): Record<string, string> {
  return {
    'application.approve': t('audit.actions.applicationApprove'),
    'application.reject': t('audit.actions.applicationReject'),
    'application.reveal': t('audit.actions.applicationReveal'),
    'application.resend_invite': t('audit.actions.applicationResendInvite'),
    'member.move': t('audit.actions.memberMove'),
    'member.disable_sign_in': t('audit.actions.memberDisableSignIn'),
    'member.enable_sign_in': t('audit.actions.memberEnableSignIn'),
    'member.resend_invite': t('audit.actions.memberResendInvite'),
    'member.replace_account': t('audit.actions.memberReplaceAccount'),
    'member.bank_change_request': t('audit.actions.memberBankChangeRequest'),
    'member.bank_change_approve': t('audit.actions.memberBankChangeApprove'),
    'member.bank_change_reject': t('audit.actions.memberBankChangeReject'),
    'member.contact_correct': t('audit.actions.memberContactCorrect'),
    'import.run': t('audit.actions.importRun'),
    'import.finish': t('audit.actions.importFinish'),
    'payment.record': t('audit.actions.paymentRecord'),
    'payment.void': t('audit.actions.paymentVoid'),
    'import.rollback': t('audit.actions.importRollback'),
    'operator.create': t('audit.actions.operatorCreate'),
    'contact_message.handle': t('audit.actions.contactMessageHandle'),
    'contact_message.reopen': t('audit.actions.contactMessageReopen'),
    'mail.retry': t('audit.actions.mailRetry'),
    'certificate.revoke': t('audit.actions.certificateRevoke'),
    'certificate.reissue': t('audit.actions.certificateReissue'),
    'certificate.record': t('audit.actions.certificateRecord'),
    'training_module.create': t('audit.actions.trainingModuleCreate'),
    'training_module.update': t('audit.actions.trainingModuleUpdate'),
    'question.create': t('audit.actions.questionCreate'),
    'question.update': t('audit.actions.questionUpdate'),
    'payout_query.review': t('audit.actions.payoutQueryReview'),
    'payout_query.reply': t('audit.actions.payoutQueryReply'),
    'payout_query.accept': t('audit.actions.payoutQueryAccept'),
    'payout_query.reject': t('audit.actions.payoutQueryReject'),
  };
}

/** The kinds of record, in the current language. */
function knownRecordTypes(): Record<string, string> {
  return {
    application: t('audit.recordTypes.application'),
    member: t('audit.recordTypes.member'),
    import: t('audit.recordTypes.import'),
    payment: t('audit.recordTypes.payment'),
    operator: t('audit.recordTypes.operator'),
    contact_message: t('audit.recordTypes.contactMessage'),
    mail: t('audit.recordTypes.mail'),
    certificate: t('audit.recordTypes.certificate'),
    training_module: t('audit.recordTypes.trainingModule'),
    question: t('audit.recordTypes.question'),
    payout_query: t('audit.recordTypes.payoutQuery'),
  };
}

/** Every action the screens name (the shared list's), as [action, words] for the filter's suggestions. */
export const auditActionOptions = (): [string, string][] => Object.keys(AUDIT_ACTION_LABELS).map((action) => [action, actionLabel(action)]);

/** Every kind of record (the shared list's), as [type, words] for the filter's choices. */
export const recordTypeOptions = (): [string, string][] =>
  Object.keys(AUDIT_RECORD_TYPE_LABELS).map((type) => [type, recordTypeLabel(type)]);

/** An action in plain words: "Approved an application"; one not listed from its name ("Member: merge"). */
export function actionLabel(action: string): string {
  const known = knownActions()[action] ?? AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const dot = action.indexOf('.');
  return dot > 0 ? `${sentence(words(action.slice(0, dot)))}: ${words(action.slice(dot + 1))}` : sentence(words(action));
}

export function recordTypeLabel(recordType: string): string {
  return knownRecordTypes()[recordType] ?? AUDIT_RECORD_TYPE_LABELS[recordType] ?? sentence(words(recordType));
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A recorded value as the screens show it: amounts in paise (a field named `…Paise`) as rupees, calendar
 * dates as "05 Mar 2026", instants in India time, lists joined, objects as "key: value" pairs. Masked
 * numbers were recorded masked and stay so.
 */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? indiaTime(value) : CALENDAR_DATE.test(value) ? formatDate(value) : value;
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'number' && PAISE_FIELD.test(field) && Number.isSafeInteger(value)) return formatPaise(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item, field)).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, inner]) => `${words(key)}: ${valueText(inner, key)}`).join('; ') : '—';
  }
  return JSON.stringify(value) ?? '—';
}

export interface Change {
  /** The field's name in words; empty when the record is one value. */
  field: string;
  before: string;
  after: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an action changed, field by field: the fields whose value differs between before and after (a
 * field only on one side counts as changed). Values that are not records are one change.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if ((isPlainObject(before) || before == null) && (isPlainObject(after) || after == null) && (before != null || after != null)) {
    const was = before ?? {};
    const now = after ?? {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return fields
      .filter((field) => !same(was[field], now[field]))
      .map((field) => ({ field: sentence(words(field)), before: valueText(was[field], field), after: valueText(now[field], field) }));
  }
  return same(before, after) ? [] : [{ field: '', before: valueText(before), after: valueText(after) }];
}
