import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './FormField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby; sets aria-invalid. */
  error?: string | null | undefined;
  /** Help text (or a status such as "Email verified") tied to the field with aria-describedby. */
  hint?: ReactNode;
  /** Extra ids the field is described by (a form-level message about this field, say). */
  describedBy?: string | undefined;
  /** Rendered beside the input, inside the same row (a button such as "Verify Email"). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Lets a caller reuse the generated id (for aria-controls). */
  id?: string;
}

/** A labelled text input with its hint and error, wired for assistive technology. */
export function TextField({ label, error, hint, describedBy, addon, required, ref, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');

  const control = (
    <input
      {...input}
      ref={ref}
      id={inputId}
      className={[styles.input, className].filter(Boolean).join(' ')}
      required={required}
      aria-invalid={error ? true : input['aria-invalid']}
      aria-describedby={described || undefined}
    />
  );

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {/* Outside the label: the required state is announced from the input's `required`. */}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {addon ? (
        <div className={styles.control}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
