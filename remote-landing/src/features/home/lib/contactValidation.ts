import type { ContactInput } from '@portal/shared/validation';

/** The shared validation entry (zod inside, and the API's contracts): loaded on the form's first use, never on first render. */
export type ValidationModule = typeof import('@portal/shared/validation');

let pending: Promise<ValidationModule> | null = null;

export function loadValidation(): Promise<ValidationModule> {
  pending ??= import('@portal/shared/validation').catch((error: unknown) => {
    pending = null; // A failed chunk load is retried on the next attempt.
    throw error;
  });
  return pending;
}

/**
 * The contact endpoint's contract, which comes with the validation entry. Asked for at each send, so that
 * an entry that could not be loaded for the checks is tried once more before the message is given up.
 */
export async function loadContactEndpoint() {
  return (await loadValidation()).endpoints.contact.contactUs;
}

export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message', 'referer'];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Accepts the ways people write an Indian mobile number (spaces, dashes, brackets, a +91 or 0 prefix)
 * and gives the 10 digits the shared rule expects; anything else is left for the rule to reject.
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+?91|0)(\d{10})$/.exec(compact);
  return match ? match[1]! : compact;
}

export function prepare(values: ContactValues): ContactValues {
  return { ...values, phone: normalisePhone(values.phone) };
}

export type CheckResult = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

/** Runs the shared contactSchema (the server's own rules) over the form's values. */
export function checkContact(validation: ValidationModule, values: ContactValues): CheckResult {
  const result = validation.contactSchema.safeParse(prepare(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(validation.fieldErrors(result.error))) {
    if ((CONTACT_FIELDS as readonly string[]).includes(key)) errors[key as ContactField] = message;
  }
  return { ok: false, errors };
}

/** One field's message under the shared rules, or undefined when the value is fine. */
export function checkField(validation: ValidationModule, field: ContactField, values: ContactValues): string | undefined {
  const result = validation.contactSchema.shape[field].safeParse(prepare(values)[field]);
  return result.success ? undefined : result.error.issues[0]?.message;
}
