import { z } from 'zod';
import { limits } from '../messages';
import { POLICY_TYPES } from '../policyTypes';
import { isValidAadhaar } from './aadhaar';
import { calendarDate } from './dates';
import { opaqueCursorSchema, pageLimitSchema } from './paging';
import { about, says, t, type ValidationLabel } from './i18n';

/**
 * Validation rules for every form and payload, used by the screens and by the API alike.
 * Loaded from `@portal/shared/validation`, a separate entry, so zod stays off pages without forms.
 */

// In the browser zod must not probe for `new Function` (its JIT): the portal's CSP forbids eval, and
// even a caught attempt is reported as a violation. The server has no such policy and keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Characters no text of the portal may hold: C0 controls other than tab, line feed and carriage return,
 * DEL, the C1 block, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make a name read differently from what it is. Written with escapes so the
 * pattern itself holds none.
 */
const CONTROL_CHARACTER_SOURCE = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]`;
export const CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER_SOURCE, 'u');

/** What a one-line text (a name, a reference) must not hold either: a tab or a line break of any kind. */
export const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/u;

/**
 * Characters that show nothing: white space, format characters (zero-width spaces and joiners, marks,
 * soft hyphens, the BOM) and the fillers that render blank. A text made only of these is empty.
 */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** Whether `value` fits on one line and holds no control character. */
export const isOneLineText = (value: string): boolean => !CONTROL_CHARACTER.test(value) && !LINE_BREAK.test(value);

/** Whether `value` shows anything at all once its invisible characters are taken away. */
export const hasVisibleText = (value: string): boolean => value.replace(INVISIBLE, '') !== '';

/** One or more characters that are neither white space, `@`, nor a control character. */
const EMAIL_PART = String.raw`(?:(?!${CONTROL_CHARACTER_SOURCE})[^\s@])+`;

/** The login's e-mail rule: text, an @ sign, a dot-containing domain, no spaces (nor control characters). */
export const LOGIN_EMAIL_PATTERN = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`, 'u');

/**
 * A required text: trimmed, 1..max characters, something visible, no control character; `oneLine`
 * (names, references) also refuses tabs and line breaks, so the value cannot add lines to a mail or a log.
 */
export const requiredText = (max: number, label: ValidationLabel, { oneLine = true }: { oneLine?: boolean } = {}) =>
  z
    .string(about('field.required', label))
    .trim()
    .min(1, about('field.required', label))
    .max(max, about('field.maxLength', label, { max }))
    .refine((value) => (oneLine ? isOneLineText(value) : !CONTROL_CHARACTER.test(value)), about('field.invalidCharacters', label))
    .refine(hasVisibleText, about('field.invisibleOnly', label));

/** An optional one-line text: empty means absent; otherwise the rules of `requiredText`. */
export const optionalText = (max: number, label: ValidationLabel) =>
  z
    .string(about('field.text', label))
    .trim()
    .max(max, about('field.maxLength', label, { max }))
    .refine(isOneLineText, about('field.invalidCharacters', label))
    .refine((value) => value === '' || hasVisibleText(value), about('field.invisibleOnly', label))
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailSchema = z
  .string(about('field.required', 'label.email'))
  .trim()
  .min(1, says('email.empty'))
  .max(254, about('field.maxLength', 'label.email', { max: 254 }))
  .regex(LOGIN_EMAIL_PATTERN, says('email.invalid'))
  .transform((value) => value.toLowerCase());

export const phoneSchema = z
  .string(about('field.required', 'label.phone'))
  .trim()
  .min(1, about('field.required', 'label.phone'))
  .regex(/^\d{10}$/, says('phone.digits', { digits: limits.phoneDigits }));

export const panSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value), says('pan.format'));

