import { z } from 'zod';
import { limits, messages } from '../messages';
import { POLICY_TYPES } from '../types';
import { isValidAadhaar } from './aadhaar';

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

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `${label} contains invalid characters`);

const optionalTrimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, messages.login.emptyEmail)
  .max(254, 'Email must be at most 254 characters')
  .regex(LOGIN_EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());

export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\d{10}$/, `Phone number must be exactly ${limits.phoneDigits} digits`);

export const panSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value), 'PAN must look like ABCDE1234F (5 letters, 4 digits, 1 letter)');

export const aadhaarSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4}\s?\d{4}\s?\d{4}$/.test(value), 'Aadhaar number must be 12 digits')
  .refine(isValidAadhaar, 'This is not a valid Aadhaar number (check the digits)')
  .transform((value) => value.replace(/\s+/g, ''));

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const contactSchema = z.object({
  name: trimmed(100, 'Name'),
  email: emailSchema,
  phone: phoneSchema,
  message: trimmed(2000, 'Message'),
  referer: optionalTrimmed(200, 'How did you find us'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const signupSchema = z.object({
  name: trimmed(100, 'Full name'),
  phone: phoneSchema,
  email: emailSchema,
  panNo: z.preprocess(emptyToUndefined, panSchema.optional()),
  aadharNo: z.preprocess(emptyToUndefined, aadhaarSchema.optional()),
  referralId: optionalTrimmed(100, 'Referral name'),
  reason: trimmed(1000, 'How did you know about us'),
});
export type SignupInput = z.input<typeof signupSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });

export const newPasswordSchema = (tooShortMessage: string) =>
  z
    .object({
      password: z.string().min(limits.minPasswordLength, tooShortMessage).max(128, 'Password must be at most 128 characters'),
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: messages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });

export const setPasswordSchema = z.object({
  email: emailSchema,
  token: z.string().min(1, 'Invite token is required').max(2048, 'Invite token is too long'),
  password: z
    .string()
    .min(limits.minPasswordLength, messages.setPassword.tooShort)
    .max(128, 'Password must be at most 128 characters'),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date');

/** A comma-separated list of policy types (`motor,health`); an unknown one is refused by name. */
export const policyTypesQuery = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const types = value.split(',').map((type) => type.trim()).filter(Boolean);
    const unknown = types.filter((type) => !(POLICY_TYPES as readonly string[]).includes(type));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Unknown policy type: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return types as (typeof POLICY_TYPES)[number][];
  });

/** The code of the member who sold a policy. */
export const soldByQuery = z.string().trim().min(1, 'Member code is required').max(40, 'Member code is too long').optional();

export const salesQuerySchema = z
  .object({
    policyTypes: policyTypesQuery,
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    clientName: z.string().trim().max(100, 'Client name must be at most 100 characters').optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    message: 'From date must be on or before To date',
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
