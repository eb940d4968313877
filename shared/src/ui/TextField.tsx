import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, type FieldOwnProps } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, FieldOwnProps {
  /** Rendered beside the input, inside the same row (a button such as "Verify Email" or "Show"). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error, wired for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  labelNote,
  fieldClassName,
  id,
  addon,
  required,
  ref,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, describedBy, labelNote, fieldClassName, id, required, addon }}
      ariaInvalid={input['aria-invalid']}
      control={(wiring) => <input {...input} ref={ref} {...wiring} required={required} className={cx(fieldStyles.input, className)} />}
    />
  );
}