export const aadhaarSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4}\s?\d{4}\s?\d{4}$/.test(value), says('aadhaar.digits'))
  .refine(isValidAadhaar, says('aadhaar.invalid'))
  .transform((value) => value.replace(/\s+/g, ''));

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const contactSchema = z.object({
  name: requiredText(100, 'label.name'),
  email: emailSchema,
  phone: phoneSchema,
  message: requiredText(2000, 'label.message', { oneLine: false }),
  referer: optionalText(200, 'label.referer'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const signupSchema = z.object({
  name: requiredText(100, 'label.fullName'),
  phone: phoneSchema,
  email: emailSchema,
  panNo: z.preprocess(emptyToUndefined, panSchema.optional()),
  aadharNo: z.preprocess(emptyToUndefined, aadhaarSchema.optional()),
  referralId: optionalText(100, 'label.referralName'),
  reason: requiredText(1000, 'label.howDidYouKnow', { oneLine: false }),
});
export type SignupInput = z.input<typeof signupSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });

/** A new password and its confirmation; `tooShortMessage` is the screen's own (a text, or a function giving it when asked). */
export const newPasswordSchema = (tooShortMessage: string | (() => string)) =>
  z
    .object({
      password: z
        .string()
        .min(limits.minPasswordLength, { error: typeof tooShortMessage === 'string' ? () => tooShortMessage : tooShortMessage })
        .max(128, about('field.maxLength', 'label.password', { max: 128 })),
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      ...says('password.mismatch'),
      path: ['confirmPassword'],
    });

/** The link's token goes in a body, never in a query string (which servers and proxies log). */
export const inviteCheckSchema = z.object({
  email: emailSchema,
  token: z.string().min(1, about('field.required', 'label.inviteToken')).max(2048, about('field.tooLong', 'label.inviteToken')),
});

export const requestInviteSchema = z.object({ email: emailSchema });

export const setPasswordSchema = z.object({
  email: emailSchema,
  token: z.string().min(1, about('field.required', 'label.inviteToken')).max(2048, about('field.tooLong', 'label.inviteToken')),
  password: z
    .string()
    .min(limits.minPasswordLength, says('password.tooShort', { min: limits.minPasswordLength }))
    .max(128, about('field.maxLength', 'label.password', { max: 128 })),
});

/** A comma-separated list of policy types (`motor,health`); an unknown one is refused by name. */
export const policyTypesQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const types = value
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const unknown = types.filter((type) => !(POLICY_TYPES as readonly string[]).includes(type));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: t('policyTypes.unknown', { types: unknown.join(', ') }) });
      return z.NEVER;
    }
    return types as (typeof POLICY_TYPES)[number][];
  });

/** The code of the member who sold a policy. */
export const soldByQuery = z
  .string()
  .trim()
  .min(1, about('field.required', 'label.memberCode'))
  .max(40, about('field.tooLong', 'label.memberCode'))
  .optional();

const salesFilterFields = {
  policyTypes: policyTypesQuery,
  fromDate: calendarDate('label.fromDate').optional(),
  toDate: calendarDate('label.toDate').optional(),
  clientName: z
    .string()
    .trim()
    .max(100, about('field.maxLength', 'label.clientName', { max: 100 }))
    .refine((value) => !CONTROL_CHARACTER.test(value), about('field.invalidCharacters', 'label.clientName'))
    .optional(),
};

const fromNotAfterTo = (value: { fromDate?: string | undefined; toDate?: string | undefined }) =>
  !value.fromDate || !value.toDate || value.fromDate <= value.toDate;
const toDateIssue = { ...says('dates.fromBeforeTo'), path: ['toDate'] };

/** The filters of a member's sales: the totals and the CSV export take these (every sale that matches). */
export const salesFilterSchema = z.object(salesFilterFields).refine(fromNotAfterTo, toDateIssue);

/** A page of the sales list: the filters, and the page (`cursor` from the previous answer). */
export const salesQuerySchema = z
  .object({
    ...salesFilterFields,
    cursor: opaqueCursorSchema,
    limit: pageLimitSchema(200),
  })
  .refine(fromNotAfterTo, toDateIssue);

/** Per-field messages of a failed parse, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    result[key] ??= issue.message;
  }
  return result;
}

/** A message of the contact form, as the screens send it. */
export type ContactMessage = z.input<typeof contactSchema>;
/** An application to join, as the sign-up screen sends it. */
export type SignupApplication = z.input<typeof signupSchema>;
/** The sales list's filters, as the screens keep them. */
export type SalesFilters = Partial<z.output<typeof salesFilterSchema>>;
