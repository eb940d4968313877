import { useRef, useState, type FormEvent } from 'react';
import { ApiError, portalApi } from '@portal/shared';
import { endpoints, fieldErrors, signupSchema } from '@portal/shared/validation';
import { t } from '../../../i18n';

export type SignupField = 'name' | 'phone' | 'email' | 'panNo' | 'aadharNo' | 'referralId' | 'reason';
type Values = Record<SignupField, string>;
type Errors = Partial<Record<SignupField, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** In the order they appear, so the first invalid one can take the focus. */
const FIELDS: readonly SignupField[] = ['name', 'phone', 'email', 'panNo', 'aadharNo', 'referralId', 'reason'];
const EMPTY: Values = { name: '', phone: '', email: '', panNo: '', aadharNo: '', referralId: '', reason: '' };

/**
 * "98765 43210", "98765-43210" and "+91 98765 43210" (what browsers autofill for `tel`) are the same
 * 10-digit number; anything else goes to the schema as typed and gets its message.
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const national = compact.replace(/^\+91/, '');
  return /^\d{10}$/.test(national) ? national : value;
}

function parse(values: Values) {
  return signupSchema.safeParse({ ...values, phone: normalisePhone(values.phone) });
}

function errorsOf(values: Values): Errors {
  const result = parse(values);
  return result.success ? {} : (fieldErrors(result.error) as Errors);
}

/** State of the sign-up form: its values and messages, the submit to the API and what follows it. */
export function useSignupForm() {
  // Values and messages in one state, so a change builds on the current values and checks its field
  // against them: several fields filled in one go can change in one commit, and each must keep the others.
  const [form, setForm] = useState<{ values: Values; errors: Errors }>({ values: EMPTY, errors: {} });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<{ message: string; field?: SignupField } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const busyRef = useRef(false);
  const fieldRefs = useRef<Partial<Record<SignupField, FieldElement | null>>>({});
  const { values, errors } = form;

  function setErrors(next: Errors) {
    setForm((current) => ({ ...current, errors: next }));
  }

  function focusFirstInvalid(found: Errors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  function update(field: SignupField, value: string) {
    setForm((current) => {
      const next = { ...current.values, [field]: value };
      // Once a field shows an error (or after a submit attempt) its message follows what is typed.
      if (!attempted && !current.errors[field]) return { ...current, values: next };
      return { values: next, errors: { ...current.errors, [field]: errorsOf(next)[field] } };
    });
    setSubmitted(false);
    if (formError?.field === field) setFormError(null);
  }

  function check(field: SignupField) {
    setForm((current) => {
      if (!attempted && current.values[field].trim() === '') return current;
      return { ...current, errors: { ...current.errors, [field]: errorsOf(current.values)[field] } };
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    setAttempted(true);
    setFormError(null);
    const result = parse(values);
    if (!result.success) {
      const found = fieldErrors(result.error) as Errors;
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    try {
      await portalApi.call(endpoints.account.sendRegistrationEmail, { body: result.data });
      setForm((current) => ({ ...current, values: EMPTY }));
      setAttempted(false);
      setDialogOpen(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFormError({ message: error.fromServer ? error.message : t('common:signup.alreadyRegistered'), field: 'email' });
      } else if (error instanceof ApiError) {
        const fromServer: Errors = {};
        for (const field of FIELDS) if (error.fieldErrors[field]) fromServer[field] = error.fieldErrors[field];
        if (Object.keys(fromServer).length) {
          setErrors(fromServer);
          focusFirstInvalid(fromServer);
        }
        setFormError({ message: error.message });
      } else {
        setFormError({ message: error instanceof Error && error.message ? error.message : t('common:somethingWentWrong') });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function closeDialog() {
    setDialogOpen(false);
    setSubmitted(true);
  }

  /** The ref callback of a field's element, which the first invalid field's focus needs. */
  const fieldRef = (name: SignupField) => (element: FieldElement | null) => {
    fieldRefs.current[name] = element;
  };

  return { values, errors, busy, formError, dialogOpen, submitted, update, check, handleSubmit, closeDialog, fieldRef };
}
