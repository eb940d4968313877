import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, splitFieldProps, type FieldOwnProps } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, FieldOwnProps {
  /** Rendered beside the input, inside the same row (a button such as "Verify Email" or "Show"). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error, wired for assistive technology. */
export function TextField({ addon, ref, className, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame
      {...field}
      addon={addon}
      ariaInvalid={input['aria-invalid']}
      control={(wiring) => (
        <input {...input} ref={ref} {...wiring} required={field.required} className={cx(fieldStyles.input, className)} />
      )}
    />
  );
}
