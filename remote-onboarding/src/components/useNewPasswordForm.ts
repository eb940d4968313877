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
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [attempted, setAttempted] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function validate(next: NewPasswordValues): NewPasswordErrors {
    const result = schema.safeParse(next);
    return result.success ? {} : (fieldErrors(result.error) as NewPasswordErrors);
  }

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const found = validate(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const key of ['password', 'confirmPassword'] as const) {
        // Refresh messages already shown; the confirmation follows the password it must match.
        if (attempted || current[key] || (key === 'confirmPassword' && field === 'password' && next.confirmPassword)) {
          updated[key] = found[key];
        }
      }
      return updated;
    });
  }

  function check(field: Field) {
    if (!attempted && values[field] === '') return;
    setErrors((current) => ({ ...current, [field]: validate(values)[field] }));
  }

  /** Validates everything; returns the password, or null after showing the errors and focusing the first. */
  function submit(): string | null {
    setAttempted(true);
    const found = validate(values);
    setErrors(found);
    const first = (['password', 'confirmPassword'] as const).find((key) => found[key]);
    if (first) {
      refs.current[first]?.focus();
      return null;
    }
    return values.password;
  }

  /** Messages from elsewhere (the server) for a field. */
  function setFieldError(field: Field, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
    refs.current[field]?.focus();
  }

  return { values, errors, update, check, submit, setFieldError, refs };
}

export type NewPasswordForm = ReturnType<typeof useNewPasswordForm>;
