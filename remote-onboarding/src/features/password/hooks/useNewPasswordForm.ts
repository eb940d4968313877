import { useMemo, useRef, useState } from 'react';
import { fieldErrors, newPasswordSchema } from '@portal/shared/validation';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
type Field = keyof NewPasswordValues;
export type NewPasswordErrors = Partial<Record<Field, string>>;

/**
 * State and validation of a "choose a password" form: at least 6 characters (with the screen's own
 * wording) and both entries matching. A field is checked when the user leaves it (if filled in) and
 * on submit; after that its message follows what is typed.
 */
export function useNewPasswordForm(tooShortMessage: string) {
  const schema = useMemo(() => newPasswordSchema(tooShortMessage), [tooShortMessage]);
  // Values and messages in one state, so a change builds on the current values and checks against them:
  // a password manager can fill both fields in one commit, and the confirmation must be compared with
  // the password it filled, not with the render's.
  const [form, setForm] = useState<{ values: NewPasswordValues; errors: NewPasswordErrors }>({
    values: { password: '', confirmPassword: '' },
    errors: {},
  });
  const [attempted, setAttempted] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const { values, errors } = form;

  function validate(next: NewPasswordValues): NewPasswordErrors {
    const result = schema.safeParse(next);
    return result.success ? {} : (fieldErrors(result.error) as NewPasswordErrors);
  }

  function update(field: Field, value: string) {
    setForm((current) => {
      const next = { ...current.values, [field]: value };
      const found = validate(next);
      const updated = { ...current.errors };
      for (const key of ['password', 'confirmPassword'] as const) {
        // Refresh messages already shown; the confirmation follows the password it must match.
        if (attempted || current.errors[key] || (key === 'confirmPassword' && field === 'password' && next.confirmPassword)) {
          updated[key] = found[key];
        }
      }
      return { values: next, errors: updated };
    });
  }

  function check(field: Field) {
    setForm((current) => {
      if (!attempted && current.values[field] === '') return current;
      return { ...current, errors: { ...current.errors, [field]: validate(current.values)[field] } };
    });
  }

  /** Validates everything; returns the password, or null after showing the errors and focusing the first. */
  function submit(): string | null {
    setAttempted(true);
    const found = validate(values);
    setForm((current) => ({ ...current, errors: found }));
    const first = (['password', 'confirmPassword'] as const).find((key) => found[key]);
    if (first) {
      refs.current[first]?.focus();
      return null;
    }
    return values.password;
  }

  /** Messages from elsewhere (the server) for a field. */
  function setFieldError(field: Field, message: string) {
    setForm((current) => ({ ...current, errors: { ...current.errors, [field]: message } }));
    refs.current[field]?.focus();
  }

  /** The ref callback of a field's input, so that errors can focus it. */
  function fieldRef(field: Field) {
    return (element: HTMLInputElement | null) => {
      refs.current[field] = element;
    };
  }

  return { values, errors, update, check, submit, setFieldError, fieldRef };
}

export type NewPasswordForm = ReturnType<typeof useNewPasswordForm>;
