import { z } from 'zod';
import { limits } from '../messages';
import { POLICY_TYPES } from '../types';
import { isValidAadhaar } from './aadhaar';
import { about, says, t, type ValidationLabel } from './i18n';

/**
 * Validation rules for every form and payload, used by the screens and by the API alike.
 * Loaded from `@portal/shared/validation`, a separate entry, so zod stays off pages without forms.
 */

// In the browser zod must not probe for `new Function` (its JIT): the portal's CSP forbids eval, and
// even a caught attempt is reported as a violation. The server has no such policy and keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * A C0 control character or DEL (U+0000–U+001F, U+007F) other than tab, line feed and carriage return:
 * Unicode's control characters minus those three and the C1 block, so that the pattern itself holds none.
 */
const CONTROL_CHARACTER_SOURCE = String.raw`(?![\t\n\r\u0080-\u009F])\p{Cc}`;
export const CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER_SOURCE, 'u');

/** One or more characters that are neither white space, `@`, nor a control character. */
const EMAIL_PART = String.raw`(?:(?!${CONTROL_CHARACTER_SOURCE})[^\s@])+`;

/** Login email rule (spec §5): text, an @ sign, a dot-containing domain, no spaces (nor control characters). */
export const LOGIN_EMAIL_PATTERN = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`, 'u');

const trimmed = (max: number, label: ValidationLabel) =>
  z
    .string(about('field.required', label))
    .trim()
    .min(1, about('field.required', label))
    .max(max, about('field.maxLength', label, { max }))
    .refine((value) => !CONTROL_CHARACTER.test(value), about('field.invalidCharacters', label));

const optionalTrimmed = (max: number, label: ValidationLabel) =>
  z
    .string(about('field.text', label))
    .trim()
    .max(max, about('field.maxLength', label, { max }))
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
  name: trimmed(100, 'label.name'),
  email: emailSchema,
  phone: phoneSchema,
  message: trimmed(2000, 'label.message'),
  referer: optionalTrimmed(200, 'label.referer'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const signupSchema = z.object({
  name: trimmed(100, 'label.fullName'),
  phone: phoneSchema,
  email: emailSchema,
  panNo: z.preprocess(emptyToUndefined, panSchema.optional()),
  aadharNo: z.preprocess(emptyToUndefined, aadhaarSchema.optional()),
  referralId: optionalTrimmed(100, 'label.referralName'),
  reason: trimmed(1000, 'label.howDidYouKnow'),
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

export const setPasswordSchema = z.object({
  email: emailSchema,
  token: z.string().min(1, about('field.required', 'label.inviteToken')).max(2048, about('field.tooLong', 'label.inviteToken')),
  password: z
    .string()
    .min(limits.minPasswordLength, says('password.tooShort', { min: limits.minPasswordLength }))
    .max(128, about('field.maxLength', 'label.password', { max: 128 })),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, says('dates.format'))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), says('dates.notReal'));

/** A comma-separated list of policy types (`motor,health`); an unknown one is refused by name. */
export const policyTypesQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const types = value.split(',').map((type) => type.trim()).filter(Boolean);
    const unknown = types.filter((type) => !(POLICY_TYPES as readonly string[]).includes(type));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: t('policyTypes.unknown', { types: unknown.join(', ') }) });
      return z.NEVER;
    }
    return types as (typeof POLICY_TYPES)[number][];
  });

/** The code of the member who sold a policy. */
export const soldByQuery = z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')).optional();

export const salesQuerySchema = z
  .object({
    policyTypes: policyTypesQuery,
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    clientName: z.string().trim().max(100, about('field.maxLength', 'label.clientName', { max: 100 })).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    ...says('dates.fromBeforeTo'),
    path: ['toDate'],
  });

/** Per-field messages of a failed parse, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    result[key] ??= issue.message;
  }
  return result;
}
