import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  label: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with its error, wired for assistive technology. */
export function TextAreaField({ label, error, required, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Outside the label: the required state is announced from the input's `required`. */}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <textarea
        rows={3}
        {...textarea}
        ref={ref}
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
